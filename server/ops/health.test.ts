// @vitest-environment node
// /api/health answers 503 while the database cannot store a submission (a full disk), found by a
// real write rather than SELECT 1, and 200 again once it can.
import { describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../db/database.ts';
import { makeApp, postJson, validContact } from '../../tests/helpers/server/test-app.ts';
import { engines, testDatabaseForFile } from '../../tests/helpers/server/test-database.ts';

const diskFull = () => Object.assign(new Error('could not extend file: No space left on device'), { code: '53100' });

describe.each(engines)('health on $name', (engine) => {
  const tdb = testDatabaseForFile(engine);

  it('is 200 with the database and how the limits count when writes work', async () => {
    const app = await makeApp(tdb.db);
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    await app.close();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: { database: engine.name, rateLimits: 'local' } });
  });

  it('reports the outbox as counts only: waiting, the oldest one’s age, failed', async () => {
    await tdb.db.query('DELETE FROM outbox');
    await tdb.db.query(
      `INSERT INTO outbox (kind, purpose, payload, status, next_attempt_at, message_id, created_at, last_error)
       VALUES ('email', 'acknowledgement', '{"to":["asha@example.org"]}', 'pending', now() + interval '1 hour',
               '<h-1@example.org>', now() - interval '90 seconds', NULL),
              ('email', 'team-notification', '{"to":["team@example.org"]}', 'failed', NULL, '<h-2@example.org>', now(), '550')`,
    );
    const app = await makeApp(tdb.db);
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    await app.close();
    await tdb.db.query('DELETE FROM outbox');
    const { outbox } = response.json().data;
    expect(outbox).toEqual({ pending: 1, oldestPendingAgeSeconds: expect.any(Number), failed: 1 });
    expect(outbox.oldestPendingAgeSeconds).toBeGreaterThanOrEqual(89);
    expect(response.body).not.toContain('example.org');
  });

  it('is 503 when the database still reads but cannot write', async () => {
    // Reads answer (SELECT 1 would say healthy); once started, every transaction fails as on a full disk.
    let broken = false;
    const readOnly: Database = {
      ...tdb.db,
      transaction: (fn) => (broken ? Promise.reject(diskFull()) : tdb.db.transaction(fn)),
    };
    const app = await makeApp(readOnly);
    broken = true;
    expect((await tdb.db.query('SELECT 1 AS one')).rows).toHaveLength(1);
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    await app.close();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ success: false, message: expect.stringContaining('cannot store') });
  });

  it('turns 503 as soon as a real insert fails, and 200 after one succeeds', async () => {
    let full = true;
    // The submission's statement fails; the write probe's own insert into a temporary table still
    // works, as on a disk with a little room left.
    const failing = (q: Queryable): Queryable => ({
      ...q,
      async query(sql, params) {
        if (full && sql.includes('INSERT INTO contact_messages')) throw diskFull();
        return q.query(sql, params);
      },
    });
    const flaky: Database = {
      ...tdb.db,
      ...failing(tdb.db),
      transaction: (fn) => tdb.db.transaction((tx) => fn(failing(tx))),
    };
    const app = await makeApp(flaky);
    const health = async () => (await app.inject({ method: 'GET', url: '/api/health' })).statusCode;
    expect(await health()).toBe(200);
    expect((await postJson(app, '/api/contact', validContact())).statusCode).toBe(503);
    expect(await health()).toBe(503);
    full = false;
    expect((await postJson(app, '/api/contact', validContact())).statusCode).toBe(201);
    expect(await health()).toBe(200);
    await app.close();
  });
});
