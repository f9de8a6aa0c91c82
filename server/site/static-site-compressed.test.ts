// @vitest-environment node
// The build writes .br and .gz copies of its text files (scripts/lib/precompress.ts); the server sends the
// one the browser accepts, with the status and cache headers of the file it stands for, else the file itself.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { precompress } from '../../scripts/lib/precompress.ts';
import { makeApp } from '../../tests/helpers/server/test-app.ts';
import {
  engines,
  openTestDatabase,
  SETUP_TIMEOUT,
  type TestDatabase,
} from '../../tests/helpers/server/test-database.ts';

let siteDir: string;
let tdb: TestDatabase;
let app: FastifyInstance;
const page = `<!doctype html><title>History</title>${'<p>Seventy years of work.</p>'.repeat(60)}`;
const script = `console.log(${JSON.stringify('hydrate '.repeat(200))});`;

function write(file: string, content: string) {
  fs.mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
  fs.writeFileSync(path.join(siteDir, file), content);
}

beforeAll(async () => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-compressed-'));
  write('index.html', page);
  write('history/index.html', page);
  write('assets/app-1a2b3c.js', script);
  write('robots.txt', 'User-agent: *');
  write(
    '_routes.json',
    JSON.stringify({ routes: { '/': 'index.html', '/history': 'history/index.html' }, fallback: 'index.html' }),
  );
  expect(precompress(siteDir).files).toBe(3); // robots.txt and _routes.json are too small to gain anything
  tdb = await openTestDatabase(engines[0]);
  app = await makeApp(tdb.db, { config: { siteDir } });
}, SETUP_TIMEOUT);
afterAll(async () => {
  await app?.close();
  await tdb?.close();
  fs.rmSync(siteDir, { recursive: true, force: true });
}, SETUP_TIMEOUT);

const get = (url: string, encoding?: string) =>
  app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

it('sends the Brotli copy to a browser that takes it, with the headers of the page', async () => {
  const response = await get('/History/', 'gzip, deflate, br');
  expect([response.statusCode, response.headers['content-encoding'], response.headers['cache-control']]).toEqual([
    200,
    'br',
    'no-cache',
  ]);
  expect(response.headers['content-type']).toMatch(/text\/html/);
  expect(response.headers.vary).toMatch(/accept-encoding/i);
  expect(brotliDecompressSync(response.rawPayload).toString()).toBe(page);
});

it('sends gzip when that is all the browser takes, and the plain file when it takes none', async () => {
  const gzipped = await get('/assets/app-1a2b3c.js', 'gzip');
  expect([gzipped.headers['content-encoding'], gzipped.headers['cache-control']]).toEqual([
    'gzip',
    'public, max-age=31536000, immutable',
  ]);
  expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);
  const plain = await get('/assets/app-1a2b3c.js');
  expect([plain.headers['content-encoding'], plain.body]).toEqual([undefined, script]);
});

it('keeps status 404 on the compressed fallback page, and sends small files as they are', async () => {
  const missing = await get('/no-such-page', 'br');
  expect([missing.statusCode, missing.headers['content-encoding']]).toEqual([404, 'br']);
  expect(brotliDecompressSync(missing.rawPayload).toString()).toBe(page);
  const robots = await get('/robots.txt', 'br');
  expect([robots.headers['content-encoding'], robots.body]).toEqual([undefined, 'User-agent: *']);
});
