// @vitest-environment node
// Behind nginx (TRUST_PROXY) Fastify reads the request's host from X-Forwarded-Host, which nginx passes on as
// the client wrote it. A plain form post's cross-site check reads the Host header alone: a post cannot make
// its own Origin "ours" by naming that origin's host in X-Forwarded-Host.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { makeApp, postFromBrowser, validContact } from '../../tests/helpers/server/test-app.ts';
import {
  engines,
  openTestDatabase,
  SETUP_TIMEOUT,
  type TestDatabase,
} from '../../tests/helpers/server/test-database.ts';
import { CROSS_SITE_MESSAGE } from './same-origin.ts';

let tdb: TestDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  tdb = await openTestDatabase(engines[0]);
  app = await makeApp(tdb.db, { config: { trustProxy: 1 } });
}, SETUP_TIMEOUT);
afterAll(async () => {
  await app?.close();
  await tdb?.close();
}, SETUP_TIMEOUT);

it.each([
  [
    'another site, named in X-Forwarded-Host',
    403,
    { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' },
  ],
  [
    'another site, in Referer, named in X-Forwarded-Host',
    403,
    { referer: 'https://evil.example/', 'x-forwarded-host': 'evil.example' },
  ],
  [
    'our own Origin (the Host header), whatever X-Forwarded-Host says',
    303,
    { origin: 'https://localhost', 'x-forwarded-host': 'evil.example' },
  ],
])('a plain form post from %s is answered %i', async (_, status, headers) => {
  const before = await tdb.count('contact_messages');
  const response = await postFromBrowser(app, '/api/contact', validContact(), headers);
  expect(response.statusCode).toBe(status);
  expect(await tdb.count('contact_messages')).toBe(before + (status === 303 ? 1 : 0));
  // The page's text, its apostrophe written as HTML.
  if (status === 403) expect(response.body).toContain(CROSS_SITE_MESSAGE.split("'")[0]);
});
