// @vitest-environment node
// Nobody can lock a member of staff out: with the default settings, links asked for her address and
// passkey answers forged for her credential never stop her own passkey from signing her in. Links
// and failed passkeys are counted apart, per account: at most 3 link e-mails an hour (every request
// still gets the same 202), and past 10 failed passkeys an hour a failure is a 429.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { STAFF_API } from '../../schema/api/staff.ts';
import { STAFF_MEMBER_TYPE } from './members-store.ts';
import { type SoftAuthenticator, softAuthenticator } from '../../tests/helpers/server/soft-authenticator.ts';
import { call, linkTokenIn, SITE, signIn, staffSuite } from '../../tests/helpers/server/staff-suite.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';

/** The parts of an answer a caller can compare (not the date, the request id or the caller's own count). */
const visible = (answer: Awaited<ReturnType<typeof call>>) => {
  const { date: _date, 'x-request-id': _id, 'x-ratelimit-remaining': _left, ...headers } = answer.headers;
  return { status: answer.statusCode, body: answer.body, headers };
};

/** An admin signed in once (by link) who then adds a passkey of her own: her e-mail and her authenticator. */
async function adminWithPasskey(app: FastifyInstance) {
  const client = await signIn(app, 'admin');
  const authenticator = softAuthenticator();
  const options = (await call(app, 'POST', STAFF_API.passkeyRegistrationOptions, { client })).json().data;
  const response = authenticator.register(options, SITE);
  expect((await call(app, 'POST', STAFF_API.passkeys, { client, body: { response } })).statusCode).toBe(201);
  return { email: client.member.email, authenticator };
}

/** A passkey sign-in with `authenticator`'s answer, sent as `credentialId`'s (a forgery when they differ). */
async function passkeySignIn(app: FastifyInstance, authenticator: SoftAuthenticator, credentialId?: string) {
  const challenge = (await call(app, 'POST', STAFF_API.passkeyOptions, {})).json().data;
  const answer = authenticator.authenticate(challenge, SITE);
  const id = credentialId ?? answer.id;
  return call(app, 'POST', STAFF_API.passkeySignIn, { body: { response: { ...answer, id, rawId: id } } });
}

describe.each(engines)('nobody can lock a member of staff out, on $name', (engine) => {
  const suite = staffSuite(engine, 'staff-lockout');
  const askLink = (email: string) => call(suite.app, 'POST', STAFF_API.requestLink, { body: { email } });
  const askTenLinks = async (email: string) => {
    const answers = [];
    for (let i = 0; i < 10; i += 1) answers.push(visible(await askLink(email)));
    await suite.app.privacy.settled();
    await suite.app.outbox.drain();
    return answers;
  };

  it('ten links asked for an admin: her passkey still signs her in', async () => {
    const admin = await adminWithPasskey(suite.app);
    await askTenLinks(admin.email);
    const answer = await passkeySignIn(suite.app, admin.authenticator);
    expect([answer.statusCode, answer.json().data?.staff.email]).toEqual([200, admin.email]);
  });

  it('ten links asked for one address: ten identical 202s, three e-mails', async () => {
    const admin = await adminWithPasskey(suite.app);
    await suite.app.outbox.drain();
    suite.smtp.received.length = 0;
    const answers = await askTenLinks(admin.email);
    expect(answers[0].status).toBe(202);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    const mails = suite.smtp.received.filter((mail) => mail.to.includes(admin.email));
    expect(mails).toHaveLength(3);
    expect(mails.filter((mail) => linkTokenIn(mail.raw))).toHaveLength(3);
    const { rows } = await suite.tdb.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM outbox o JOIN staff_members m ON m.id = o.submission_id
        WHERE o.purpose = 'staff-sign-in' AND o.submission_type = $2 AND m.email = $1`,
      [admin.email, STAFF_MEMBER_TYPE],
    );
    expect(Number(rows[0].n)).toBe(3);
  });

  it('forged passkeys for an admin hit a limit; her own passkey still signs her in', async () => {
    const admin = await adminWithPasskey(suite.app);
    const attacker = softAuthenticator();
    const forged = () => passkeySignIn(suite.app, attacker, admin.authenticator.credentialId);
    await askTenLinks(admin.email);
    const statuses = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await forged()).statusCode);
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    expect((await passkeySignIn(suite.app, admin.authenticator)).statusCode).toBe(200);
    expect((await forged()).statusCode).toBe(429);
  });

  it('passkey tries for one account do not spend its links', async () => {
    const admin = await adminWithPasskey(suite.app);
    const attacker = softAuthenticator();
    for (let i = 0; i < 11; i += 1) await passkeySignIn(suite.app, attacker, admin.authenticator.credentialId);
    await suite.app.outbox.drain();
    suite.smtp.received.length = 0;
    await askLink(admin.email);
    await suite.app.privacy.settled();
    await suite.app.outbox.drain();
    expect(suite.smtp.received.filter((mail) => mail.to.includes(admin.email))).toHaveLength(1);
  });
});
