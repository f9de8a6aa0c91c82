// @vitest-environment node
// The real page renderer of the build (dist/server/entry-server.js with its template and preloads):
// a refused plain post comes back as the whole page, titled "Error: ", with the state (the visitor's
// values, the field's sentence) embedded and drawn, and a fresh key. Skipped, saying why, when there is no build with a renderer.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVED_FORM_STATE_ID } from '../../schema/api/form-page.ts';
import { missingBuildFiles } from '../../tests/helpers/built-site.ts';
import { makeApp, validContact } from '../../tests/helpers/server/test-app.ts';
import {
  engines,
  openTestDatabase,
  SETUP_TIMEOUT,
  type TestDatabase,
} from '../../tests/helpers/server/test-database.ts';

const dist = path.resolve(import.meta.dirname, '../../dist');
const needed = ['server/entry-server.js', 'server/template.html', 'server/page-preloads.json', 'client/index.html'];
const missing = missingBuildFiles(dist, needed);
const reason = missing.length ? ` (skipped: no ${missing.join(', ')}; run npm run build)` : '';

describe.skipIf(missing.length > 0)(`plain posts drawn by the built renderer${reason}`, () => {
  let tdb: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    tdb = await openTestDatabase(engines[0]);
    app = await makeApp(tdb.db, { config: { siteDir: path.join(dist, 'client') } });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await app?.close();
    await tdb?.close();
  }, SETUP_TIMEOUT);

  it('a refused contact form is the whole page with the values, the sentence and a fresh key', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', host: 'localhost' },
      payload: new URLSearchParams({ ...validContact(), name: 'Zenobia Q', email: 'not-an-email' }).toString(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toMatch(/<title>Error: /);
    // The state the page was drawn in, embedded for the scripts to hydrate (schema/api/form-page.ts).
    const embedded = new RegExp(`<script type="application/json" id="${SERVED_FORM_STATE_ID}">(.*?)</script>`, 's');
    expect(JSON.parse(embedded.exec(response.body)?.[1] ?? '{}')).toMatchObject({
      form: 'contact',
      status: 'error',
      values: { name: 'Zenobia Q', email: 'not-an-email' },
      fieldErrors: { email: expect.any(String) },
    });
    expect(response.body).toContain('Email must be a valid e-mail address, like name@example.org.');
    expect(response.body).toMatch(/name="idempotencyKey" value="[\w-]{22}"/);
  });
});
