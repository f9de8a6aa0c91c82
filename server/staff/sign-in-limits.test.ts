// @vitest-environment node
// Asking for a sign-in link says nothing about the address: a member's, a stranger's and a removed
// member's get the same status, words and headers, and cost the same statements; only the member is
// e-mailed. Per account, links e-mailed and failed passkeys are counted apart (a passkey that
// verifies always signs in; sign-in-lockout.test.ts), and every sign-in route is limited per IP.
// The log holds no address, no token and no name.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { recorded } from '../../tests/helpers/server/recorded-queries.ts';
import { STAFF_API } from '../../schema/api/staff.ts';
import { softAuthenticator } from '../../tests/helpers/server/soft-authenticator.ts';
import {
  addMember,
  call,
  cookieOf,
  linkTokenIn,
  newAddress,
  SITE,
  signIn,
  staffAppOptions,
  staffSuite,
} from '../../tests/helpers/server/staff-suite.ts';
import { makeApp } from '../../tests/helpers/server/test-app.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';

/** The parts of an answer a caller can compare (not the date, the request id or the caller's own count). */
const visible = (answer: Awaited<ReturnType<typeof call>>) => {
  const { date: _date, 'x-request-id': _id, 'x-ratelimit-remaining': _left, ...headers } = answer.headers;
  return { status: answer.statusCode, body: answer.body, headers };
};

