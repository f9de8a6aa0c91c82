// @vitest-environment node
// A served form page carries a fresh Idempotency-Key in its hidden field (so a plain post sent twice
// is stored once); such pages are never cached nor sent from the precompressed copies. Other pages
// are served as before.
import { gunzipSync } from 'node:zlib';
import { beforeAll, expect, it } from 'vitest';
import { precompress } from './render/compress.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';
import { appSuite } from '../../tests/helpers/server/app-suite.ts';
import { siteFolderForFile } from '../../tests/helpers/server/site-folder.ts';

const site = siteFolderForFile('site-keys');
const formPage = `<!doctype html><title>Contact</title>${'<p>Write to us.</p>'.repeat(80)}<form method="post">
<input type="hidden" name="idempotencyKey" value=""/><input name="name"/></form>`;
const KEY = /<input type="hidden" name="idempotencyKey" value="([A-Za-z0-9_-]{22})"\/>/;

beforeAll(() => {
  site.write('index.html', `<!doctype html><title>Home</title>${'<p>Welcome.</p>'.repeat(80)}`);
  site.write('contactpage/index.html', formPage);
  site.write(
    '_routes.json',
    JSON.stringify({ routes: { '/': 'index.html', '/contactpage': 'contactpage/index.html' }, fallback: 'index.html' }),
  );
  precompress(site.dir);
});
const suite = appSuite(engines[0], () => ({ config: { siteDir: site.dir } }));

const get = (url: string, encoding?: string) =>
  suite.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

it('fills a fresh 128-bit key into each served form page, not cached', async () => {
  const first = await get('/ContactPage');
  const second = await get('/contactpage/');
  expect([first.statusCode, first.headers['cache-control'], first.headers['content-type']]).toEqual([
    200,
    'no-store',
    'text/html; charset=utf-8',
  ]);
  const keys = [KEY.exec(first.body)?.[1], KEY.exec(second.body)?.[1]];
  expect(keys[0]).toBeDefined();
  expect(keys[0]).not.toBe(keys[1]);
  expect(Buffer.from(keys[0] ?? '', 'base64url')).toHaveLength(16);
  // Nothing else of the page changes.
  expect(first.body.replace(KEY, '<input type="hidden" name="idempotencyKey" value=""/>')).toBe(formPage);
});

it('compresses the filled page on the fly instead of sending the stale precompressed copy', async () => {
  const response = await get('/ContactPage', 'gzip, deflate, br');
  expect([response.headers['content-encoding'], response.headers['cache-control']]).toEqual(['gzip', 'no-store']);
  expect(response.headers.vary).toMatch(/accept-encoding/i);
  expect(gunzipSync(response.rawPayload).toString()).toMatch(KEY);
});

it('serves pages without the field as before (precompressed, no-cache)', async () => {
  const response = await get('/', 'br');
  expect([response.headers['content-encoding'], response.headers['cache-control']]).toEqual(['br', 'no-cache']);
});
