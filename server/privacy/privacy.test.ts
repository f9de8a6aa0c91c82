// @vitest-environment node
// Personal data at server level, on PGlite (and Postgres with TEST_DATABASE_URL): a guardian's link
// confirms (the team is notified only then) or refuses (the application is erased); unconfirmed
// applications and old submissions are purged by age with an audit entry; "your data" answers the
// same for every address, and its link opens a list where an erase removes rows and queued emails;
// no link works twice; expired and tampered links get a clear page.
import { describe, expect, it } from 'vitest';
import { postForm, postJson, validGuardian, validVolunteer } from '../../tests/helpers/server/test-app.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';
import { insertOutboxRow } from '../outbox/outbox-store.ts';
import { privacySuite } from '../../tests/helpers/server/privacy-suite.ts';
import { formatReference } from '../submissions/reference.ts';
import { createRepository } from '../submissions/repository.ts';
import { YOUR_DATA_ANSWER } from './your-data-routes.ts';

const DAY = 86_400_000;

/** The decoded text of a raw email (quoted-printable soft breaks and =3D undone). */
const decoded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
const tokenIn = (raw: string, page: string) => new RegExp(`${page}\\?t=([A-Za-z0-9_-]{22})`).exec(decoded(raw))?.[1];

describe.each(engines)('personal data on $name', (engine) => {
  // One guardian address gets many requests here: the per-recipient limit has its own tests.
  const suite = privacySuite(engine, 'privacy', { privacyEnv: { VISITOR_EMAILS_PER_ADDRESS_HOUR: '1000' } });

  const count = async (sql: string, params: unknown[] = []) =>
    Number((await suite.tdb.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).rows[0].n);

  /** An application of a 15-year-old, stored awaiting the guardian, with its one queued request. */
  async function minorApplication(daysAgo = 0, email = 'teen@example.org'): Promise<number> {
    const { rows } = await suite.tdb.db.query<{ id: number }>(
      `INSERT INTO volunteer_applications (domain, first_name, last_name, contact, date_of_birth, email, why_join_us,
         questions_for_us, consent_status, guardian_name, guardian_email, guardian_relationship, created_at)
       VALUES ('csii', 'Meena', 'Das', '9876543210', '2010-03-01', $1, 'To teach.', '', 'awaiting_guardian',
         'Lata Das', 'lata@example.org', 'mother', now() - make_interval(days => $2)) RETURNING id`,
      [email, daysAgo],
    );
    const id = Number(rows[0].id);
    await insertOutboxRow(
      suite.tdb.db,
      { kind: 'email', purpose: 'guardian-request', submission: { type: 'volunteer', id }, payload: null },
      'example.org',
    );
    return id;
  }

  async function contact(email: string, daysAgo = 0): Promise<number> {
    const { rows } = await suite.tdb.db.query<{ id: number }>(
      `INSERT INTO contact_messages (name, phone, email, message, created_at)
       VALUES ('Asha Rao', '+91 98765 43210', $1, 'Hello', now() - make_interval(days => $2)) RETURNING id`,
      [email, daysAgo],
    );
    const id = Number(rows[0].id);
    for (const purpose of ['team-notification', 'acknowledgement']) {
      await suite.tdb.db.query(
        `INSERT INTO outbox (kind, purpose, submission_type, submission_id, next_attempt_at)
         VALUES ('email', $1, 'contact', $2, now() + interval '1 hour')`,
        [purpose, id],
      );
    }
    return id;
  }

  async function guardianToken(): Promise<{ id: number; token: string }> {
    const id = await minorApplication();
    await suite.app.outbox.drain();
    const mail = suite.smtp.received.find((m) => m.to.includes('lata@example.org'));
    expect(mail).toBeDefined();
    const token = tokenIn(mail?.raw ?? '', '/privacy/guardian');
    expect(token).toBeDefined();
    // The token exists in the email only; the database holds its hash.
    expect(await count('privacy_links WHERE token_hash::text LIKE $1', [`%${token}%`])).toBe(0);
    return { id, token: token as string };
  }

  it('a 15-year-old’s application reaches the team only when the guardian confirms', async () => {
    const { id, token } = await guardianToken();
    expect(suite.smtp.received.map((m) => m.to[0])).toEqual(['lata@example.org']);
    // The parent can reply to the request (it asks questions to be sent back).
    const settings = suite.app.outbox.settings;
    expect(suite.smtp.received[0].raw).toMatch(new RegExp(`^Reply-To: ${settings.visitorReplyTo}\r?$`, 'm'));
    const shown = await suite.app.inject({ url: `/privacy/guardian?t=${token}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Meena Das');
    expect(shown.body).toContain('mother');
    // English, as the applicant was: the site's English pages in the footer, no `lang` in the link.
    expect(shown.body).toContain('<html lang="en-IN">');
    expect(shown.body).toContain('<a href="/PrivacyPolicy">Privacy Policy</a> · <a href="/your-data">Your data</a>');
    expect(decoded(suite.smtp.received[0].raw)).not.toContain('&lang=');
    // The parent sees what the application holds (the child's own words are not shown), and
    // the grievance officer once.
    expect(shown.body).toContain('What the application contains');
    expect(shown.body).toContain('9876543210');
    expect(shown.body).toContain('Written (not shown here)');
    expect(shown.body).not.toContain('To teach.');
    expect(shown.body.match(/For a complaint, write to our/g)).toHaveLength(1);
    // Its notice speaks to the parent about the child's application, not of "your application".
    expect(shown.body).toMatch(/What we keep: the details of Meena Das(&#39;|&#x27;|')s application shown above/);
    expect(shown.body).not.toMatch(/your application/i);
    // Before the guardian confirms, no staff tool lists it, the export included.
    const exported = () => createRepository(suite.tdb.db).listSubmissions('volunteer');
    expect((await exported()).map((row) => Number(row.id))).not.toContain(id);
    // Opening the page did not use the link; the choice does.
    const confirmed = await postForm(suite.app, '/privacy/guardian', `t=${token}&decision=confirm`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('consent recorded');
    const { rows } = await suite.tdb.db.query<{ consent_status: string }>(
      'SELECT consent_status FROM volunteer_applications WHERE id = $1',
      [id],
    );
    expect(rows[0].consent_status).toBe('given');
    await suite.app.outbox.drain();
    expect(suite.smtp.received.map((m) => m.to[0]).sort()).toEqual([
      'lata@example.org',
      'team@example.org',
      'teen@example.org',
    ]);
    expect(await count(`processing_log WHERE action = 'consent-confirmed'`)).toBe(1);
    // Confirmed: the export lists it with the guardian and when they consented; the team e-mail names them.
    const row = (await exported()).find((item) => Number(item.id) === id);
    expect(row).toMatchObject({ guardian_name: 'Lata Das', guardian_email: 'lata@example.org' });
    expect(String(row?.guardian_confirmed_at)).toMatch(/^\d{4}-\d\d-\d\dT/);
    const team = decoded(suite.smtp.received.find((m) => m.to.includes('team@example.org'))?.raw ?? '');
    expect(team).toContain('Lata Das');
    expect(team).toMatch(/^Subject: Join Us: Meena D\., CSII, under 18 \(/m);
    // No link works twice; opened or pressed again, it says what was decided and when (not
    // "this link does not work", as if the confirmation had failed).
    const again = await postForm(suite.app, '/privacy/guardian', `t=${token}&decision=refuse`);
    const reopened = await suite.app.inject({ url: `/privacy/guardian?t=${token}` });
    for (const page of [again, reopened]) {
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('This application is already confirmed');
      expect(page.body).toMatch(/You confirmed it on \d{1,2} \w+ \d{4}\./);
      expect(page.body).not.toContain('does not work');
    }
    expect(await count('volunteer_applications WHERE id = $1', [id])).toBe(1);
  });

  it('end to end through the join form: a 15-year-old applies, the guardian is emailed, confirms, and only then the team hears', async () => {
    // The test clock's today is 15 June 2025: born 1 March 2010, the applicant is 15.
    const applied = await postJson(suite.app, '/api/volunteer-simple', {
      ...validVolunteer(),
      dateOfBirth: '01/03/2010',
      email: 'young@example.org',
      ...validGuardian(),
    });
    expect(applied.statusCode).toBe(201);
    await suite.app.outbox.drain();
    expect(suite.smtp.received.map((m) => m.to[0])).toEqual(['lakshmi@example.org']);
    const token = tokenIn(suite.smtp.received[0].raw, '/privacy/guardian');
    expect(token).toBeDefined();
    const confirmed = await postForm(suite.app, '/privacy/guardian', `t=${token}&decision=confirm`);
    expect(confirmed.statusCode).toBe(200);
    await suite.app.outbox.drain();
    expect(suite.smtp.received.map((m) => m.to[0]).sort()).toEqual([
      'lakshmi@example.org',
      'team@example.org',
      'young@example.org',
    ]);
    const team = suite.smtp.received.find((m) => m.to[0] === 'team@example.org');
    expect(decoded(team?.raw ?? '')).toContain(applied.json().data.id);
  });

  it('a refusal erases the application and its queued emails at once', async () => {
    const { id, token } = await guardianToken();
    const refused = await postForm(suite.app, '/privacy/guardian', `t=${token}&decision=refuse`);
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toContain('was erased');
    expect(await count('volunteer_applications WHERE id = $1', [id])).toBe(0);
    expect(await count(`outbox WHERE submission_type = 'volunteer' AND submission_id = $1`, [id])).toBe(0);
    expect(await count(`privacy_links WHERE subject = $1`, [`volunteer:${id}`])).toBe(0);
  });

  it('an unconfirmed application is erased after 7 days (injected clock), a newer one stays', async () => {
    const old = await minorApplication(0);
    const now = new Date(Date.now() + 8 * DAY);
    const young = await minorApplication(-2); // "created" two days in the future: 6 days old at `now`
    const dry = await suite.app.privacy.purge({ now, dryRun: true });
    expect(dry.kinds.find((k) => k.kind === 'awaiting-guardian')?.count).toBeGreaterThanOrEqual(1);
    expect(await count('volunteer_applications WHERE id = $1', [old])).toBe(1);
    await suite.app.privacy.purge({ now });
    expect(await count('volunteer_applications WHERE id = $1', [old])).toBe(0);
    expect(await count(`outbox WHERE submission_type = 'volunteer' AND submission_id = $1`, [old])).toBe(0);
    expect(await count('volunteer_applications WHERE id = $1', [young])).toBe(1);
    const { rows } = await suite.tdb.db.query<{ reason: string; person_hash: string | null }>(
      `SELECT reason, person_hash FROM processing_log WHERE action = 'purged' AND submission_type = 'awaiting-guardian'`,
    );
    expect(rows[0].reason).toBe('no guardian consent within 7 days');
    expect(rows[0].person_hash).toBeNull();
  });

  it('the purge removes contact messages past 12 months with their queued emails, not younger ones', async () => {
    const old = await contact('old@example.org', 370);
    const recent = await contact('recent@example.org', 300);
    const report = await suite.app.privacy.purge();
    expect(report.kinds.find((k) => k.kind === 'contact')?.count).toBe(1);
    expect(await count('contact_messages WHERE id = $1', [old])).toBe(0);
    expect(await count(`outbox WHERE submission_type = 'contact' AND submission_id = $1`, [old])).toBe(0);
    expect(await count('contact_messages WHERE id = $1', [recent])).toBe(1);
  });

  it('"your data" answers identically for a known and an unknown address', async () => {
    await contact('known@example.org');
    const answers = [];
    for (const email of ['known@example.org', 'nobody@example.org', 'known@example.org', 'nobody@example.org']) {
      const response = await postJson(suite.app, '/api/your-data', { email });
      answers.push({ email, status: response.statusCode, body: response.body });
    }
    expect(new Set(answers.map((a) => `${a.status} ${a.body}`)).size).toBe(1);
    expect(answers[0].body).toContain(YOUR_DATA_ANSWER);
    // That neither answer waits for the database (the lookup happens after it) is measured, known against
    // unknown address, by scripts/performance/your-data-timing.ts, not timed here: a busy machine stretches any request.
    await suite.app.privacy.settled();
    await suite.app.outbox.drain();
    expect(suite.smtp.received.map((m) => m.to[0])).toEqual(['known@example.org', 'known@example.org']);
  });

  it('a "your data" link lists the items; erasing one removes the row and its queued emails, confirmed by email', async () => {
    const first = await contact('visitor@example.org');
    const second = await contact('Visitor@Example.org');
    await postJson(suite.app, '/api/your-data', { email: 'visitor@example.org' });
    await suite.app.privacy.settled();
    await suite.app.outbox.drain();
    const token = tokenIn(suite.smtp.received[0]?.raw ?? '', '/privacy/your-data');
    expect(token).toBeDefined();
    // Not from a no-reply address: this one can be answered.
    expect(suite.smtp.received[0].raw).toMatch(/^Reply-To: \S+@\S+\r?$/m);
    expect((await suite.app.inject({ url: `/privacy/your-data?t=${token}` })).statusCode).toBe(200);
    const opened = await postForm(suite.app, '/privacy/your-data', `t=${token}`);
    expect(opened.statusCode).toBe(303);
    const cookie = String(opened.headers['set-cookie']).split(';')[0];
    expect(String(opened.headers['set-cookie'])).toContain('HttpOnly');
    const list = await suite.app.inject({ url: '/privacy/your-data/items', headers: { cookie } });
    expect(list.statusCode).toBe(200);
    const { rows } = await suite.tdb.db.query<{ public_id: string }>(
      'SELECT public_id::text AS public_id FROM contact_messages WHERE id = $1',
      [first],
    );
    expect(list.body).toContain(rows[0].public_id);
    // With the short reference a person reads out on the phone, the one every staff tool accepts.
    const stored = await suite.tdb.db.query<{ reference: string }>(
      'SELECT reference FROM contact_messages WHERE id = $1',
      [first],
    );
    expect(list.body).toContain(formatReference(stored.rows[0].reference));
    // It shows what is stored, as the person typed it, not only a date and a purpose.
    for (const typed of ['Asha Rao', '+91 98765 43210', 'Hello']) expect(list.body).toContain(typed);
    // The button asks first; only the confirming button erases.
    const asked = await postForm(suite.app, '/privacy/your-data/items', `action=erase-one&item=${rows[0].public_id}`, {
      cookie,
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('Erase this item?');
    expect(await count('contact_messages WHERE id = $1', [first])).toBe(1);
    const erased = await postForm(
      suite.app,
      '/privacy/your-data/items',
      `action=erase-one&item=${rows[0].public_id}&confirm=yes`,
      { cookie },
    );
    expect(erased.statusCode).toBe(303);
    expect(await count('contact_messages WHERE id = $1', [first])).toBe(0);
    expect(await count(`outbox WHERE submission_type = 'contact' AND submission_id = $1`, [first])).toBe(0);
    expect(await count('contact_messages WHERE id = $1', [second])).toBe(1);
    // The session allows further actions: erase everything.
    const askedAll = await postForm(suite.app, '/privacy/your-data/items', 'action=erase-all', { cookie });
    expect(askedAll.body).toContain('Withdraw your consent and erase everything?');
    expect(await count(`contact_messages WHERE lower(email) = 'visitor@example.org'`)).toBe(1);
    const all = await postForm(suite.app, '/privacy/your-data/items', 'action=erase-all&confirm=yes', { cookie });
    expect(all.statusCode).toBe(303);
    expect(await count(`contact_messages WHERE lower(email) = 'visitor@example.org'`)).toBe(0);
    suite.smtp.received.length = 0;
    await suite.app.outbox.drain();
    expect(suite.smtp.received.map((m) => m.to[0])).toEqual(['visitor@example.org', 'visitor@example.org']);
    expect(decoded(suite.smtp.received[0].raw)).toContain('erased');
    // It says "reply to this email", so a reply must reach someone: Reply-To the watched address.
    const replyTo = suite.app.outbox.settings.visitorReplyTo;
    expect(replyTo).toMatch(/@/);
    for (const mail of suite.smtp.received) expect(mail.raw).toMatch(new RegExp(`^Reply-To: ${replyTo}\r?$`, 'm'));
    // The link was used: it cannot open a second session.
    const reused = await postForm(suite.app, '/privacy/your-data', `t=${token}`);
    expect(reused.statusCode).toBe(410);
    expect(reused.body).toContain('already used');
    // Without the cookie there is no list.
    expect((await suite.app.inject({ url: '/privacy/your-data/items' })).statusCode).toBe(401);
  });

  it('expired and tampered links get a clear page, never a trace', async () => {
    const { token } = await guardianToken();
    const tampered = `${token.slice(0, 21)}${token[21] === 'A' ? 'B' : 'A'}`;
    const wrong = await suite.app.inject({ url: `/privacy/guardian?t=${tampered}` });
    expect(wrong.statusCode).toBe(410);
    expect(wrong.body).toContain('This link is not valid');
    const cut = await suite.app.inject({ url: `/privacy/guardian?t=${token.slice(0, 10)}` });
    expect(cut.statusCode).toBe(400);
    expect(cut.body).toContain('not complete');
    await suite.tdb.db.query(
      `UPDATE privacy_links SET expires_at = now() - interval '1 second' WHERE purpose = 'guardian'`,
    );
    const expired = await postForm(suite.app, '/privacy/guardian', `t=${token}&decision=confirm`);
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('expired');
    for (const body of [wrong.body, cut.body, expired.body]) expect(body).not.toMatch(/at .*\.ts:\d+|Error:/);
  });
});