describe.each(engines)('sign-in without enumeration, with limits, on $name', (engine) => {
  const suite = staffSuite(engine, 'staff-limits', {
    staffEnv: { STAFF_SIGN_IN_PER_HOUR: '3', STAFF_SIGN_IN_LINKS_PER_HOUR: '3' },
  });
  const mailsTo = (address: string) => suite.smtp.received.filter((mail) => mail.to.includes(address));
  const askLink = (app: FastifyInstance, email: string) =>
    call(app, 'POST', STAFF_API.requestLink, { body: { email } });

  it('a member, a stranger and a removed member get the same answer; only the member gets a link', async () => {
    const member = await addMember(suite.app, 'coordinator');
    const removed = await addMember(suite.app, 'coordinator');
    await suite.tdb.db.query('UPDATE staff_members SET removed_at = now() WHERE id = $1', [removed.id]);
    await suite.app.outbox.drain();
    suite.smtp.received.length = 0;
    const stranger = newAddress('stranger');
    const answers = [];
    for (const email of [member.email, stranger, removed.email, member.email.toUpperCase()]) {
      answers.push(visible(await askLink(suite.app, email)));
    }
    expect(answers[0].status).toBe(202);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    await suite.app.privacy.settled();
    await suite.app.outbox.drain();
    expect(mailsTo(member.email)).toHaveLength(2);
    expect(mailsTo(stranger)).toHaveLength(0);
    expect(mailsTo(removed.email)).toHaveLength(0);
  });

  it('a member and a stranger cost the same statements, before and after the answer', async () => {
    const member = await addMember(suite.app, 'coordinator');
    const recording = recorded(suite.tdb.db);
    const options = staffAppOptions(suite.smtp.url, suite.dataDir, { STAFF_SIGN_IN_LINKS_PER_HOUR: '100' });
    // Its worker waits a minute after a kick: only the request's own work is recorded.
    const outboxConfig = { ...options.outboxConfig!, pollIntervalMs: 600_000, kickDelayMs: 60_000 };
    const app = await makeApp(recording.db, { ...options, outboxConfig });
    await app.ready();
    await app.privacy.settled();
    await app.outbox.drain();
    try {
      const work = (email: string) =>
        recording.during(async () => {
          expect((await askLink(app, email)).statusCode).toBe(202);
          await app.privacy.settled();
        });
      const known = await work(member.email);
      const unknown = await work(newAddress('nobody'));
      expect(known.length).toBeGreaterThan(0);
      expect(unknown).toEqual(known);
    } finally {
      await app.close();
    }
  });

  it('an address that is not one is a 400 with a sentence, whoever it might be', async () => {
    const answer = await askLink(suite.app, 'not an address');
    expect([answer.statusCode, answer.json().message]).toEqual([
      400,
      'Please enter your e-mail address, like name@example.org.',
    ]);
  });

  it('links asked for one account: 3 an hour are sent, the rest answered alike and dropped', async () => {
    const member = await addMember(suite.app, 'coordinator');
    await suite.app.outbox.drain();
    suite.smtp.received.length = 0;
    const answers = await Promise.all(Array.from({ length: 6 }, () => askLink(suite.app, member.email)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(202));
    await suite.app.privacy.settled();
    await suite.app.outbox.drain();
    expect(mailsTo(member.email).filter((mail) => linkTokenIn(mail.raw))).toHaveLength(3);
  });

  it('passkeys tried for one account: the fourth failure in an hour is a 429, a right one still signs in', async () => {
    const client = await signIn(suite.app, 'coordinator');
    const authenticator = softAuthenticator();
    const options = (await call(suite.app, 'POST', STAFF_API.passkeyRegistrationOptions, { client })).json().data;
    const response = authenticator.register(options, SITE);
    expect((await call(suite.app, 'POST', STAFF_API.passkeys, { client, body: { response } })).statusCode).toBe(201);
    const attempt = async (origin: string) => {
      const challenge = (await call(suite.app, 'POST', STAFF_API.passkeyOptions, {})).json().data;
      const assertion = authenticator.authenticate(challenge, origin);
      return call(suite.app, 'POST', STAFF_API.passkeySignIn, { body: { response: assertion } });
    };
    const statuses = [];
    for (const origin of ['https://evil.example', SITE, 'https://evil.example', 'https://evil.example']) {
      statuses.push((await attempt(origin)).statusCode);
    }
    for (const origin of ['https://evil.example', SITE]) statuses.push((await attempt(origin)).statusCode);
    expect(statuses).toEqual([401, 200, 401, 401, 429, 200]);
  });
});

describe('sign-in routes are limited per IP', () => {
  const suite = staffSuite(engines[0], 'staff-ip-limit', { config: { rateLimit: { max: 2, windowMs: 60_000 } } });

  it('each sign-in route answers 429 past the limit', async () => {
    const routes = suite.app.staff.routes.filter((route) => route.access === 'sign-in');
    for (const route of routes) {
      const statuses = [];
      for (let i = 0; i < 3; i += 1) {
        const answer = await call(suite.app, route.method, route.url, { body: { email: 'a@example.org' } });
        statuses.push(answer.statusCode);
      }
      expect([route.url, statuses[2]]).toEqual([route.url, 429]);
    }
  });
});

describe('the log of sign-ins holds no address, token or name', () => {
  const lines: string[] = [];
  const suite = staffSuite(engines[0], 'staff-log', {
    app: { logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } } },
  });

  it('after invitations, links, sign-ins, passkeys, refusals and sign-outs', async () => {
    const member = await addMember(suite.app, 'admin', 'Private.Person@example.org');
    await suite.app.outbox.drain();
    const token = linkTokenIn(suite.smtp.received[0].raw) as string;
    const answer = await call(suite.app, 'POST', STAFF_API.useLink, { body: { token } });
    const cookie = cookieOf(answer) as string;
    const csrf = answer.json().data.csrfToken as string;
    const client = { member, cookie, csrf, me: answer.json().data };
    await call(suite.app, 'POST', STAFF_API.members, {
      client,
      body: { email: 'second.person@example.org', displayName: 'Secret Name', role: 'coordinator' },
    });
    await call(suite.app, 'POST', STAFF_API.requestLink, { body: { email: 'nobody.here@example.org' } });
    await call(suite.app, 'POST', STAFF_API.useLink, { body: { token } });
    const options = (await call(suite.app, 'POST', STAFF_API.passkeyRegistrationOptions, { client })).json().data;
    const response = softAuthenticator().register(options, SITE);
    await call(suite.app, 'POST', STAFF_API.passkeys, { client, body: { response } });
    await call(suite.app, 'GET', `${STAFF_API.members}?x=private.person@example.org`, { client });
    await call(suite.app, 'POST', STAFF_API.signOutEverywhere, { client });
    await suite.app.privacy.settled();
    await suite.app.outbox.drain();
    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(10);
    for (const secret of [
      'private.person',
      'Private.Person',
      'second.person',
      'nobody.here',
      'Secret Name',
      token,
      cookie.split('=')[1],
      csrf,
      response.id,
    ]) {
      expect([secret, log.includes(secret)]).toEqual([secret, false]);
    }
  });
});
