// @vitest-environment node
// Every staff API route, walked from the server's own route table, refuses: without a
// session (401), with an ended one (401), with a role it does not allow (403), from another site or
// with no Origin (403), and without the session's CSRF token or with another session's (403). The
// sign-in routes refuse another site, no Origin and a body that is not JSON. A staff route cannot
// even be registered without saying who may call it. Nothing a refused request asked for happens.
import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_API, STAFF_ROLES, type StaffRole } from '../../schema/api/staff.ts';
import { makeApp } from '../../tests/helpers/server/test-app.ts';
import {
  addMember,
  call,
  type StaffClient,
  signIn,
  signInMember,
  staffSuite,
} from '../../tests/helpers/server/staff-suite.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';
import { GUARD_MESSAGES } from './guard.ts';
import { createSignInLink } from './sign-in-links.ts';
import { loadStaffConfig } from './staff-config.ts';
import type { StaffRoute } from './staff-plugin.ts';

/** Every route of `printRoutes({ commonPrefix: false })` as "METHOD /path" (HEAD left out). */
function routeTable(printed: string): string[] {
  const found: string[] = [];
  const stack: string[] = [];
  for (const line of printed.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    stack.length = depth;
    stack.push(match[2]);
    for (const method of match[3]?.split(', ') ?? []) if (method !== 'HEAD') found.push(`${method} ${stack.join('')}`);
  }
  return found;
}

const changes = (route: StaffRoute) => !['GET', 'HEAD'].includes(route.method);

