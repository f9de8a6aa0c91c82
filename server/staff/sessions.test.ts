// @vitest-environment node
// Passkeys and sessions of the staff area, on PGlite (and Postgres with TEST_DATABASE_URL):
// a passkey enrolled in a session signs in later (a software authenticator answering as a browser's
// would); a replayed answer, one signed for another site and an unknown passkey are refused; sessions
// end by signing out everywhere, idling and age; the cookie is __Host- and Secure over https.
import { describe, expect, it } from 'vitest';
import { STAFF_API } from '../../schema/api/staff.ts';
import { softAuthenticator } from '../../tests/helpers/server/soft-authenticator.ts';
import {
  addMember,
  call,
  cookieOf,
  SITE,
  signIn,
  signInMember,
  staffSuite,
} from '../../tests/helpers/server/staff-suite.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';

describe.each(engines)('staff passkeys and sessions on $name', (engine) => {
  const suite = staffSuite(engine, 'staff-sessions');
  const db = () => suite.tdb.db;

  it('a passkey enrolled in a session signs in later; its counter moves; the session says so', async () => {
    const client = await signIn(suite.app, 'coordinator');
    const authenticator = softAuthenticator();
    const options = await call(suite.app, 'POST', STAFF_API.passkeyRegistrationOptions, { client });
    expect(options.statusCode).toBe(200);
    expect(options.json().data).toMatchObject({
      rp: { id: 'site.example' },
      user: { name: client.member.email },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    const response = authenticator.register(options.json().data, SITE);
    const enrolled = await call(suite.app, 'POST', STAFF_API.passkeys, { client, body: { response } });
    expect(enrolled.statusCode).toBe(201);
    expect((await call(suite.app, 'POST', STAFF_API.signOut, { client })).statusCode).toBe(200);
    expect((await call(suite.app, 'GET', STAFF_API.me, { client })).statusCode).toBe(401);

    const signInOptions = await call(suite.app, 'POST', STAFF_API.passkeyOptions, {});
    expect(signInOptions.json().data).toMatchObject({ rpId: 'site.example', userVerification: 'required' });
    const assertion = authenticator.authenticate(signInOptions.json().data, SITE);
    const signedIn = await call(suite.app, 'POST', STAFF_API.passkeySignIn, { body: { response: assertion } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data).toMatchObject({
      staff: { id: client.member.publicId },
      session: { via: 'passkey' },
      passkeys: 1,
    });
    const { rows } = await db().query<{ counter: string | number; used: boolean }>(
      'SELECT counter, last_used_at IS NOT NULL AS used FROM staff_passkeys WHERE credential_id = $1',
      [authenticator.credentialId],
    );
    expect(rows.map((row) => [Number(row.counter), row.used])).toEqual([[1, true]]);

    // The same answer again (its challenge is spent), and an answer signed for another site, are refused.
    const replay = await call(suite.app, 'POST', STAFF_API.passkeySignIn, { body: { response: assertion } });
    expect(replay.statusCode).toBe(401);
    const phished = authenticator.authenticate(
      (await call(suite.app, 'POST', STAFF_API.passkeyOptions, {})).json().data,
      'https://site-example.evil',
    );
    expect((await call(suite.app, 'POST', STAFF_API.passkeySignIn, { body: { response: phished } })).statusCode).toBe(
      401,
    );
  });

  it('a passkey nobody enrolled cannot sign in (a removed member’s: members.test.ts)', async () => {
    const stranger = softAuthenticator();
    const options = (await call(suite.app, 'POST', STAFF_API.passkeyOptions, {})).json().data;
    const refused = await call(suite.app, 'POST', STAFF_API.passkeySignIn, {
      body: { response: stranger.authenticate(options, SITE) },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toMatch(/could not be used to sign in/);
  });

  it('signing out everywhere ends every session of the member, and only theirs', async () => {
    const member = await addMember(suite.app, 'coordinator');
    const phone = await signInMember(suite.app, member);
    const laptop = await signInMember(suite.app, member);
    const someoneElse = await signIn(suite.app, 'coordinator');
    const answer = await call(suite.app, 'POST', STAFF_API.signOutEverywhere, { client: laptop });
    expect([answer.statusCode, answer.json().data]).toEqual([200, { ended: 2 }]);
    expect(String(answer.headers['set-cookie'])).toMatch(/^staff_session=; Path=\/; Max-Age=0/);
    for (const client of [phone, laptop]) {
      expect((await call(suite.app, 'GET', STAFF_API.me, { client })).statusCode).toBe(401);
    }
    expect((await call(suite.app, 'GET', STAFF_API.me, { client: someoneElse })).statusCode).toBe(200);
  });

  it('a session ends after its idle time and after its whole life, and says so', async () => {
    for (const column of ['idle_expires_at', 'expires_at']) {
      const client = await signIn(suite.app, 'coordinator');
      await db().query(`UPDATE staff_sessions SET ${column} = now() - interval '1 second' WHERE staff_id = $1`, [
        client.member.id,
      ]);
      const answer = await call(suite.app, 'GET', STAFF_API.me, { client });
      expect([answer.statusCode, answer.json().message]).toEqual([
        401,
        'Your session has ended. Please sign in again.',
      ]);
    }
  });

  it('every request moves the idle end on, never past the absolute end', async () => {
    const client = await signIn(suite.app, 'coordinator');
    await db().query(`UPDATE staff_sessions SET idle_expires_at = now() + interval '1 minute' WHERE staff_id = $1`, [
      client.member.id,
    ]);
    const me = (await call(suite.app, 'GET', STAFF_API.me, { client })).json().data;
    const idleMinutes = (Date.parse(me.session.idleExpiresAt) - Date.now()) / 60_000;
    expect(idleMinutes).toBeGreaterThan(29);
    expect(idleMinutes).toBeLessThanOrEqual(30);
    await db().query(`UPDATE staff_sessions SET expires_at = now() + interval '5 minutes' WHERE staff_id = $1`, [
      client.member.id,
    ]);
    const late = (await call(suite.app, 'GET', STAFF_API.me, { client })).json().data;
    expect(late.session.idleExpiresAt).toBe(late.session.expiresAt);
  });
});

describe('the session cookie over https (behind a trusted proxy)', () => {
  const suite = staffSuite(engines[0], 'staff-https', { config: { trustProxy: 1 } });

  it('is __Host-staff_session, Secure; an https request ignores a plain staff_session cookie', async () => {
    const member = await addMember(suite.app, 'editor');
    const { createSignInLink } = await import('./sign-in-links.ts');
    const token = await createSignInLink(suite.app.database, member.id, 15);
    const https = { 'x-forwarded-proto': 'https' };
    const answer = await call(suite.app, 'POST', STAFF_API.useLink, { body: { token }, headers: https });
    expect(String(answer.headers['set-cookie'])).toMatch(
      /^__Host-staff_session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=43200; HttpOnly; SameSite=Lax; Secure$/,
    );
    const value = (cookieOf(answer) as string).split('=')[1];
    expect(
      (await call(suite.app, 'GET', STAFF_API.me, { cookie: `__Host-staff_session=${value}`, headers: https }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(suite.app, 'GET', STAFF_API.me, { cookie: `staff_session=${value}`, headers: https })).statusCode,
    ).toBe(401);
  });
});
