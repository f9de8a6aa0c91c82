// @vitest-environment node
// /api/health answers 503 while the database cannot store a submission (a full disk), found by a
// real write rather than SELECT 1, and 200 again once it can.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { makeApp, postJson, validContact } from '../../tests/helpers/server/test-app.ts';
import {
  engines,
  openTestDatabase,
  SETUP_TIMEOUT,
  type TestDatabase,
} from '../../tests/helpers/server/test-database.ts';

const diskFull = () => Object.assign(new Error('could not extend file: No space left on device'), { code: '53100' });

describe.each(engines)('health on $name', (engine) => {
  let tdb: TestDatabase;
  beforeAll(async () => {
    tdb = await openTestDatabase(engine);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await tdb?.close();
  }, SETUP_TIMEOUT);

  it('is 200 with the database and how the limits count when writes work', async () => {
    const app = await makeApp(tdb.db);
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    await app.close();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: { database: engine.name, rateLimits: 'local' } });
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
    const flaky: Database = {
      ...tdb.db,
      async query(sql, params) {
        if (full && sql.startsWith('INSERT')) throw diskFull();
        return tdb.db.query(sql, params);
      },
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
