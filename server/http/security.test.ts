// @vitest-environment node
// Headers: HSTS only over https (as the trusted proxy reports it), no-store on every API answer,
// and CORS (when CORS_ORIGINS is set) on the public API only, never on the admin route or the site;
// so is Cross-Origin-Resource-Policy: cross-origin.
import { describe, expect, it } from 'vitest';
import { makeApp, postJson, validContact } from '../../tests/helpers/server/test-app.ts';
import { testDatabaseForFile } from '../../tests/helpers/server/test-database.ts';

const tdb = testDatabaseForFile();

describe('HSTS', () => {
  it('is absent over plain http and sent when the proxy (trusted) says https', async () => {
    const app = await makeApp(tdb.db, { config: { trustProxy: 1 } });
    const http = await app.inject({ url: '/api/health' });
    const https = await app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    await app.close();
    expect(http.headers['strict-transport-security']).toBeUndefined();
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('ignores X-Forwarded-Proto when no proxy is trusted', async () => {
    const app = await makeApp(tdb.db);
    const response = await app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    await app.close();
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('Cache-Control on API answers', () => {
  it('is no-store on a stored form, a refusal, a 404 and the health check', async () => {
    const app = await makeApp(tdb.db);
    const answers = [
      await postJson(app, '/api/contact', validContact()),
      await postJson(app, '/api/contact', { ...validContact(), email: 'bad' }),
      await app.inject({ url: '/api/nothing-here' }),
      await app.inject({ url: '/api/health' }),
    ];
    await app.close();
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 400, 404, 200]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });
});

describe('CORS with CORS_ORIGINS set', () => {
  const origin = 'https://partner.example.org';
  const token = 'a'.repeat(64);

  it('answers the public API, and neither the admin route nor the site', async () => {
    const app = await makeApp(tdb.db, { adminToken: token, config: { corsOrigins: [origin] } });
    const preflight = (url: string) =>
      app.inject({
        method: 'OPTIONS',
        url,
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      });
    const api = await postJson(app, '/api/contact', validContact(), { origin });
    const apiPreflight = await preflight('/api/contact');
    const admin = await app.inject({
      url: '/api/admin/submissions?type=contact',
      headers: { origin, authorization: `Bearer ${token}` },
    });
    const adminPreflight = await preflight('/api/admin/submissions?type=contact');
    const site = await app.inject({ url: '/about', headers: { origin } });
    await app.close();

    expect(api.headers['access-control-allow-origin']).toBe(origin);
    expect(apiPreflight.statusCode).toBe(204);
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['access-control-allow-origin']).toBeUndefined();
    expect(adminPreflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(adminPreflight.statusCode).toBe(404);
    expect(site.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('Cross-Origin-Resource-Policy', () => {
  it('is cross-origin only on the public API with CORS_ORIGINS set; same-origin on the site, the admin route and without it', async () => {
    const origin = 'https://partner.example.org';
    const token = 'b'.repeat(64);
    const withCors = await makeApp(tdb.db, { adminToken: token, config: { corsOrigins: [origin] } });
    const withoutCors = await makeApp(tdb.db);
    const corp = async (app: typeof withCors, url: string, headers: Record<string, string> = {}) =>
      (await app.inject({ url, headers: { origin, ...headers } })).headers['cross-origin-resource-policy'];
    const found = {
      api: await corp(withCors, '/api/health'),
      apiNotFound: await corp(withCors, '/api/nothing-here'),
      site: await corp(withCors, '/about'),
      siteWithSent: await corp(withCors, '/assets/app.js?sent=contact'),
      admin: await corp(withCors, '/api/admin/submissions?type=contact', { authorization: `Bearer ${token}` }),
      apiWithoutCors: await corp(withoutCors, '/api/health'),
      siteWithoutCors: await corp(withoutCors, '/about'),
    };
    await withCors.close();
    await withoutCors.close();
    expect(found).toEqual({
      api: 'cross-origin',
      apiNotFound: 'cross-origin',
      site: 'same-origin',
      siteWithSent: 'same-origin',
      admin: 'same-origin',
      apiWithoutCors: 'same-origin',
      siteWithoutCors: 'same-origin',
    });
  });
});

describe('Referrer-Policy', () => {
  it('lets browsers name our origin on a form post (no-referrer would make it "null", refused as cross-site)', async () => {
    const app = await makeApp(tdb.db);
    const page = await app.inject({ url: '/api/health' });
    await app.close();
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
