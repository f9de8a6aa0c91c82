// The server of the staff-area tests: a test database, a real SMTP server, and an app whose site is
// https://site.example (SITE_URL: the passkeys' relying party and the links' address). Requests are
// made as the staff app makes them: Host site.example, Origin https://site.example on every
// state-changing one, the session cookie and the CSRF token of a signed-in member.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { ServerConfig } from '../../../server/config.ts';
import { loadOutboxConfig } from '../../../server/outbox/outbox-config.ts';
import { loadPrivacyConfig } from '../../../server/privacy/privacy-config.ts';
import { inviteStaff } from '../../../server/staff/invite.ts';
import type { StaffMember } from '../../../server/staff/members-store.ts';
import { createSignInLink } from '../../../server/staff/sign-in-links.ts';
import { loadStaffConfig, type StaffConfig } from '../../../server/staff/staff-config.ts';
import { CSRF_HEADER, STAFF_API, type StaffMe, type StaffRole } from '../../../schema/api/staff.ts';
import { type SmtpTestServer, startSmtpTestServer } from './smtp-test-server.ts';
import { makeApp, type TestAppOptions } from './test-app.ts';
import { type Engine, openTestDatabase, SETUP_TIMEOUT, type TestDatabase } from './test-database.ts';

export const SITE = 'https://site.example';
export const HOST = 'site.example';

export interface StaffSuite {
  tdb: TestDatabase;
  smtp: SmtpTestServer;
  app: FastifyInstance;
  dataDir: string;
}

export interface StaffSuiteOptions {
  staffEnv?: Record<string, string>;
  config?: Partial<ServerConfig>;
  app?: Omit<TestAppOptions, 'config'>;
}

export const staffTestConfig = (env: Record<string, string> = {}): StaffConfig =>
  loadStaffConfig({ SITE_URL: SITE, ...env });

/** The options of an app like the suite's, on another database (two instances, a recorded database). */
export function staffAppOptions(smtpUrl: string, dataDir: string, env: Record<string, string> = {}): TestAppOptions {
  return {
    outboxConfig: {
      ...loadOutboxConfig({ SMTP_URL: smtpUrl, NOTIFY_TO: 'team@example.org' }, dataDir),
      pollIntervalMs: 50,
      kickDelayMs: 0,
    },
    privacyConfig: loadPrivacyConfig({ SITE_URL: SITE, PRIVACY_HASH_KEY: 'k'.repeat(40) }, dataDir),
    staffConfig: staffTestConfig(env),
  };
}

export function staffSuite(engine: Engine, name: string, options: StaffSuiteOptions = {}): StaffSuite {
  const suite = { dataDir: fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`)) } as StaffSuite;
  beforeAll(async () => {
    suite.tdb = await openTestDatabase(engine);
    suite.smtp = await startSmtpTestServer();
    suite.app = await makeApp(suite.tdb.db, {
      ...staffAppOptions(suite.smtp.url, suite.dataDir, options.staffEnv),
      ...options.app,
      config: options.config,
    });
    await suite.app.ready();
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await suite.app?.close();
    await suite.smtp?.close();
    await suite.tdb?.close();
    fs.rmSync(suite.dataDir, { recursive: true, force: true });
  }, SETUP_TIMEOUT);
  beforeEach(async () => {
    await suite.app.privacy.settled();
    await suite.app.outbox.drain();
    suite.smtp.received.length = 0;
  });
  return suite;
}

let counter = 0;
/** A new address each call, so tests of one file never meet each other's members. */
export const newAddress = (label = 'staff') => `${label}-${process.pid}-${++counter}@example.org`;

/** A member invited as the command line does (no actor). */
export async function addMember(app: FastifyInstance, role: StaffRole, email = newAddress(role)) {
  const result = await inviteStaff(app.database, { email, role }, { messageIdDomain: 'example.org' });
  if (result === 'exists') throw new Error(`${email} exists`);
  return result.member;
}

export interface StaffClient {
  member: StaffMember;
  /** "staff_session=<token>", for the cookie header. */
  cookie: string;
  csrf: string;
  me: StaffMe;
}

/** The cookie a response set ("name=value"), or undefined. */
export const cookieOf = (response: LightMyRequestResponse) => {
  const header = response.headers['set-cookie'];
  const first = Array.isArray(header) ? header[0] : header;
  return first?.split(';')[0];
};

export interface CallOptions {
  client?: StaffClient;
  body?: unknown;
  /** Origin header: the site's by default on state-changing requests; null for none. */
  origin?: string | null;
  /** The CSRF token: the client's by default; null for none. */
  csrf?: string | null;
  cookie?: string;
  headers?: Record<string, string>;
}

export function call(app: FastifyInstance, method: string, url: string, options: CallOptions = {}) {
  const changes = !['GET', 'HEAD'].includes(method);
  const origin = options.origin === undefined ? (changes ? SITE : null) : options.origin;
  const csrf = options.csrf === undefined ? options.client?.csrf : options.csrf;
  const cookie = options.cookie ?? options.client?.cookie;
  const headers: Record<string, string> = {
    host: HOST,
    ...(origin ? { origin } : {}),
    ...(csrf && changes ? { [CSRF_HEADER]: csrf } : {}),
    ...(cookie ? { cookie } : {}),
    ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    ...options.headers,
  };
  return app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(options.body === undefined ? {} : { payload: JSON.stringify(options.body) }),
  });
}

/** Signs `member` in through a sign-in link made for them now. */
export async function signInMember(app: FastifyInstance, member: StaffMember, cookie?: string): Promise<StaffClient> {
  const token = await createSignInLink(app.database, member.id, 15);
  const answer = await call(app, 'POST', STAFF_API.useLink, { body: { token }, cookie });
  if (answer.statusCode !== 200) throw new Error(`sign-in refused: ${answer.statusCode} ${answer.body}`);
  const me = answer.json().data as StaffMe;
  return { member, cookie: cookieOf(answer) as string, csrf: me.csrfToken, me };
}

/** A new member of `role`, signed in. */
export async function signIn(app: FastifyInstance, role: StaffRole): Promise<StaffClient> {
  return signInMember(app, await addMember(app, role));
}

/** The decoded text of a received e-mail (quoted-printable soft breaks and =3D undone). */
export const decoded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

/** The sign-in link's token in an e-mail. */
export const linkTokenIn = (raw: string) => /\/staff\/link\?t=([A-Za-z0-9_-]{43})/.exec(decoded(raw))?.[1];
