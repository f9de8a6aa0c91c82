// @vitest-environment node
// Serving the built site from SITE_DIR (a small fixture here, not a real build): known routes,
// real files with the right cache headers, 404 with the fallback page, and never a file
// outside SITE_DIR. Also the security headers and CORS.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp } from '../../tests/helpers/server/test-app.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';
import { appSuite } from '../../tests/helpers/server/app-suite.ts';
import { scriptHashSource } from '../http/security-plugin.ts';
import { INLINE_SCRIPTS } from '../../content/inline-scripts.ts';

let root: string;
let siteDir: string;

function write(file: string, content: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-'));
  siteDir = path.join(root, 'site');
  write(path.join(root, 'secret.txt'), 'TOP SECRET');
  write(path.join(siteDir, 'index.html'), '<!doctype html><title>Home</title>');
  write(path.join(siteDir, 'history', 'index.html'), '<!doctype html><title>History</title>');
  write(path.join(siteDir, 'hi', '404.html'), '<!doctype html><html lang="hi-IN"><title>Hindi home</title>');
  write(path.join(siteDir, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
  write(path.join(siteDir, 'robots.txt'), 'User-agent: *');
  write(path.join(siteDir, '.env'), 'HIDDEN=1');
  write(
    path.join(siteDir, '_routes.json'),
    JSON.stringify({
      routes: { '/': 'index.html', '/history': 'history/index.html', '/new': 'history/index.html' },
      fallback: 'index.html',
      languageFallbacks: { '/hi/': 'hi/404.html' },
    }),
  );
  fs.symlinkSync(path.join(root, 'secret.txt'), path.join(siteDir, 'linked.txt'));
});
afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});
const suite = appSuite(engines[0], () => ({ config: { siteDir } }));

const get = (url: string, headers: Record<string, string> = {}) => suite.app.inject({ method: 'GET', url, headers });

describe('static site', () => {
  it.each([
    ['/', 'Home'],
    ['/history', 'History'],
    ['/History/', 'History'],
    ['/NEW?utm_source=x', 'History'],
  ])('%s is a route: 200 with its page, not cached', async (url, title) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(`<title>${title}</title>`);
  });

  it('sends hashed assets with a long cache and other files with a short one', async () => {
    const asset = await get('/assets/app-1a2b3c.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toBe('User-agent: *');
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers an unknown path with the fallback page and status 404', async () => {
    const response = await get('/no-such-page');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title>Home</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/hi/no-such-page', '/HI/a/b', '/hi'])(
    'answers an unknown %s with its language home page and 404',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<title>Hindi home</title>');
    },
  );

  it.each([
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/linked.txt',
    '/.env',
    '/history/../../secret.txt',
  ])('never serves files outside SITE_DIR or hidden ones: %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('TOP SECRET');
    expect(response.body).not.toContain('HIDDEN');
  });

  it('answers a malformed address with a JSON 400', async () => {
    const response = await get('/%E0%A4%A');
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });

  it('keeps unknown /api paths as JSON 404s', async () => {
    const response = await get('/api/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json().success).toBe(false);
  });

  it('sends security headers whose CSP allows the site itself', async () => {
    const csp = (await get('/')).headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    // The inline scripts (speculation rules, the phone menu before the shell wakes), each by its hash.
    for (const script of INLINE_SCRIPTS) expect(csp).toContain(scriptHashSource(script));
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("object-src 'none'");
    const headers = (await get('/api/health')).headers;
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('API only', () => {
  it('without a built site, non-API paths are JSON 404s', async () => {
    const apiOnly = await makeApp(suite.tdb.db, { config: { siteDir: path.join(root, 'missing') } });
    const response = await apiOnly.inject({ method: 'GET', url: '/' });
    await apiOnly.close();
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Not found.' });
  });
});

describe('CORS', () => {
  const preflight = (target: FastifyInstance, origin: string) =>
    target.inject({
      method: 'OPTIONS',
      url: '/api/contact',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });

  it('is closed by default: no allow-origin header for another site', async () => {
    const response = await suite.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('opens only to configured origins', async () => {
    const open = await makeApp(suite.tdb.db, { config: { corsOrigins: ['https://site.example'] } });
    const allowed = await preflight(open, 'https://site.example');
    const refused = await preflight(open, 'https://evil.example');
    await open.close();
    expect(allowed.headers['access-control-allow-origin']).toBe('https://site.example');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });
});
