// @vitest-environment node
// The staff app as the server serves it: /staff and every address under it get the
// app's index.html, never stored by a cache, never indexed, never framed, under a strict CSP; its
// hashed assets are served from /staff/assets/; without a build, /staff says how to make one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp } from '../../tests/helpers/server/test-app.ts';
import { testDatabaseForFile } from '../../tests/helpers/server/test-database.ts';
import { STAFF_CSP } from './staff-app-plugin.ts';

const tdb = testDatabaseForFile();

describe('the built staff app', () => {
  const staffDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-app-'));
  let app: FastifyInstance;
  beforeAll(async () => {
    fs.mkdirSync(path.join(staffDir, 'assets'));
    fs.writeFileSync(
      path.join(staffDir, 'index.html'),
      '<!doctype html><title>Staff area</title><div id="root"></div>',
    );
    fs.writeFileSync(path.join(staffDir, 'assets', 'index-abc123.js'), 'console.log("staff")');
    fs.writeFileSync(path.join(staffDir, 'preview.html'), '<!doctype html><title>Section preview</title>');
    app = await makeApp(tdb.db, { staffDir });
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(staffDir, { recursive: true, force: true });
  });

  it.each(['/staff', '/staff/', '/staff/inbox', '/staff/members', '/staff/link?t=abc'])(
    '%s is the app: no-store, noindex, no frames, the strict CSP',
    async (url) => {
      const answer = await app.inject({ url });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('<div id="root"></div>');
      expect(answer.headers).toMatchObject({
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'x-robots-tag': 'noindex, nofollow',
        'content-security-policy': STAFF_CSP,
        'referrer-policy': 'same-origin',
      });
      expect(STAFF_CSP).toContain("frame-ancestors 'none'");
      expect(STAFF_CSP).toContain("script-src 'self'");
    },
  );

  it("serves the section editor's preview page (#27), which only the staff area itself may frame", async () => {
    const answer = await app.inject({ url: '/staff/preview.html' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<title>Section preview</title>');
    expect(answer.headers['cache-control']).toBe('no-store');
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
  });

  it('serves its hashed assets, and a missing one is a 404', async () => {
    const asset = await app.inject({ url: '/staff/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("staff")');
    expect(asset.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect((await app.inject({ url: '/staff/assets/nothing.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/staff/assets/../index.html' })).body).not.toContain('console.log');
  });

  it('never serves a file outside its assets folder, however the address climbs out of it', async () => {
    // Beside the build and above it: what a climbing address would reach if the assets route followed it.
    fs.writeFileSync(path.join(staffDir, 'secret.txt'), 'staff-dir-secret');
    const above = path.join(path.dirname(staffDir), `above-${path.basename(staffDir)}.txt`);
    fs.writeFileSync(above, 'above-secret');
    try {
      const climbs = [
        '/staff/assets/../secret.txt',
        '/staff/assets/%2e%2e/secret.txt',
        '/staff/assets/..%2fsecret.txt',
        '/staff/assets/%2e%2e%2fsecret.txt',
        '/staff/assets/..%5csecret.txt',
        `/staff/assets/../../${path.basename(above)}`,
        `/staff/assets/..%2f..%2f${path.basename(above)}`,
      ];
      for (const url of climbs) {
        const answer = await app.inject({ url });
        expect([url, answer.body.includes('secret')]).toEqual([url, false]);
      }
    } finally {
      fs.rmSync(above, { force: true });
    }
  });
});

describe('without a staff build', () => {
  it('/staff says how to build it (503, no-store, noindex)', async () => {
    const app = await makeApp(tdb.db, { staffDir: path.join(os.tmpdir(), 'no-staff-build-here') });
    const answer = await app.inject({ url: '/staff/inbox' });
    await app.close();
    expect(answer.statusCode).toBe(503);
    expect(answer.body).toContain('The staff area is not built');
    expect(answer.body).toContain('npm run build');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['x-robots-tag']).toBe('noindex, nofollow');
  });
});
