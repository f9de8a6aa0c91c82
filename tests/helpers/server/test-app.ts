// Builds the API for app.inject with test-friendly settings: an injected database, no logs,
// a fixed "today" for the age rule and a high rate limit unless a test asks for a low one.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../../server/app.ts';
import { testConfig, type ServerConfig } from '../../../server/config.ts';
import type { Database } from '../../../server/db/database.ts';
import { privacyNotices } from '../../../server/privacy/notices.ts';

/** The forms' privacy notices as pages.json has them now (what the app under test accepts). */
export const NOTICES = privacyNotices(
  JSON.parse(readFileSync(new URL('../../../pages.json', import.meta.url), 'utf8')).site.privacy,
);

/** 15 June 2025, local time. */
export const TODAY = new Date(2025, 5, 15);

export function appConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return testConfig({
    siteDir: path.join(os.tmpdir(), 'no-site-build-here'),
    dataDir: path.join(os.tmpdir(), 'unused-data-dir'),
    rateLimit: { max: 10_000, windowMs: 60_000 },
    ...overrides,
  });
}

export type TestAppOptions = Partial<Omit<BuildAppOptions, 'config'>> & { config?: Partial<ServerConfig> };

export function makeApp(database: Database, options: TestAppOptions = {}): Promise<FastifyInstance> {
  return buildApp({ logger: false, now: () => TODAY, ...options, database, config: appConfig(options.config) });
}

export const validContact = () => ({
  name: 'Asha Rao',
  phone: '+91 98765 43210',
  email: 'asha@example.org',
  message: 'I would like to know more about the nutrition programme.',
  consent: 'yes',
  noticeVersion: NOTICES.notice('contact').version,
});

export const validVolunteer = () => ({
  domain: 'csii',
  firstName: 'Ravi',
  lastName: 'Kumar',
  contact: '9876543210',
  dateOfBirth: '05/09/2001',
  email: 'ravi@example.org',
  whyJoinUs: 'I want to help with digital literacy classes.',
  questionsForUs: 'Can I volunteer on weekends?',
  selectedInitiative: 'csii',
  consent: 'yes',
  noticeVersion: NOTICES.notice('volunteer').version,
});

/** A parent's details for an applicant under 18. */
export const validGuardian = () => ({
  guardianName: 'Lakshmi Kumar',
  guardianEmail: 'lakshmi@example.org',
  guardianRelationship: 'Mother',
});

export function postJson(app: FastifyInstance, url: string, body: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A plain HTML form's post (what a browser without JavaScript sends): `payload` is already encoded. */
export function postForm(app: FastifyInstance, url: string, payload: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload,
  });
}

/** The Accept header of a browser asking for a page: a plain form post wants a page back, not JSON. */
export const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

/** A browser without JavaScript sending a form of `fields` from a page on localhost. */
export function postFromBrowser(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const payload = new URLSearchParams(fields).toString();
  return postForm(app, url, payload, { accept: BROWSER_ACCEPT, host: 'localhost', ...headers });
}
