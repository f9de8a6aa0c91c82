// @vitest-environment node
// Requests that never reach a handler (bad JSON, wrong type, too big, unknown route) and a
// failing database: each gets JSON { success: false, message } a person can read, and
// nothing personal reaches the logs.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../db/database.ts';
import { CANNOT_SAVE } from './errors.ts';
import { makeApp, NOTICES, postJson, validContact, validVolunteer } from '../../tests/helpers/server/test-app.ts';
import { SETUP_TIMEOUT, testDatabaseForFile } from '../../tests/helpers/server/test-database.ts';

// Nothing here depends on the engine, so PGlite alone keeps the suite quick.
const tdb = testDatabaseForFile();

describe('malformed requests', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp(tdb.db);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await app?.close();
  }, SETUP_TIMEOUT);

  const expectRefusal = async (response: Awaited<ReturnType<typeof postJson>>, status: number, text: RegExp) => {
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ success: false, message: expect.stringMatching(text) });
  };

  it.each(['/api/contact', '/api/volunteer-simple'])('%s: malformed JSON is a 400', async (url) => {
    await expectRefusal(await postJson(app, url, '{"name": "Asha",'), 400, /not valid JSON/);
  });

  it('an empty JSON body is a 400', async () => {
    await expectRefusal(await postJson(app, '/api/contact', ''), 400, /body is empty/);
  });

  it('a JSON array instead of an object is a 400', async () => {
    await expectRefusal(await postJson(app, '/api/contact', [validContact()]), 400, /JSON object/);
  });

  it.each([
    ['text/plain', 'name=Asha'],
    ['application/x-www-form-urlencoded', 'name=Asha'],
    ['multipart/form-data; boundary=x', '--x--'],
    ['application/xml', '<a/>'],
  ])('a %s body is a 415 asking for JSON', async (type, payload) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': type },
      payload,
    });
    await expectRefusal(response, 415, /as JSON/);
  });

  it('a body without a content type is a 415', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/volunteer-simple', payload: 'hello' });
    await expectRefusal(response, 415, /as JSON/);
  });

  it.each(['/api/contact', '/api/volunteer-simple'])(
    '%s: a body over 64 KB is a 413 and stores nothing',
    async (url) => {
      const before = (await tdb.count('contact_messages')) + (await tdb.count('volunteer_applications'));
      const big = { ...validContact(), ...validVolunteer(), message: 'x'.repeat(70 * 1024) };
      await expectRefusal(await postJson(app, url, big), 413, /too large/);
      expect((await tdb.count('contact_messages')) + (await tdb.count('volunteer_applications'))).toBe(before);
    },
  );

  it.each([
    ['GET', '/api/nothing-here'],
    ['POST', '/api/nothing-here'],
    ['GET', '/api/contact'],
    ['DELETE', '/api/contact'],
    ['GET', '/api/admin/submissions?type=contact'],
  ])('%s %s is a 404 in JSON', async (method, url) => {
    const response = await app.inject({ method: method as 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, message: expect.stringContaining('no API route') });
  });

  it('GET /api/health reports the database', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: { database: 'pglite' } });
  });
});

describe('failures and logs', () => {
  const secretContact = {
    name: 'Zenobia Quartermaine',
    phone: '+44 7700 900123',
    email: 'zenobia.private@example.org',
    message: 'My confidential question about donations',
  };
  const leaks = (log: string) => Object.values(secretContact).filter((value) => log.includes(value));
  const secretPayload = { ...secretContact, consent: 'yes', noticeVersion: NOTICES.notice('contact').version };

  async function appWithLog(database: Database) {
    const lines: string[] = [];
    const app = await makeApp(database, {
      logger: { level: 'trace', stream: { write: (line) => void lines.push(line) } },
    });
    return { app, log: () => lines.join('') };
  }

  it('logs method, path and status of a stored submission, but none of its personal data', async () => {
    const { app, log } = await appWithLog(tdb.db);
    const response = await postJson(app, '/api/contact?email=zenobia.private@example.org', secretPayload);
    expect(response.statusCode).toBe(201);
    await postJson(app, '/api/contact', { ...secretPayload, email: 'not-an-email' });
    await app.close();
    expect(log()).toContain('"url":"/api/contact"');
    expect(log()).toContain('"statusCode":201');
    expect(leaks(log())).toEqual([]);
  });

  // A submission and its queued emails are written by one statement (WITH ... INSERT): it fails.
  const failing = (q: Queryable, error: Error): Queryable => ({
    ...q,
    async query(sql, params) {
      if (!/INSERT INTO (contact_messages|volunteer_applications)/.test(sql)) return q.query(sql, params);
      throw Object.assign(error, {
        detail: `Failing row contains (${secretContact.email}, ${secretContact.phone})`,
        parameters: params,
      });
    },
  });
  const failingInserts = (error: Error): Database => ({
    ...tdb.db,
    ...failing(tdb.db, error),
    transaction: (fn) => tdb.db.transaction((tx) => fn(failing(tx, error))),
  });

  it('an unexpected database failure is a 500 with a plain message; the log keeps the error but no row values', async () => {
    const { app, log } = await appWithLog(
      failingInserts(Object.assign(new Error('column "nme" does not exist'), { code: '42703' })),
    );
    const before = await tdb.count('contact_messages');
    const response = await postJson(app, '/api/contact', secretPayload);
    await app.close();
    expect(response.statusCode).toBe(500);
    expect(await tdb.count('contact_messages')).toBe(before);
    expect(response.json()).toEqual({
      success: false,
      message: 'Something went wrong on our side. Please try again later.',
    });
    expect(log()).toContain('column \\"nme\\" does not exist');
    expect(leaks(log())).toEqual([]);
  });

  it.each([
    ['a full disk', Object.assign(new Error('could not extend file: No space left on device'), { code: '53100' })],
    ['a database shutting down', Object.assign(new Error('terminating connection'), { code: '57P01' })],
    ['a file-system error', Object.assign(new Error('write failed'), { code: 'ENOSPC' })],
  ])('%s is a 503 saying to try again, logged in one line without a stack', async (_, error) => {
    const { app, log } = await appWithLog(failingInserts(error));
    const response = await postJson(app, '/api/contact', secretPayload);
    await app.close();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ success: false, message: CANNOT_SAVE });
    expect(log()).toContain('database cannot write');
    expect(log()).not.toContain('"stack"');
    expect(leaks(log())).toEqual([]);
  });
});
