// @vitest-environment node
// The build writes .br and .gz copies of its text files (scripts/lib/precompress.ts); the server sends the
// one the browser accepts, with the status and cache headers of the file it stands for, else the file itself.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, expect, it } from 'vitest';
import { precompress } from './render/compress.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';
import { appSuite } from '../../tests/helpers/server/app-suite.ts';
import { siteFolderForFile } from '../../tests/helpers/server/site-folder.ts';

const site = siteFolderForFile('site-compressed');
const page = `<!doctype html><title>History</title>${'<p>Seventy years of work.</p>'.repeat(60)}`;
const script = `console.log(${JSON.stringify('hydrate '.repeat(200))});`;

beforeAll(() => {
  site.write('index.html', page);
  site.write('history/index.html', page);
  site.write('assets/app-1a2b3c.js', script);
  site.write('robots.txt', 'User-agent: *');
  site.write(
    '_routes.json',
    JSON.stringify({ routes: { '/': 'index.html', '/history': 'history/index.html' }, fallback: 'index.html' }),
  );
  expect(precompress(site.dir).files).toBe(3); // robots.txt and _routes.json are too small to gain anything
});
const suite = appSuite(engines[0], () => ({ config: { siteDir: site.dir } }));

const get = (url: string, encoding?: string) =>
  suite.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

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