describe.each(engines)('the staff guard on every route on $name', (engine) => {
  const suite = staffSuite(engine, 'staff-guard');
  const clients = {} as Record<StaffRole, StaffClient>;
  let guarded: StaffRoute[];
  let doors: StaffRoute[];
  let target: string;
  /** The address of a route, its :id a real member, so a request that got through would act. */
  const address = (route: StaffRoute) => route.url.replace(':id', target);

  beforeAll(async () => {
    for (const role of STAFF_ROLES) clients[role] = await signIn(suite.app, role);
    guarded = suite.app.staff.routes.filter((route) => route.access !== 'sign-in');
    doors = suite.app.staff.routes.filter((route) => route.access === 'sign-in');
    target = (await addMember(suite.app, 'coordinator')).publicId;
  });

  it('knows every /api/staff route the server has, and each says who may call it', () => {
    const served = routeTable(suite.app.printRoutes({ commonPrefix: false })).filter((route) =>
      route.includes(' /api/staff'),
    );
    const listed = suite.app.staff.routes.map((route) => `${route.method} ${route.url}`);
    expect([...listed].sort()).toEqual([...served].sort());
    expect(guarded.length).toBeGreaterThanOrEqual(12);
    expect(doors.map((route) => route.url).sort()).toEqual(
      [
        STAFF_API.checkLink,
        STAFF_API.passkeyOptions,
        STAFF_API.passkeySignIn,
        STAFF_API.requestLink,
        STAFF_API.useLink,
      ].sort(),
    );
  });

  it('without a session: 401', async () => {
    for (const route of guarded) {
      const answer = await call(suite.app, route.method, address(route), { csrf: null });
      expect([route.method, route.url, answer.statusCode, answer.json().message]).toEqual([
        route.method,
        route.url,
        401,
        'Please sign in.',
      ]);
    }
  });

  it('with an ended session (signed out, idle, past its end, or its member removed): 401', async () => {
    const ended = [
      ['revoked_at', 'now()'],
      ['idle_expires_at', "now() - interval '1 second'"],
      ['expires_at', "now() - interval '1 second'"],
    ];
    const clientsOfEnded: StaffClient[] = [];
    for (const [column, value] of ended) {
      const client = await signIn(suite.app, 'admin');
      await suite.tdb.db.query(`UPDATE staff_sessions SET ${column} = ${value} WHERE staff_id = $1`, [
        client.member.id,
      ]);
      clientsOfEnded.push(client);
    }
    const removed = await signIn(suite.app, 'admin');
    await suite.tdb.db.query('UPDATE staff_members SET removed_at = now() WHERE id = $1', [removed.member.id]);
    clientsOfEnded.push(removed);
    for (const client of clientsOfEnded) {
      for (const route of guarded) {
        const answer = await call(suite.app, route.method, address(route), { client });
        expect([route.method, route.url, answer.statusCode]).toEqual([route.method, route.url, 401]);
        expect(answer.json().message).toBe('Your session has ended. Please sign in again.');
      }
    }
  });

  it('with a role the route does not allow: 403, for every role', async () => {
    let refusals = 0;
    for (const route of guarded) {
      if (route.access === 'sign-in') continue;
      for (const role of STAFF_ROLES.filter((one) => !(route.access as { roles: StaffRole[] }).roles.includes(one))) {
        const answer = await call(suite.app, route.method, address(route), { client: clients[role] });
        expect([route.method, route.url, role, answer.statusCode]).toEqual([route.method, route.url, role, 403]);
        expect(answer.json().message).toBe(`Your role (${role}) may not do this.`);
        refusals += 1;
      }
    }
    expect(refusals).toBeGreaterThan(0);
  });

  it('a state-changing request from another site, or with no Origin: 403, even with the session and token', async () => {
    const admin = clients.admin;
    for (const route of guarded.filter(changes)) {
      for (const origin of ['https://evil.example', 'null', 'https://site.example.evil.example', null]) {
        const answer = await call(suite.app, route.method, address(route), { client: admin, origin });
        expect([route.method, route.url, origin, answer.statusCode]).toEqual([route.method, route.url, origin, 403]);
        expect(answer.json().message).toBe('This request must come from the staff pages of this site.');
      }
    }
  });

  it("a state-changing request without the CSRF token, or with another session's: 403", async () => {
    const admin = clients.admin;
    const otherAdmin = await signIn(suite.app, 'admin');
    for (const route of guarded.filter(changes)) {
      // One character changed (to 'A', or 'B' where the token already ends in 'A': 1 in 64 tokens).
      const altered = `${admin.csrf.slice(0, -1)}${admin.csrf.endsWith('A') ? 'B' : 'A'}`;
      for (const csrf of [null, otherAdmin.csrf, altered, '']) {
        const answer = await call(suite.app, route.method, address(route), { client: admin, csrf });
        expect([route.method, route.url, csrf, answer.statusCode]).toEqual([route.method, route.url, csrf, 403]);
        expect(answer.json().message).toMatch(/missing its security token/);
      }
    }
  });

  it('nothing a refused request asked for happened: the member is still there, with their role', async () => {
    const { rows } = await suite.tdb.db.query<{ role: string; removed: boolean }>(
      'SELECT role, removed_at IS NOT NULL AS removed FROM staff_members WHERE public_id = $1',
      [target],
    );
    expect(rows).toEqual([{ role: 'coordinator', removed: false }]);
  });

  it('the sign-in routes refuse another site, no Origin, and a body that is not JSON', async () => {
    for (const route of doors) {
      for (const origin of ['https://evil.example', null]) {
        const answer = await call(suite.app, route.method, route.url, { body: {}, origin });
        expect([route.url, origin, answer.statusCode]).toEqual([route.url, origin, 403]);
      }
      const text = await call(suite.app, route.method, route.url, {
        headers: { 'content-type': 'text/plain' },
        body: undefined,
      });
      expect([route.url, text.statusCode]).toEqual([route.url, 415]);
    }
  });

  it('a GET needs no CSRF token and no Origin (a link followed, a reload)', async () => {
    const answer = await call(suite.app, 'GET', STAFF_API.me, { client: clients.editor, csrf: null, origin: null });
    expect(answer.statusCode).toBe(200);
  });

  it('a new member signed in from the command line can call what their role allows', async () => {
    const coordinator = await signInMember(suite.app, await addMember(suite.app, 'coordinator'));
    expect((await call(suite.app, 'GET', STAFF_API.passkeys, { client: coordinator })).statusCode).toBe(200);
    expect((await call(suite.app, 'GET', STAFF_API.members, { client: coordinator })).statusCode).toBe(403);
  });
});

