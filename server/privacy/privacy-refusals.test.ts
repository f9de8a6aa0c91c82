// @vitest-environment node
// The privacy pages' posts refuse another site's page (their links act in a person's name): a
// guardian's decision, a "your data" request, opening its session and erasing from it each answer 403
// to a post whose Origin is elsewhere, and change nothing: the link still works afterwards from our own
// page, nothing is queued, nothing is erased.
import { describe, expect, it } from 'vitest';
import { CROSS_SITE_MESSAGE } from '../http/same-origin.ts';
import { insertOutboxRow } from '../outbox/outbox-store.ts';
import { postForm, postJson } from '../../tests/helpers/server/test-app.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';
import { privacySuite } from '../../tests/helpers/server/privacy-suite.ts';

const OTHER_SITE = { origin: 'https://evil.example' };
const decoded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
const tokenIn = (raw: string, page: string) => new RegExp(`${page}\\?t=([A-Za-z0-9_-]{22})`).exec(decoded(raw))?.[1];

describe.each(engines)('privacy posts from another site on $name', (engine) => {
  const suite = privacySuite(engine, 'privacy-refusals');

  const count = async (sql: string, params: unknown[] = []) =>
    Number((await suite.tdb.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).rows[0].n);

  /** The token of a "your data" link mailed to `email`, which has one contact message stored. */
  async function yourDataToken(email: string): Promise<string> {
    await suite.tdb.db.query(
      `INSERT INTO contact_messages (name, phone, email, message) VALUES ('Asha Rao', '+91 98765 43210', $1, 'Hello')`,
      [email],
    );
    await postJson(suite.app, '/api/your-data', { email });
    await suite.app.privacy.settled();
    await suite.app.outbox.drain();
    const token = tokenIn(suite.smtp.received[0]?.raw ?? '', '/privacy/your-data');
    expect(token).toBeDefined();
    return token as string;
  }

  it("a guardian's decision posted from another site is refused and the link still decides", async () => {
    const { rows } = await suite.tdb.db.query<{ id: number }>(
      `INSERT INTO volunteer_applications (domain, first_name, last_name, contact, date_of_birth, email, why_join_us,
         questions_for_us, consent_status, guardian_name, guardian_email, guardian_relationship)
       VALUES ('csii', 'Meena', 'Das', '9876543210', '2010-03-01', 'teen@example.org', 'To teach.', '',
         'awaiting_guardian', 'Lata Das', 'lata@example.org', 'mother') RETURNING id`,
    );
    const id = Number(rows[0].id);
    const submission = { type: 'volunteer', id };
    await insertOutboxRow(suite.tdb.db, { kind: 'email', purpose: 'guardian-request', submission, payload: null }, 'x');
    await suite.app.outbox.drain();
    const token = tokenIn(suite.smtp.received[0]?.raw ?? '', '/privacy/guardian');
    expect(token).toBeDefined();

    const refused = await postForm(suite.app, '/privacy/guardian', `t=${token}&decision=refuse`, OTHER_SITE);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain(CROSS_SITE_MESSAGE);
    expect(await count(`volunteer_applications WHERE id = $1 AND consent_status = 'awaiting_guardian'`, [id])).toBe(1);

    const ours = await postForm(suite.app, '/privacy/guardian', `t=${token}&decision=confirm`, {
      origin: 'http://localhost',
    });
    expect(ours.statusCode).toBe(200);
    expect(await count(`volunteer_applications WHERE id = $1 AND consent_status = 'given'`, [id])).toBe(1);
  });

  it('a "your data" request from another site is refused and sends nobody a link', async () => {
    await suite.tdb.db.query(
      `INSERT INTO contact_messages (name, phone, email, message) VALUES ('Ravi', '9876543210', 'ravi@example.org', 'Hi')`,
    );
    const refused = await postJson(suite.app, '/api/your-data', { email: 'ravi@example.org' }, OTHER_SITE);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(CROSS_SITE_MESSAGE);
    await suite.app.privacy.settled();
    await suite.app.outbox.drain();
    expect(suite.smtp.received).toEqual([]);
  });

  it('a "your data" link posted from another site opens no session, and still opens one from our page', async () => {
    const token = await yourDataToken('open@example.org');
    const refused = await postForm(suite.app, '/privacy/your-data', `t=${token}`, OTHER_SITE);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['set-cookie']).toBeUndefined();
    const ours = await postForm(suite.app, '/privacy/your-data', `t=${token}`);
    expect(ours.statusCode).toBe(303);
    expect(String(ours.headers['set-cookie'])).toContain('your_data_session=');
  });

  it('an erase posted from another site, even carrying the session cookie, erases nothing', async () => {
    const token = await yourDataToken('erase@example.org');
    const opened = await postForm(suite.app, '/privacy/your-data', `t=${token}`);
    const cookie = String(opened.headers['set-cookie']).split(';')[0];
    const refused = await postForm(suite.app, '/privacy/your-data/items', 'action=erase-all&confirm=yes', {
      cookie,
      ...OTHER_SITE,
    });
    expect(refused.statusCode).toBe(403);
    expect(await count(`contact_messages WHERE email = 'erase@example.org'`)).toBe(1);
    const ours = await postForm(suite.app, '/privacy/your-data/items', 'action=erase-all&confirm=yes', { cookie });
    expect(ours.statusCode).toBe(303);
    expect(await count(`contact_messages WHERE email = 'erase@example.org'`)).toBe(0);
  });
});
