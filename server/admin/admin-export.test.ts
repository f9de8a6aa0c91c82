// @vitest-environment node
// The admin export answers only a loopback caller that came straight to us (no proxy header:
// behind nginx on the same host every caller is 127.0.0.1) with `Authorization: Bearer <token>`.
import { describe, expect, it } from 'vitest';
import { makeApp } from '../../tests/helpers/server/test-app.ts';
import { testDatabaseForFile } from '../../tests/helpers/server/test-database.ts';

const tdb = testDatabaseForFile();

const token = 'f'.repeat(64);
const url = '/api/admin/submissions?type=contact';
const bearer = { authorization: `Bearer ${token}` };

describe('admin export access', () => {
  it.each([
    ['no proxy header and the Bearer token', bearer, 200],
    ['the bare token without "Bearer "', { authorization: token }, 404],
    ['X-Forwarded-For', { ...bearer, 'x-forwarded-for': '127.0.0.1' }, 404],
    ['Forwarded', { ...bearer, forwarded: 'for=127.0.0.1' }, 404],
    ['X-Real-IP', { ...bearer, 'x-real-ip': '127.0.0.1' }, 404],
    ['an empty X-Forwarded-For', { ...bearer, 'x-forwarded-for': '' }, 404],
  ])('a loopback caller with %s gets %i', async (_, headers, status) => {
    const app = await makeApp(tdb.db, { adminToken: token, config: { trustProxy: 1 } });
    const response = await app.inject({ url, headers });
    await app.close();
    expect(response.statusCode).toBe(status);
    if (status === 404) expect(response.json().message).toContain('no API route');
  });
});
