// @vitest-environment node
// Spam review and privacy tasks: the flagged list with reasons; "not spam" moves an item
// to the inbox and its owed e-mails go out; "delete now" erases it; pending guardian confirmations
// with their expiry; correction requests stored by "Your data" and marked done; erasing a person
// by e-mail after a dry run, with notes and history; the processing log by date and action.
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../schema/api/endpoints.ts';
import { INBOX_API, type SpamPage } from '../../schema/api/staff-inbox.ts';
import { type CorrectionView, type GuardianWait, type LogPage, PRIVACY_API } from '../../schema/api/staff-privacy.ts';
import { simpleParser } from 'mailparser';
import { istDay, renderSpamDigest } from '../forms/spam-digest.ts';
import { yourDataStore } from '../privacy/your-data-store.ts';
import { deleteSpam } from './inbox-actions.ts';
import { findItem, type ItemRef } from './inbox-item-store.ts';
import { call, SITE, signIn, staffSuite } from '../../tests/helpers/server/staff-suite.ts';
import { postJson, validContact, validGuardian, validVolunteer } from '../../tests/helpers/server/test-app.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';

const headers = { host: 'site.example', origin: SITE };

describe.each(engines)('spam review and privacy tasks on $name', (engine) => {
  const suite = staffSuite(engine, 'spam-privacy');
  const db = () => suite.tdb.db;
  const post = async (url: string, body: object) => {
    const answer = await postJson(suite.app, url, body, headers);
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().data as { id: string; reference: string };
  };
  const count = async (sql: string, values: unknown[] = []) =>
    Number((await db().query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, values)).rows[0].n);

  it('lists flagged items with the reason; "not spam" moves one to the inbox and sends its e-mails', async () => {
    const coordinator = await signIn(suite.app, 'coordinator');
    const school = await post(ENDPOINTS.contact, {
      ...validContact(),
      name: 'School Head',
      email: 'school@example.org',
      message: 'Our school invites you. [url=http://school.example]visit[/url]\nSecond line',
    });
    const page = (await call(suite.app, 'GET', INBOX_API.spam, { client: coordinator })).json().data as SpamPage;
    const flagged = page.items.find((item) => item.id === school.id);
    expect(flagged).toMatchObject({
      name: 'School Head',
      email: 'school@example.org',
      reason: 'a link written as markup ([url] or <a href>)',
      excerpt: 'Our school invites you. [url=http://school.example]visit[/url]',
    });
    expect(
      await count(
        "outbox WHERE submission_type = 'contact' AND submission_id = (SELECT id FROM contact_messages WHERE public_id = $1)",
        [school.id],
      ),
    ).toBe(0);
    const released = await call(suite.app, 'POST', INBOX_API.spamRelease(school.id), { client: coordinator });
    expect([released.statusCode, released.json().message]).toEqual([
      200,
      'Moved to the inbox: the e-mails it was owed are on their way.',
    ]);
    await suite.app.outbox.drain();
    const to = suite.smtp.received.flatMap((mail) => mail.to);
    expect(to).toContain('school@example.org');
    expect(to).toContain('team@example.org');
    const inbox = (await call(suite.app, 'GET', `${INBOX_API.list}?q=school`, { client: coordinator })).json().data;
    expect(inbox.items.map((item: { id: string }) => item.id)).toEqual([school.id]);
    const item = (await call(suite.app, 'GET', INBOX_API.item(school.id), { client: coordinator })).json().data;
    expect(item.history.map((change: { what: string }) => change.what)).toEqual(['released it from spam']);
    // Twice: it is not in spam any more.
    expect((await call(suite.app, 'POST', INBOX_API.spamRelease(school.id), { client: coordinator })).statusCode).toBe(
      404,
    );
    expect(
      await count("processing_log WHERE action = 'released-from-spam' AND staff_id = $1", [coordinator.member.id]),
    ).toBe(1);
  });

  it('a released message’s team e-mail names its sender as the spam digest did: "Mrs. Ramaswamy", not "Mrs. R."', async () => {
    const coordinator = await signIn(suite.app, 'coordinator');
    const flagged = await post(ENDPOINTS.contact, {
      ...validContact(),
      name: 'Mrs. Ramaswamy',
      email: 'ramaswamy@example.org',
      message: 'Can my daughter join the tailoring class? <a href="http://class.example">our letter</a>',
    });
    const digest = await renderSpamDigest(
      db(),
      suite.app.submissions.kinds,
      suite.app.outbox.settings,
      istDay(new Date()),
    );
    if (digest === 'gone') throw new Error('the digest should list the flagged message');
    expect(digest.text).toContain('Mrs. Ramaswamy <ramaswamy@example.org>');
    await call(suite.app, 'POST', INBOX_API.spamRelease(flagged.id), { client: coordinator });
    await suite.app.outbox.drain();
    const mails = await Promise.all(suite.smtp.received.map((mail) => simpleParser(mail.raw)));
    const team = mails.find((mail) => mail.subject?.startsWith('Contact Us:'));
    expect(team?.subject).toBe(`Contact Us: Mrs. Ramaswamy (${flagged.reference})`);
  });

  it('"delete now" erases a flagged item; a flagged child waiting for a guardian is counted, never shown', async () => {
    const coordinator = await signIn(suite.app, 'coordinator');
    const junk = await post(ENDPOINTS.contact, { ...validContact(), email: 'junk@example.org', website: 'x' });
    await post(ENDPOINTS.volunteer, {
      ...validVolunteer(),
      email: 'kid@example.org',
      dateOfBirth: '05/09/2012',
      website: 'x',
      ...validGuardian(),
    });
    const page = (await call(suite.app, 'GET', INBOX_API.spam, { client: coordinator })).json().data as SpamPage;
    expect(page.hidden).toBe(1);
    expect(page.items.map((item) => item.email)).not.toContain('kid@example.org');
    const deleted = await call(suite.app, 'DELETE', INBOX_API.spamItem(junk.id), { client: coordinator });
    expect(deleted.statusCode).toBe(200);
    expect(await count('contact_messages WHERE public_id = $1', [junk.id])).toBe(0);
    expect(await count("processing_log WHERE action = 'erased' AND reason = 'staff: deleted as spam'")).toBe(1);
    // A real item is not deleted through spam.
    const real = await post(ENDPOINTS.contact, { ...validContact(), email: 'real@example.org' });
    expect((await call(suite.app, 'DELETE', INBOX_API.spamItem(real.id), { client: coordinator })).statusCode).toBe(
      404,
    );
    expect(await count('contact_messages WHERE public_id = $1', [real.id])).toBe(1);
  });

  it('lists applications waiting for a guardian with their expiry, and no content', async () => {
    const coordinator = await signIn(suite.app, 'coordinator');
    const child = await post(ENDPOINTS.volunteer, {
      ...validVolunteer(),
      firstName: 'Waiting',
      email: 'waiting@example.org',
      dateOfBirth: '05/09/2012',
      ...validGuardian(),
    });
    const answer = await call(suite.app, 'GET', PRIVACY_API.guardians, { client: coordinator });
    expect(answer.statusCode, answer.body).toBe(200);
    const waits = answer.json().data as GuardianWait[];
    const wait = waits.find((one) => one.reference === child.reference);
    expect(wait).toMatchObject({ kindLabel: 'Volunteer application', request: expect.any(String) });
    const days = suite.app.privacy.config.retention.awaitingGuardianDays;
    expect(Date.parse(wait?.expiresAt ?? '') - Date.parse(wait?.receivedAt ?? '')).toBe(days * 86_400_000);
    expect(answer.body).not.toContain('Waiting');
    expect(answer.body).not.toContain('waiting@example.org');
  });

  it('a correction asked on "Your data" is stored for staff, and marked done once', async () => {
    const coordinator = await signIn(suite.app, 'coordinator');
    const item = await post(ENDPOINTS.contact, { ...validContact(), email: 'fixme@example.org' });
    const store = yourDataStore(db(), suite.app.submissions.kinds, 'example.org');
    await store.correction(
      {
        teamEmails: ['team@example.org'],
        from: 'fixme@example.org',
        chosen: { type: 'contact', publicId: item.id, reference: item.reference.replace('-', '') },
        text: 'My phone number is 98765 00000 now.',
        organisation: 'Seva',
        language: 'hi',
      },
      suite.app.privacy.personHash('fixme@example.org'),
    );
    const open = (await call(suite.app, 'GET', PRIVACY_API.corrections, { client: coordinator })).json()
      .data as CorrectionView[];
    const request = open.find((one) => one.email === 'fixme@example.org');
    expect(request).toMatchObject({
      text: 'My phone number is 98765 00000 now.',
      language: 'hi',
      item: { id: item.id, reference: item.reference, kindLabel: 'Contact message' },
      doneAt: null,
    });
    const done = await call(suite.app, 'POST', PRIVACY_API.correctionDone(request?.id ?? ''), { client: coordinator });
    expect(done.statusCode).toBe(200);
    expect(
      (await call(suite.app, 'POST', PRIVACY_API.correctionDone(request?.id ?? ''), { client: coordinator }))
        .statusCode,
    ).toBe(404);
    const closed = (
      await call(suite.app, 'GET', `${PRIVACY_API.corrections}?done=true`, { client: coordinator })
    ).json().data as CorrectionView[];
    expect(closed.find((one) => one.id === request?.id)).toMatchObject({ doneBy: coordinator.member.email });
    // Done 31 days ago: the purge deletes it; an open one stays.
    await db().query(`UPDATE correction_requests SET done_at = now() - interval '31 days' WHERE public_id = $1`, [
      request?.id,
    ]);
    await db().query(
      `INSERT INTO correction_requests (email, body, language) VALUES ('open@example.org', 'Still open', 'en')`,
    );
    const report = await suite.app.privacy.purge();
    expect(report.kinds.find((one) => one.kind === 'correction-requests')?.count).toBe(1);
    expect(await count('correction_requests WHERE public_id = $1', [request?.id])).toBe(0);
    expect(await count("correction_requests WHERE body = 'Still open'")).toBe(1);
  });

  it('erases a person by e-mail after a dry run, with the notes and history of their items; logged', async () => {
    const coordinator = await signIn(suite.app, 'coordinator');
    const item = await post(ENDPOINTS.contact, { ...validContact(), name: 'Gone Person', email: 'gone@example.org' });
    await call(suite.app, 'POST', INBOX_API.notes(item.id), { client: coordinator, body: { text: 'A note' } });
    await call(suite.app, 'PATCH', INBOX_API.item(item.id), { client: coordinator, body: { status: 'done' } });
    const erase = (body: object) => call(suite.app, 'POST', PRIVACY_API.erase, { client: coordinator, body });
    const dry = await erase({ email: 'GONE@example.org', dryRun: true });
    expect(dry.json().data).toEqual({
      dryRun: true,
      count: 1,
      items: [
        {
          kindLabel: 'Contact message',
          reference: item.reference,
          createdAt: expect.any(String),
          who: 'Gone P.',
          asGuardian: false,
        },
      ],
    });
    expect(await count('contact_messages WHERE public_id = $1', [item.id])).toBe(1);
    const unconfirmed = await erase({ email: 'gone@example.org', dryRun: false });
    expect(unconfirmed.statusCode).toBe(400);
    expect((await erase({ email: 'not an address', dryRun: true })).statusCode).toBe(400);
    const done = await erase({ email: 'gone@example.org', dryRun: false, confirm: true });
    expect([done.statusCode, done.json().data.count]).toEqual([200, 1]);
    expect(await count('contact_messages WHERE public_id = $1', [item.id])).toBe(0);
    expect(await count("inbox_notes WHERE body = 'A note'")).toBe(0);
    expect(await count("inbox_items WHERE submission_type = 'contact' AND status = 'done'")).toBe(0);
    expect(await count("staff_audit WHERE subject_type = 'inbox:contact' AND action = 'inbox-note'")).toBe(0);
    const log = (await call(suite.app, 'GET', `${PRIVACY_API.log}?action=erased`, { client: coordinator })).json()
      .data as LogPage;
    expect(log.entries[0]).toMatchObject({
      action: 'erased',
      count: 1,
      staff: coordinator.member.email,
      person: suite.app.privacy.personHash('gone@example.org').slice(0, 12),
    });
    expect(log.entries.every((entry) => entry.action === 'erased')).toBe(true);
    const old = (
      await call(suite.app, 'GET', `${PRIVACY_API.log}?from=2000-01-01&to=2000-01-02`, { client: coordinator })
    ).json().data as LogPage;
    expect(old.entries).toEqual([]);
    const bad = await call(suite.app, 'GET', `${PRIVACY_API.log}?action=stolen`, { client: coordinator });
    expect(bad.statusCode).toBe(400);
  });

  it('erases only the items the dry run showed: one that came in meanwhile stops the erasure (409), nothing erased', async () => {
    const coordinator = await signIn(suite.app, 'coordinator');
    const erase = (body: object) => call(suite.app, 'POST', PRIVACY_API.erase, { client: coordinator, body });
    const first = await post(ENDPOINTS.contact, { ...validContact(), name: 'Late Person', email: 'late@example.org' });
    const shown = (await erase({ email: 'late@example.org', dryRun: true }))
      .json()
      .data.items.map((item: { reference: string }) => item.reference);
    expect(shown).toEqual([first.reference]);
    const later = await post(ENDPOINTS.contact, { ...validContact(), name: 'Late Person', email: 'late@example.org' });
    const refused = await erase({ email: 'late@example.org', dryRun: false, confirm: true, references: shown });
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      'What would be erased for this address has changed since you looked (something new came in, or someone else erased it). Nothing was erased: look again, then erase.',
    ]);
    expect(await count('contact_messages WHERE public_id IN ($1, $2)', [first.id, later.id])).toBe(2);
    const again = (await erase({ email: 'late@example.org', dryRun: true }))
      .json()
      .data.items.map((item: { reference: string }) => item.reference);
    const done = await erase({ email: 'late@example.org', dryRun: false, confirm: true, references: again });
    expect([done.statusCode, done.json().data.count]).toEqual([200, 2]);
    expect(await count('contact_messages WHERE public_id IN ($1, $2)', [first.id, later.id])).toBe(0);
  });

  it('"delete now" erases nothing once the item is no longer flagged (a colleague released it meanwhile)', async () => {
    const coordinator = await signIn(suite.app, 'coordinator');
    const junk = await post(ENDPOINTS.contact, { ...validContact(), email: 'maybe@example.org', website: 'x' });
    // What the delete route found, before a colleague's "not spam" lands.
    const seen = await findItem(db(), suite.app.submissions.kinds, junk.id);
    expect(seen?.spamReason).toBeTruthy();
    const released = await call(suite.app, 'POST', INBOX_API.spamRelease(junk.id), { client: coordinator });
    expect(released.statusCode).toBe(200);
    const actor = { id: coordinator.member.id, personHash: (email: string) => suite.app.privacy.personHash(email) };
    expect(await deleteSpam(db(), actor, seen as ItemRef)).toBe(false);
    expect(await count('contact_messages WHERE public_id = $1', [junk.id])).toBe(1);
    expect(await count("staff_audit WHERE action = 'spam-delete' AND actor_id = $1", [coordinator.member.id])).toBe(0);
  });
});
