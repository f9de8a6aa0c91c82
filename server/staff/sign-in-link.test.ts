// @vitest-environment node
// Signing in to the staff area with an e-mailed link, on PGlite (and Postgres with
// TEST_DATABASE_URL): the invitation's link is made at delivery (15 minutes, single use, stored
// hashed, never in the outbox row), opens a session with an HttpOnly, SameSite=Lax cookie; used,
// expired, unknown and cut links each get their own refusal; the session id changes at every sign-in.
import { describe, expect, it } from 'vitest';
import { STAFF_API } from '../../schema/api/staff.ts';
import {
  addMember,
  call,
  cookieOf,
  decoded,
  linkTokenIn,
  SITE,
  signInMember,
  staffSuite,
} from '../../tests/helpers/server/staff-suite.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';
import { hashToken } from './tokens.ts';

describe.each(engines)('staff sign-in on $name', (engine) => {
  const suite = staffSuite(engine, 'staff-sign-in');
  const db = () => suite.tdb.db;
  const mailTo = (address: string) => suite.smtp.received.filter((mail) => mail.to.includes(address));

  it('an invitation e-mails a link made at delivery; the outbox row holds no token, the database only its hash', async () => {
    const member = await addMember(suite.app, 'coordinator');
    const { rows: queued } = await db().query<{ payload: unknown }>(
      `SELECT payload FROM outbox WHERE purpose = 'staff-invitation' AND submission_id = $1`,
      [member.id],
    );
    expect(queued).toEqual([{ payload: null }]);
    await suite.app.outbox.drain();
    const [mail] = mailTo(member.email);
    expect(decoded(mail.raw)).toContain('Subject: You are invited to the staff area of');
    const token = linkTokenIn(mail.raw) as string;
    expect(decoded(mail.raw)).toContain(`${SITE}/staff/link?t=${token}`);
    const { rows } = await db().query<{ token_hash: Uint8Array; minutes: number }>(
      `SELECT token_hash, round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes
       FROM staff_sign_in_links WHERE staff_id = $1`,
      [member.id],
    );
    expect(rows.map((row) => [Buffer.from(row.token_hash).equals(hashToken(token)), row.minutes])).toEqual([
      [true, 15],
    ]);
    const { rows: raw } = await db().query(
      `SELECT 1 FROM outbox WHERE payload::text LIKE $1 UNION ALL SELECT 1 FROM staff_audit WHERE details::text LIKE $1`,
      [`%${token}%`],
    );
    expect(raw).toEqual([]);
  });

  it('the link opens a session: an HttpOnly, SameSite=Lax cookie, then who is signed in and a CSRF token', async () => {
    const member = await addMember(suite.app, 'editor');
    await suite.app.outbox.drain();
    const token = linkTokenIn(mailTo(member.email)[0].raw);
    expect((await call(suite.app, 'POST', STAFF_API.checkLink, { body: { token } })).json().data).toEqual({
      state: 'valid',
    });
    const answer = await call(suite.app, 'POST', STAFF_API.useLink, { body: { token } });
    expect(answer.statusCode).toBe(200);
    const setCookie = String(answer.headers['set-cookie']);
    expect(setCookie).toMatch(/^staff_session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=43200; HttpOnly; SameSite=Lax$/);
    const me = await call(suite.app, 'GET', STAFF_API.me, { cookie: cookieOf(answer) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({
      staff: { id: member.publicId, email: member.email, role: 'editor' },
      session: { via: 'link' },
      passkeys: 0,
    });
    expect(me.json().data.csrfToken).toBe(answer.json().data.csrfToken);
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('a used link, an expired one, an unknown one and a cut one each get their own refusal', async () => {
    const member = await addMember(suite.app, 'editor');
    await suite.app.outbox.drain();
    const token = linkTokenIn(mailTo(member.email)[0].raw) as string;
    expect((await call(suite.app, 'POST', STAFF_API.useLink, { body: { token } })).statusCode).toBe(200);
    const again = await call(suite.app, 'POST', STAFF_API.useLink, { body: { token } });
    expect([again.statusCode, again.json().data]).toEqual([410, { problem: 'used' }]);
    expect(again.json().message).toMatch(/already been used/);
    expect(again.headers['set-cookie']).toBeUndefined();

    const other = await addMember(suite.app, 'editor');
    await suite.app.outbox.drain();
    const late = linkTokenIn(mailTo(other.email)[0].raw) as string;
    await db().query(`UPDATE staff_sign_in_links SET expires_at = now() - interval '1 second' WHERE staff_id = $1`, [
      other.id,
    ]);
    for (const path of [STAFF_API.checkLink, STAFF_API.useLink]) {
      const expired = await call(suite.app, 'POST', path, { body: { token: late } });
      expect([expired.statusCode, expired.json().data]).toEqual([410, { problem: 'expired' }]);
      expect(expired.json().message).toMatch(/expired: links work for 15 minutes/);
    }
    const unknown = await call(suite.app, 'POST', STAFF_API.useLink, { body: { token: 'A'.repeat(43) } });
    expect([unknown.statusCode, unknown.json().data]).toEqual([404, { problem: 'unknown' }]);
    const cut = await call(suite.app, 'POST', STAFF_API.useLink, { body: { token: token.slice(0, 30) } });
    expect([cut.statusCode, cut.json().data]).toEqual([400, { problem: 'malformed' }]);
  });

  it('using one of several links spends the others', async () => {
    const member = await addMember(suite.app, 'editor');
    await call(suite.app, 'POST', STAFF_API.requestLink, { body: { email: member.email } });
    await suite.app.privacy.settled();
    await suite.app.outbox.drain();
    const [first, second] = mailTo(member.email).map((mail) => linkTokenIn(mail.raw));
    expect(first && second && first !== second).toBe(true);
    expect((await call(suite.app, 'POST', STAFF_API.useLink, { body: { token: second } })).statusCode).toBe(200);
    expect((await call(suite.app, 'POST', STAFF_API.useLink, { body: { token: first } })).statusCode).toBe(410);
  });

  it('the session id changes at sign-in, and the one the browser had before is ended', async () => {
    const member = await addMember(suite.app, 'coordinator');
    const before = await signInMember(suite.app, member);
    const after = await signInMember(suite.app, member, before.cookie);
    expect(after.cookie).not.toBe(before.cookie);
    expect(after.csrf).not.toBe(before.csrf);
    expect((await call(suite.app, 'GET', STAFF_API.me, { client: before })).statusCode).toBe(401);
    expect((await call(suite.app, 'GET', STAFF_API.me, { client: after })).statusCode).toBe(200);
  });
});
