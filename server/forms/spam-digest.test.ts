// @vitest-environment node
// A message flagged as spam (a school's, say) must not go unseen. The daily digest lists
// yesterday's flagged submissions (IST) for the team: reference, form, name, reason and first line,
// no more than the team e-mail carries; a child's application still waiting for a guardian is only
// counted; it is queued once a day however many instances ask; an erased one is left out.
import { describe, expect, it } from 'vitest';
import { siteSettings } from '../../tests/helpers/server/outbox-fixtures.ts';
import { testDatabaseForFile } from '../../tests/helpers/server/test-database.ts';
import { SUBMISSION_KINDS } from '../submissions/kinds.ts';
import { istDay, queueSpamDigest, renderSpamDigest } from './spam-digest.ts';

const tdb = testDatabaseForFile();
const settings = siteSettings();
// 10:00 IST on 24 November 2026, and that IST day.
const AT = '2026-11-24T04:30:00Z';
const DAY = istDay(new Date(AT));

async function contact(name: string, message: string, spamReason: string | null, at = AT) {
  await tdb.db.query(
    `INSERT INTO contact_messages (name, phone, email, message, spam_reason, created_at)
     VALUES ($1, '9876543210', 'school@example.org', $2, $3, $4::timestamptz)`,
    [name, message, spamReason, at],
  );
}

describe('the daily spam digest', () => {
  it('lists the day’s flagged messages for the team, counts a waiting child’s, and is queued once', async () => {
    expect(await queueSpamDigest(tdb.db, SUBMISSION_KINDS, DAY)).toBe(false); // nothing flagged yet
    await contact(
      'Headmistress Sunita',
      'Please judge our science fair.\nhttps://school.example.in/fair https://forms.gle/x https://maps.app.goo.gl/y',
      '3 links with 5 words of text (a list of links)',
    );
    await contact('Not flagged', 'An ordinary message', null);
    await contact('Another day', 'Spam of the day before', 'honeypot field filled', '2026-11-23T04:30:00Z');
    await tdb.db.query(
      `INSERT INTO volunteer_applications (domain, first_name, last_name, contact, date_of_birth, email, why_join_us,
         questions_for_us, consent_status, guardian_name, guardian_email, guardian_relationship, spam_reason, created_at)
       VALUES ('csii', 'Meena', 'Das', '9876543210', '2010-03-01', 'teen@example.org', 'Hi', '', 'awaiting_guardian',
         'Lata Das', 'lata@example.org', 'mother', 'a link in a name field', $1::timestamptz)`,
      [AT],
    );

    expect(await queueSpamDigest(tdb.db, SUBMISSION_KINDS, DAY)).toBe(true);
    expect(await queueSpamDigest(tdb.db, SUBMISSION_KINDS, DAY)).toBe(false); // a second instance, same day
    const digest = await renderSpamDigest(tdb.db, SUBMISSION_KINDS, settings, DAY);
    if (digest === 'gone') throw new Error('the digest should not be gone');
    expect(digest.subject).toBe('Flagged as spam on 24 Nov 2026: 2 submissions');
    expect(digest.to).toEqual(expect.arrayContaining(settings.contact.teamEmails));
    expect(digest.text).toContain('Headmistress Sunita <school@example.org>');
    expect(digest.text).toContain('Why flagged: 3 links with 5 words of text (a list of links)');
    expect(digest.text).toContain('First line: Please judge our science fair.');
    expect(digest.text).toMatch(/[A-Z0-9]{4}-[A-Z0-9]{4} · Contact Us · 10:00/);
    // Not the unflagged message, nor another day's; the child's application only as a count.
    expect(digest.text).not.toMatch(/Not flagged|Another day|Meena|teen@example\.org/);
    expect(digest.text).toContain('1 more from an applicant under 18 still waiting for a parent or guardian');
    expect(digest.text).not.toMatch(/https?:\/\//);

    // Erased meanwhile: only what is still stored is listed; nothing left, the digest is not sent.
    await tdb.db.query(`DELETE FROM contact_messages WHERE name = 'Headmistress Sunita'`);
    await tdb.db.query(`DELETE FROM volunteer_applications WHERE first_name = 'Meena'`);
    expect(await renderSpamDigest(tdb.db, SUBMISSION_KINDS, settings, DAY)).toBe('gone');
  });
});