// Behind nginx (TRUST_PROXY) Fastify reads the request's host from X-Forwarded-Host, which nginx passes on as
// the client wrote it: the guard must not let a request name its own origin that way.
describe.each(engines)('behind a proxy, with SITE_URL, on $name: the Origin must be the site address', (engine) => {
  const SITE_URL = 'https://example.org';
  const suite = staffSuite(engine, 'staff-guard-site-url', {
    config: { trustProxy: 1 },
    staffEnv: { SITE_URL },
  });
  let client: StaffClient;

  beforeAll(async () => {
    const member = await addMember(suite.app, 'admin');
    const token = await createSignInLink(suite.app.database, member.id, 15);
    const answer = await call(suite.app, 'POST', STAFF_API.useLink, {
      body: { token },
      origin: SITE_URL,
      headers: { host: 'example.org' },
    });
    expect(answer.statusCode).toBe(200);
    const me = answer.json().data;
    client = { member, cookie: String(answer.headers['set-cookie']).split(';')[0], csrf: me.csrfToken, me };
  });

  const post = (url: string, headers: Record<string, string>, origin: string, body: unknown = {}) =>
    call(suite.app, 'POST', url, { client, origin, body, headers });

  it('refuses another Origin with 403, whatever X-Forwarded-Host and Host claim, on a guarded route and a door', async () => {
    const claims: Record<string, string>[] = [
      { host: 'example.org', 'x-forwarded-host': 'evil.example' },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      { host: 'evil.example' },
    ];
    for (const headers of claims) {
      const guarded = await post(STAFF_API.passkeyRegistrationOptions, headers, 'https://evil.example');
      expect([headers, guarded.statusCode, guarded.json().message]).toEqual([headers, 403, GUARD_MESSAGES.crossSite]);
      const door = await post(STAFF_API.requestLink, headers, 'https://evil.example', { email: client.member.email });
      expect([headers, door.statusCode]).toEqual([headers, 403]);
    }
    // Same host, other scheme: not the site's origin either.
    const plain = await post(STAFF_API.passkeyRegistrationOptions, { host: 'example.org' }, 'http://example.org');
    expect(plain.statusCode).toBe(403);
  });

  it("lets SITE_URL's origin through, whatever Host the proxy names and X-Forwarded-Host claims", async () => {
    const claims: Record<string, string>[] = [
      { host: 'example.org' },
      { host: '127.0.0.1:5001', 'x-forwarded-host': 'evil.example' },
    ];
    for (const headers of claims) {
      const answer = await post(STAFF_API.passkeyRegistrationOptions, headers, SITE_URL);
      expect([headers, answer.statusCode]).toEqual([headers, 200]);
      expect(answer.json().data.rp.id).toBe('example.org');
    }
  });
});

describe.each(engines)('behind a proxy, without SITE_URL, on $name: the Host header counts', (engine) => {
  const suite = staffSuite(engine, 'staff-guard-host', {
    config: { trustProxy: 1 },
    app: { staffConfig: loadStaffConfig({}) },
  });
  let client: StaffClient;
  beforeAll(async () => {
    client = await signIn(suite.app, 'admin');
  });

  it('refuses an Origin that only X-Forwarded-Host names: 403', async () => {
    const answer = await call(suite.app, 'POST', STAFF_API.passkeyRegistrationOptions, {
      client,
      body: {},
      origin: 'https://evil.example',
      headers: { 'x-forwarded-host': 'evil.example' },
    });
    expect([answer.statusCode, answer.json().message]).toEqual([403, GUARD_MESSAGES.crossSite]);
  });

  it("binds passkeys to the Host header's host, never to X-Forwarded-Host", async () => {
    const forged = { 'x-forwarded-host': 'evil.example' };
    const signingIn = await call(suite.app, 'POST', STAFF_API.passkeyOptions, { body: {}, headers: forged });
    expect(signingIn.statusCode).toBe(200);
    expect(signingIn.json().data.rpId).toBe('site.example');
    const adding = await call(suite.app, 'POST', STAFF_API.passkeyRegistrationOptions, {
      client,
      body: {},
      headers: forged,
    });
    expect(adding.statusCode).toBe(200);
    expect(adding.json().data.rp.id).toBe('site.example');
  });
});

describe('a staff route that does not say who may call it', () => {
  it('cannot be registered: the server does not start', async () => {
    const { openTestDatabase } = await import('../../tests/helpers/server/test-database.ts');
    const tdb = await openTestDatabase(engines[0]);
    try {
      const app = await makeApp(tdb.db);
      app.register(async (scope) => {
        scope.get('/api/staff/forgotten', async () => ({ rows: [] }));
      });
      await expect(app.ready()).rejects.toThrow(/every staff route says who may call it/);
      await app.close().catch(() => {});
    } finally {
      await tdb.close();
    }
  }, 120_000);
});
