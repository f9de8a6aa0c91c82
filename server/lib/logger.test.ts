// @vitest-environment node
// No log line, at any level, carries a request's headers (Cookie, Authorization) or its body.
// At trace, @fastify/multipart logs the options it gives busboy, and those hold every request
// header; this file sends every kind of request with secret headers and personal data at trace
// and greps the whole log for them.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, postForm, postJson, validContact } from '../../tests/helpers/server/test-app.ts';
import { multipart, pdfBytes } from '../../tests/helpers/server/multipart.ts';
import { testDatabaseForFile } from '../../tests/helpers/server/test-database.ts';

const tdb = testDatabaseForFile();
const SECRETS = {
  cookie: 'session=cookie-secret-4f1b9c',
  authorization: 'Bearer authorization-secret-77d2e0',
  'x-api-key': 'api-key-secret-0a9e4d',
  'proxy-authorization': 'Basic cHJveHktc2VjcmV0LTVjM2I=',
};
const NAME = 'Philomena Brightwater-Okafor';
const browser = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

let app: FastifyInstance;
const lines: string[] = [];
beforeAll(async () => {
  app = await makeApp(tdb.db, { logger: { level: 'trace', stream: { write: (line) => void lines.push(line) } } });
});
afterAll(() => app?.close());

const upload = (headers: Record<string, string>) => {
  const body = multipart([
    { name: 'name', value: NAME },
    { name: 'resume', filename: `${NAME}.pdf`, content: pdfBytes(2048) },
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/test-upload',
    payload: body.payload,
    headers: { ...body.headers, ...SECRETS, ...headers },
  });
};

describe('logs at trace level', () => {
  it('hold no header value and no field of any request', async () => {
    expect((await upload({})).statusCode).toBe(200);
    expect((await upload(browser)).statusCode).toBe(200);
    const contact = { ...validContact(), name: NAME };
    expect((await postJson(app, '/api/contact', contact, SECRETS)).statusCode).toBe(201);
    const form = new URLSearchParams(contact).toString();
    expect((await postForm(app, '/api/contact', form, { ...SECRETS, ...browser })).statusCode).toBe(303);
    expect((await postJson(app, '/api/contact', { ...contact, email: 'no' }, SECRETS)).statusCode).toBe(400);
    await app.inject({ method: 'GET', url: '/api/health', headers: SECRETS });
    await app.inject({ method: 'GET', url: '/nowhere', headers: SECRETS });
    await app.close();

    const log = lines.join('');
    // The multipart plugin's trace line is there (the level is really trace), without the headers.
    expect(log).toContain('Providing options to busboy');
    const secretParts = Object.values(SECRETS).map((value) => value.replace(/^(Bearer|Basic) |^session=/, ''));
    expect(secretParts.filter((secret) => log.includes(secret))).toEqual([]);
    expect(log).not.toContain(NAME);
    expect(log).not.toContain(contact.email);
    expect(log).not.toMatch(/"(cookie|authorization|x-api-key|user-agent)"\s*:/i);
  });
});
