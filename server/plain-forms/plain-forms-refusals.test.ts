// @vitest-environment node
// Plain form posts that are refused before or beside the field rules each get a readable page with
// their status: too large (413), not UTF-8 (415), from another site (403), too many (429, saying
// when to try again), our failure (5xx, the spec's sentence). The upload without JavaScript shows
// the JSON the scripted page would. Without a renderer the small built-in pages say the same.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderFormPage, ServedFormState } from '../../schema/api/form-page.ts';
import { MESSAGES } from '../../schema/api/messages.ts';
import type { Database, Queryable } from '../db/database.ts';
import { FORM_NOT_UTF8, NOT_UTF8 } from '../http/content-type.ts';
import { SOMETHING_WENT_WRONG } from '../../schema/api/messages.ts';
import { CROSS_SITE_MESSAGE } from '../http/same-origin.ts';
import { multipart, pdfBytes } from '../../tests/helpers/server/multipart.ts';
import { makeApp, type TestAppOptions, validContact } from '../../tests/helpers/server/test-app.ts';
import {
  engines,
  openTestDatabase,
  SETUP_TIMEOUT,
  type TestDatabase,
} from '../../tests/helpers/server/test-database.ts';

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,*/*;q=0.8';
const echo: RenderFormPage = async (address, { state }) =>
  `<!doctype html><main data-address="${address}"><script type="application/json" id="s">${JSON.stringify(state)}</script></main>`;
const stateOf = (body: string): ServedFormState => JSON.parse(/id="s">(.*?)<\/script>/s.exec(body)?.[1] ?? 'null');

let tdb: TestDatabase;
const apps: FastifyInstance[] = [];
const appWith = async (options: TestAppOptions = {}, database: Database = tdb.db) => {
  const app = await makeApp(database, { renderFormPage: echo, ...options });
  apps.push(app);
  return app;
};
beforeAll(async () => {
  tdb = await openTestDatabase(engines[0]);
}, SETUP_TIMEOUT);
afterAll(async () => {
  for (const app of apps) await app.close();
  await tdb?.close();
}, SETUP_TIMEOUT);

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const post = (app: FastifyInstance, payload: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: BROWSER_ACCEPT,
      host: 'localhost',
      ...headers,
    },
    payload,
  });
const expectPage = (response: { statusCode: number; headers: Record<string, unknown> }, status: number) => {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.headers['cache-control']).toBe('no-store');
};

describe('refused before the rules', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith({ config: { corsOrigins: ['https://partner.example'] } });
  });

  it('a body over 64 KB is a 413 page and stores nothing', async () => {
    const before = await tdb.count('contact_messages');
    const response = await post(app, form({ ...validContact(), message: 'x'.repeat(70 * 1024) }));
    expectPage(response, 413);
    expect(stateOf(response.body)).toEqual({
      form: 'contact',
      status: 'error',
      values: {},
      fieldErrors: {},
      message: MESSAGES.bodyTooLarge,
    });
    expect(await tdb.count('contact_messages')).toBe(before);
  });

  it('a charset other than UTF-8 is a 415 page; the JSON path keeps its JSON 415', async () => {
    const plain = await post(app, form(validContact()), {
      'content-type': 'application/x-www-form-urlencoded; charset=latin1',
    });
    expectPage(plain, 415);
    expect(stateOf(plain.body)).toMatchObject({ status: 'error', message: FORM_NOT_UTF8 });
    const json = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json; charset=latin1', accept: 'application/json' },
      payload: JSON.stringify(validContact()),
    });
    expect([json.statusCode, json.json()]).toEqual([415, { success: false, message: NOT_UTF8 }]);
  });

  it.each([
    ['another site in Origin', { origin: 'https://evil.example' }, 403],
    ['another site in Referer only', { referer: 'https://evil.example/form.html' }, 403],
    ['"null" Origin (a sandboxed frame)', { origin: 'null' }, 403],
    ['our own Origin', { origin: 'http://localhost' }, 303],
    ['a CORS_ORIGINS origin', { origin: 'https://partner.example' }, 303],
    ['neither Origin nor Referer', {}, 303],
  ])('a post with %s is answered %i', async (_, headers, status) => {
    const before = await tdb.count('contact_messages');
    const response = await post(app, form(validContact()), headers);
    expect(response.statusCode).toBe(status);
    expect(await tdb.count('contact_messages')).toBe(before + (status === 303 ? 1 : 0));
    if (status === 403) expect(stateOf(response.body)).toMatchObject({ status: 'error', message: CROSS_SITE_MESSAGE });
  });

  it('a JSON post from another origin keeps the CORS rules of today (no check here)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      payload: JSON.stringify(validContact()),
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('limits and failures', () => {
  it('the 429 page says when to try again, from the limiter', async () => {
    const app = await appWith({
      config: { rateLimit: { max: 1, windowMs: 30_000 } },
      rateLimitNamespace: `pf-${Date.now()}-`,
    });
    expect((await post(app, form(validContact()))).statusCode).toBe(303);
    const response = await post(app, form(validContact()));
    expectPage(response, 429);
    expect(stateOf(response.body)).toMatchObject({
      status: 'error',
      message: expect.stringMatching(/try again in (29|30) seconds\.$/),
    });
  });

  it.each([
    ['an unexpected failure', new Error('boom'), 500],
    ['a full disk', Object.assign(new Error('could not extend file'), { code: '53100' }), 503],
  ])('%s is a %i page with the spec sentence', async (_, error, status) => {
    // A submission and its queued emails are written by one statement (WITH ... INSERT): it fails.
    const failingQuery =
      (q: Queryable): Queryable['query'] =>
      async (sql, params) =>
        /INSERT INTO (contact_messages|volunteer_applications)/.test(sql)
          ? Promise.reject(error)
          : q.query(sql, params);
    const failing: Database = {
      ...tdb.db,
      query: failingQuery(tdb.db),
      transaction: (fn) => tdb.db.transaction((tx) => fn({ ...tx, query: failingQuery(tx) })),
    };
    const app = await appWith({}, failing);
    const response = await post(app, form(validContact()));
    expectPage(response, status);
    expect(stateOf(response.body)).toMatchObject({
      status: 'error',
      message: SOMETHING_WENT_WRONG,
      values: { name: 'Asha Rao' },
    });
  });
});

describe('the upload without JavaScript', () => {
  const upload = async (parts: Parameters<typeof multipart>[0], accept = BROWSER_ACCEPT) => {
    const app = apps[0] ?? (await appWith());
    const body = multipart(parts);
    return app.inject({
      method: 'POST',
      url: '/api/test-upload',
      payload: body.payload,
      headers: { ...body.headers, accept },
    });
  };

  it('shows the JSON the scripted page would, readably, named after the file when no name was sent', async () => {
    const response = await upload([{ name: 'resume', filename: 'cv.pdf', content: pdfBytes() }]);
    expectPage(response, 200);
    const state = stateOf(response.body);
    expect(state).toMatchObject({ form: 'testUpload', status: 'uploaded', result: { status: 200 } });
    const json = state.status === 'uploaded' ? state.result.json : '';
    expect(json).toContain('\n  "success": true');
    expect(JSON.parse(json)).toMatchObject({
      success: true,
      message: MESSAGES.uploadReceived,
      data: { name: 'cv.pdf', fileName: 'cv.pdf', size: 1024 },
    });
  });

  it('shows a refusal the same way, with its status', async () => {
    const response = await upload([{ name: 'resume', filename: 'cv.pdf', content: Buffer.from('not a pdf at all') }]);
    expectPage(response, 415);
    expect(stateOf(response.body)).toMatchObject({
      status: 'uploaded',
      result: { status: 415, json: expect.stringContaining(MESSAGES.notPdf) },
    });
  });

  it('still answers the scripted upload (Accept: application/json) with JSON', async () => {
    const response = await upload(
      [
        { name: 'name', value: 'x' },
        { name: 'resume', filename: 'cv.pdf', content: pdfBytes() },
      ],
      'application/json',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: { name: 'x' } });
  });
});

describe('without the page renderer (no build)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp(tdb.db);
    apps.push(app);
  });

  it('an error is a small page with the site name, each sentence and a link back to the form', async () => {
    const response = await post(app, form({ ...validContact(), email: 'nope' }));
    expectPage(response, 400);
    expect(response.body).toContain('<title>Error: Contact us - Example Welfare Foundation</title>');
    expect(response.body).toContain('<li>Email must be a valid e-mail address, like name@example.org.</li>');
    expect(response.body).toContain('<a href="/ContactPage">');
  });

  it('the confirmation says the spec text', async () => {
    const response = await app.inject({ method: 'GET', url: '/ContactPage?sent=contact' });
    expectPage(response, 200);
    expect(response.body).toContain('Message Sent Successfully!');
    expect(response.body).toContain('We will get back to you soon.');
  });

  it('a renderer that fails still gives the visitor the small page, with the status', async () => {
    const broken = await appWith({ renderFormPage: async () => Promise.reject(new Error('render failed')) });
    const response = await post(broken, form({ ...validContact(), name: '' }));
    expectPage(response, 400);
    expect(response.body).toContain('Name is required and cannot be empty.');
  });
});
