// @vitest-environment node
// Staff management by admins: invite (a sign-in link e-mailed), change a role (at once, in
// sessions already open), remove (sessions, passkeys and links end at once; their e-mails are not
// sent), never without an admin left; every change in the audit trail; and the staff tables in the
// one purge: ended sessions, links and challenges after a day, the audit trail and removed members
// after the processing log's period.
import { describe, expect, it } from 'vitest';
import { STAFF_API, STAFF_ROLE_HEADER } from '../../schema/api/staff.ts';
import { softAuthenticator } from '../../tests/helpers/server/soft-authenticator.ts';
import {
  addMember,
  call,
  linkTokenIn,
  newAddress,
  SITE,
  signIn,
  signInMember,
  staffSuite,
} from '../../tests/helpers/server/staff-suite.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';

describe.each(engines)('staff management on $name', (engine) => {
  const suite = staffSuite(engine, 'staff-members');
  const db = () => suite.tdb.db;
  const mailsTo = (address: string) => suite.smtp.received.filter((mail) => mail.to.includes(address));

  it('an admin invites: 201, the new member is listed and gets a link that signs them in', async () => {
    const admin = await signIn(suite.app, 'admin');
    const email = newAddress('Invited');
    const answer = await call(suite.app, 'POST', STAFF_API.members, {
      client: admin,
      body: { email: `  ${email}  `, displayName: 'Asha Rao', role: 'coordinator' },
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().data).toMatchObject({
      email: email.toLowerCase(),
      displayName: 'Asha Rao',
      role: 'coordinator',
    });
    const listed = (await call(suite.app, 'GET', STAFF_API.members, { client: admin })).json().data;
    expect(listed.find((row: { email: string }) => row.email === email.toLowerCase())).toMatchObject({
      role: 'coordinator',
      passkeys: 0,
      sessions: 0,
      lastSignInAt: null,
    });
    await suite.app.outbox.drain();
    const token = linkTokenIn(mailsTo(email.toLowerCase())[0].raw);
    const signedIn = await call(suite.app, 'POST', STAFF_API.useLink, { body: { token } });
    expect(signedIn.json().data.staff).toMatchObject({ displayName: 'Asha Rao', role: 'coordinator' });
  });

  it('an invitation for an address already on the staff is a 409; a bad one a 400; a bad role a 400', async () => {
    const admin = await signIn(suite.app, 'admin');
    const existing = await addMember(suite.app, 'editor');
    const invite = (body: object) => call(suite.app, 'POST', STAFF_API.members, { client: admin, body });
    const twice = await invite({ email: existing.email.toUpperCase(), role: 'admin' });
    expect([twice.statusCode, twice.json().message]).toEqual([
      409,
      'This address already belongs to a member of staff.',
    ]);
    expect((await invite({ email: 'nope', role: 'editor' })).statusCode).toBe(400);
    const role = await invite({ email: newAddress(), role: 'owner' });
    expect([role.statusCode, role.json().message]).toMatchObject([400, expect.stringMatching(/Role/)]);
    const name = await invite({ email: newAddress(), role: 'editor', displayName: 'Bell\u0007' });
    expect(name.statusCode).toBe(400);
  });

  it('a role change holds at once in sessions already open, and every answer to them names the new role', async () => {
    const admin = await signIn(suite.app, 'admin');
    const other = await signIn(suite.app, 'admin');
    const before = await call(suite.app, 'GET', STAFF_API.members, { client: other });
    expect([before.statusCode, before.headers[STAFF_ROLE_HEADER]]).toEqual([200, 'admin']);
    const changed = await call(suite.app, 'PATCH', STAFF_API.member(other.member.publicId), {
      client: admin,
      body: { role: 'editor' },
    });
    expect(changed.statusCode).toBe(200);
    // The refusal itself says the role it refused, so the open app can show the editor's menu.
    const refused = await call(suite.app, 'GET', STAFF_API.members, { client: other });
    expect([refused.statusCode, refused.headers[STAFF_ROLE_HEADER]]).toEqual([403, 'editor']);
    expect((await call(suite.app, 'GET', STAFF_API.me, { client: other })).json().data.staff.role).toBe('editor');
  });

  it('the last admin can be neither demoted nor removed', async () => {
    await db().query(`UPDATE staff_members SET role = 'coordinator' WHERE role = 'admin'`);
    const admin = await signIn(suite.app, 'admin');
    const self = STAFF_API.member(admin.member.publicId);
    const demoted = await call(suite.app, 'PATCH', self, { client: admin, body: { role: 'coordinator' } });
    expect([demoted.statusCode, demoted.json().message]).toEqual([
      409,
      'There must always be one admin: make someone else an admin first.',
    ]);
    expect((await call(suite.app, 'DELETE', self, { client: admin })).statusCode).toBe(409);
    const second = await addMember(suite.app, 'admin');
    expect((await call(suite.app, 'PATCH', self, { client: admin, body: { role: 'coordinator' } })).statusCode).toBe(
      200,
    );
    expect(second.role).toBe('admin');
  });

  it('removing a member ends their sessions, passkeys, links and unsent e-mails at once', async () => {
    const admin = await signIn(suite.app, 'admin');
    const member = await addMember(suite.app, 'coordinator');
    const client = await signInMember(suite.app, member);
    const authenticator = softAuthenticator();
    const options = (await call(suite.app, 'POST', STAFF_API.passkeyRegistrationOptions, { client })).json().data;
    const response = authenticator.register(options, SITE);
    await call(suite.app, 'POST', STAFF_API.passkeys, { client, body: { response } });
    await call(suite.app, 'POST', STAFF_API.memberLink(member.publicId), { client: admin });
    await suite.app.outbox.drain();
    const link = linkTokenIn(mailsTo(member.email).at(-1)?.raw ?? '');
    // One more e-mail queued but not yet sent when they are removed.
    await db().query(
      `INSERT INTO outbox (kind, purpose, submission_type, submission_id, next_attempt_at)
       VALUES ('email', 'staff-sign-in', 'staff-member', $1, now() + interval '1 hour')`,
      [member.id],
    );

    const removed = await call(suite.app, 'DELETE', STAFF_API.member(member.publicId), { client: admin });
    expect(removed.statusCode).toBe(200);
    expect((await call(suite.app, 'GET', STAFF_API.me, { client })).statusCode).toBe(401);
    expect((await call(suite.app, 'POST', STAFF_API.useLink, { body: { token: link } })).statusCode).toBe(404);
    const challenge = (await call(suite.app, 'POST', STAFF_API.passkeyOptions, {})).json().data;
    const assertion = authenticator.authenticate(challenge, SITE);
    expect((await call(suite.app, 'POST', STAFF_API.passkeySignIn, { body: { response: assertion } })).statusCode).toBe(
      401,
    );
    const { rows } = await db().query<{ n: number }>(
      `SELECT (SELECT count(*) FROM staff_passkeys WHERE staff_id = $1) + (SELECT count(*) FROM staff_sessions WHERE staff_id = $1)
         + (SELECT count(*) FROM staff_sign_in_links WHERE staff_id = $1)
         + (SELECT count(*) FROM outbox WHERE submission_type = 'staff-member' AND submission_id = $1 AND status = 'pending') AS n`,
      [member.id],
    );
    expect(Number(rows[0].n)).toBe(0);
    const list = (await call(suite.app, 'GET', STAFF_API.members, { client: admin })).json().data;
    expect(list.map((row: { id: string }) => row.id)).not.toContain(member.publicId);
    expect((await call(suite.app, 'DELETE', STAFF_API.member(member.publicId), { client: admin })).statusCode).toBe(
      404,
    );
  });

  it('a member removes one of their own passkeys (a lost device), not anyone else’s', async () => {
    const client = await signIn(suite.app, 'editor');
    const other = await signIn(suite.app, 'editor');
    const options = (await call(suite.app, 'POST', STAFF_API.passkeyRegistrationOptions, { client })).json().data;
    await call(suite.app, 'POST', STAFF_API.passkeys, {
      client,
      body: { response: softAuthenticator().register(options, SITE) },
    });
    const [passkey] = (await call(suite.app, 'GET', STAFF_API.passkeys, { client })).json().data;
    expect(passkey).toMatchObject({ lastUsedAt: null, synced: false, transports: ['internal'] });
    expect((await call(suite.app, 'DELETE', STAFF_API.passkey(passkey.id), { client: other })).statusCode).toBe(404);
    expect((await call(suite.app, 'DELETE', STAFF_API.passkey(passkey.id), { client })).statusCode).toBe(200);
    expect((await call(suite.app, 'GET', STAFF_API.passkeys, { client })).json().data).toEqual([]);
  });

  it('the audit trail says who did what to whom, and holds no address a stranger typed', async () => {
    const admin = await signIn(suite.app, 'admin');
    const member = await addMember(suite.app, 'editor');
    await call(suite.app, 'PATCH', STAFF_API.member(member.publicId), { client: admin, body: { role: 'coordinator' } });
    await call(suite.app, 'DELETE', STAFF_API.member(member.publicId), { client: admin });
    const entries = (await call(suite.app, 'GET', `${STAFF_API.audit}?limit=3`, { client: admin })).json().data;
    const who = admin.member.email;
    expect(entries.map((entry: object) => ({ ...entry, at: undefined }))).toEqual([
      { actor: who, action: 'removed', subjectType: 'staff', subject: member.email, details: null, at: undefined },
      {
        actor: who,
        action: 'role-changed',
        subjectType: 'staff',
        subject: member.email,
        details: { from: 'editor', to: 'coordinator' },
        at: undefined,
      },
      {
        actor: 'command line',
        action: 'invited',
        subjectType: 'staff',
        subject: member.email,
        details: { role: 'editor' },
        at: undefined,
      },
    ]);
  });
});
