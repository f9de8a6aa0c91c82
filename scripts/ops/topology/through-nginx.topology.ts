// npm run test:topology: the site as it runs in production (docs/deploying.md), checked through nginx:
// every address in three languages, both forms with and without JavaScript, the rate limit keyed on
// the real client and shared by both instances, one instance killed while posting, each e-mail once,
// the health of each instance, a new release switched atomically, a page published (and rolled back) from
// the staff area reaching nginx without a restart, and the previous release's server on the migrated
// database. Needs TEST_DATABASE_URL and REDIS_URL (skips without), nginx and a build.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../lib/api-load.ts';
import { nginxMissing, testProductionConfig } from './nginx-runner.ts';
import { addressPool, postForm, postJson, request } from './http-client.ts';
import {
  builtRoutes,
  CLIENT_DIR,
  formKey,
  fromInstance,
  html,
  languageOf,
  pageLanguage,
  SECURITY_HEADERS,
} from './site-checks.ts';
import { METRICS_TOKEN, RATE_LIMIT_MAX, startTopology, type Topology } from './topology.ts';
import { postThroughKill } from './kill-while-posting.ts';
import { inFlight, mailFigures, outboxEmptied } from './mail-checks.ts';
import { releaseChangedHome, watchDuring } from './release-switch.ts';
import { previousReleaseTakesForms, START_TIMEOUT_MS } from './previous-release.ts';
import {
  draftWithHeading,
  inviteByCommandLine,
  staffApi,
  VISIBLE_WITHIN_MS,
  waitUntilServed,
} from './staff-publish.ts';
import { homeHeadings } from '../../../tests/helpers/server/publishing-suite.ts';

const databaseUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const skip = !databaseUrl || !redisUrl;
if (skip) console.log('test:topology: skipped, set TEST_DATABASE_URL and REDIS_URL (CI sets both).');

const nextAddress = addressPool();
let email = 0;
const uniqueEmail = () => `visitor-${process.pid}-${++email}@example.org`;
const contact = () => ({ ...ROUTES.contact.body, email: uniqueEmail() });
const volunteer = () => ({ ...ROUTES.volunteer.body, email: uniqueEmail() });
const plainFields = (body: Record<string, string>, key: string): Record<string, string> => ({
  ...body,
  idempotencyKey: key,
});

describe.skipIf(skip)('the production topology, through nginx', () => {
  let t: Topology;
  let origin: string;
  beforeAll(async () => {
    const missing = nginxMissing();
    if (missing) throw new Error(`test:topology needs ${missing}.`);
    if (!fs.existsSync(path.join(CLIENT_DIR, 'index.html')))
      throw new Error('test:topology needs a build: npm run build.');
    t = await startTopology(databaseUrl as string, redisUrl as string);
    origin = t.nginx.origin;
  });
  afterAll(async () => {
    await t?.stop();
  });
  const get = (route: string, headers: Record<string, string> = {}) =>
    request(`${origin}${route}`, { headers: { 'accept-encoding': 'br, gzip', ...headers }, from: nextAddress() });

  it('accepts deploy/nginx.conf as it is (nginx -t, with a test certificate)', () => {
    const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'topology-nginx-t-'));
    try {
      expect(testProductionConfig(prefix)).toBeUndefined();
    } finally {
      fs.rmSync(prefix, { recursive: true, force: true });
    }
  });

  describe('every address in three languages', () => {
    it('serves each built address from the site folder, and a page with a form from an instance', async () => {
      const routes = builtRoutes();
      expect(Object.keys(routes).length).toBeGreaterThan(60);
      for (const [route, file] of Object.entries(routes)) {
        const answer = await get(route);
        const formPage = fs.existsSync(path.join(t.siteRoot, 'current/client', path.dirname(file), '.form-page'));
        expect([route, answer.status]).toEqual([route, 200]);
        expect([route, pageLanguage(html(answer))]).toEqual([route, languageOf(route)]);
        expect([route, fromInstance(answer)]).toEqual([route, formPage]);
        expect([route, answer.headers['cache-control']]).toEqual([route, formPage ? 'no-store' : 'no-cache']);
        if (!formPage) expect([route, answer.headers['content-encoding']]).toEqual([route, 'br']);
      }
    });

    it('leaves other spellings and unknown addresses to the instances, in the right language', async () => {
      expect((await get('/JoinUs')).status).toBe(200);
      const mixed = await get('/aBoUt');
      expect([mixed.status, fromInstance(mixed), pageLanguage(html(mixed))]).toEqual([200, true, 'en']);
      const unknown = await get('/no-such-page');
      expect([unknown.status, html(unknown).includes('noindex')]).toEqual([404, true]);
      const hindi = await get('/hi/no-such-page');
      expect([hindi.status, pageLanguage(html(hindi))]).toEqual([404, 'hi']);
    });

    it('caches hashed files for a year and never passes on dot files, metrics or the staff route', async () => {
      const asset = fs.readdirSync(path.join(CLIENT_DIR, 'assets')).find((name) => name.endsWith('.js'));
      const answer = await get(`/assets/${asset}`);
      expect([answer.status, answer.headers['cache-control'], answer.headers['content-encoding']]).toEqual([
        200,
        'public, max-age=31536000, immutable',
        'br',
      ]);
      for (const hidden of ['/joinus/.form-page', '/.vite/manifest.json', '/api/admin/outbox'])
        expect([hidden, (await get(hidden)).status]).toEqual([hidden, 404]);
      expect((await get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` })).status).toBe(404);
    });

    it('passes the staff area to an instance, never cached, never indexed', async () => {
      for (const address of ['/staff', '/staff/inbox']) {
        const answer = await get(address);
        expect([address, answer.status, answer.headers['cache-control'], answer.headers['x-robots-tag']]).toEqual([
          address,
          200,
          'no-store',
          'noindex, nofollow',
        ]);
      }
    });

    it("sends the server's security headers with the files it serves itself", async () => {
      const viaNginx = await get('/about');
      const direct = await request(`http://127.0.0.1:${t.ports[0]}/about`);
      expect(fromInstance(viaNginx)).toBe(false);
      for (const name of SECURITY_HEADERS) expect([name, viaNginx.headers[name]]).toEqual([name, direct.headers[name]]);
    });
  });

  describe('both forms, with and without JavaScript', () => {
    it('stores JSON posts of both forms', async () => {
      for (const [endpoint, body] of [
        ['/api/contact', contact()],
        ['/api/volunteer-simple', volunteer()],
      ] as const) {
        const answer = await postJson(`${origin}${endpoint}`, body, { from: nextAddress() });
        expect([endpoint, answer.status]).toEqual([endpoint, 201]);
      }
    });

    it.each([
      ['/ContactPage', '/api/contact', contact, 'contact_messages'],
      ['/JoinUs', '/api/volunteer-simple', volunteer, 'volunteer_applications'],
    ] as const)(
      '%s: a fresh key per view, a post without JavaScript stored once, its confirmation',
      async (page, endpoint, body, table) => {
        const [first, second] = [html(await get(page)), html(await get(page))];
        expect(formKey(first)).toMatch(/^[\w-]{22}$/);
        expect(formKey(second)).not.toBe(formKey(first));
        const fields = plainFields(body() as Record<string, string>, formKey(first));
        const from = nextAddress();
        const posted = await postForm(`${origin}${endpoint}`, fields, {
          from,
          headers: { referer: `${origin}${page}` },
        });
        expect(posted.status).toBe(303);
        const again = await postForm(`${origin}${endpoint}`, fields, {
          from,
          headers: { referer: `${origin}${page}` },
        });
        expect(again.status).toBe(303);
        const [stored] = await t.target.select<{ n: number }>(
          `SELECT count(*)::int AS n FROM ${table} WHERE email = '${fields.email}'`,
        );
        expect(stored.n).toBe(1);
        const confirmation = await get(String(posted.headers.location));
        expect([confirmation.status, confirmation.headers['cache-control'], fromInstance(confirmation)]).toEqual([
          200,
          'no-store',
          true,
        ]);
        expect(html(confirmation)).not.toBe(html(await get(page)));
      },
    );
  });

  describe('the rate limit', () => {
    it('keys on the real client address and is shared by both instances', async () => {
      const client = nextAddress();
      const statuses: number[] = [];
      for (let i = 0; i < RATE_LIMIT_MAX + 3; i += 1)
        statuses.push((await postJson(`${origin}/api/contact`, contact(), { from: client })).status);
      expect(statuses).toEqual([...Array(RATE_LIMIT_MAX).fill(201), 429, 429, 429]);
      const forged = await postJson(`${origin}/api/contact`, contact(), {
        from: client,
        headers: { 'x-forwarded-for': '10.1.2.3' },
      });
      expect(forged.status).toBe(429);
      expect((await postJson(`${origin}/api/contact`, contact(), { from: nextAddress() })).status).toBe(201);
      // Both instances took some of those posts: one count between them, not one each.
      for (const port of t.ports) {
        const metrics = await request(`http://127.0.0.1:${port}/metrics`, {
          headers: { authorization: `Bearer ${METRICS_TOKEN}` },
        });
        expect(metrics.text).toMatch(
          /^http_requests_total\{method="POST",route="\/api\/contact",status="201"\} [1-9]/m,
        );
      }
    });
  });

  describe('each e-mail delivered once', () => {
    it('delivers both e-mails of every submission so far, none twice', async () => {
      expect(await outboxEmptied(t)).toBe(0);
      const mail = await mailFigures(t);
      expect(mail.unsent).toEqual([]);
      expect([mail.distinct, mail.repeated]).toEqual([mail.expected, 0]);
    });
  });

  describe('one instance killed while posting', () => {
    it('loses nothing acknowledged, stores nothing twice, and still sends every e-mail', async () => {
      const result = await postThroughKill(t, origin, nextAddress, contact, () => inFlight(t));
      await t.startInstance(0);
      expect(await outboxEmptied(t)).toBe(0);
      const mail = await mailFigures(t);
      console.log(
        `topology: ${result.submissions} submissions while instance 1 was killed: ${result.acknowledged} acknowledged, ${result.retried} retried, ${result.lost} lost, ${result.duplicated} stored twice; ${mail.distinct} e-mails for ${mail.expected / 2} submissions, ${mail.repeated} repeated (${result.inFlightAtKill} were being sent at the kill).`,
      );
      expect(result.acknowledged).toBe(result.submissions);
      expect([result.lost, result.duplicated]).toEqual([0, 0]);
      expect(mail.unsent).toEqual([]);
      expect(mail.distinct).toBe(mail.expected);
      // SMTP cannot be exactly-once across a crash: a message handed over just before the kill, not yet
      // marked sent, is sent again by the other instance, with the same Message-ID (mail programs
      // show it once). Never more than were being sent at that moment.
      expect(mail.repeated).toBeLessThanOrEqual(result.inFlightAtKill);
    });
  });

  describe('health', () => {
    it('answers for each instance, and through nginx', async () => {
      for (const url of [...t.ports.map((port) => `http://127.0.0.1:${port}`), origin]) {
        const answer = await request(`${url}/api/health`);
        expect([url, answer.status]).toEqual([url, 200]);
        expect(JSON.parse(answer.text).data).toMatchObject({ database: 'postgres', rateLimits: 'redis' });
      }
    });
  });

  describe('a new release of the site', () => {
    it('reaches visitors at once through nginx, every request getting the old page or the new whole', async () => {
      const seen = await watchDuring(origin, '/', () => releaseChangedHome(t.siteRoot, 'release-2'));
      expect(seen.failed).toBe(0);
      expect(seen.other).toBe(0);
      expect(html(await get('/'))).toContain('release-2 of the topology test');
    });

    it('shows a page published from the staff area (#27) through nginx within 15 s, without a restart; a roll back brings the old page back', async () => {
      const staff = staffApi(origin);
      const editor = await staff.signIn(await inviteByCommandLine(t, `editor-${process.pid}@example.org`, 'editor'));
      const before = await staff.content(editor);
      expect(before.status).toBe(200);
      const oldHeading = homeHeadings({
        pagesText: before.data.draft.content.pages,
        translations: before.data.draft.content.translations,
      });
      const heading = { en: `Published through nginx ${process.pid}`, hi: `nginx से प्रकाशित ${process.pid}` };
      const saved = await staff.save(editor, draftWithHeading(before.data, heading.en, heading.hi));
      expect(saved.status, saved.text).toBe(201);
      const published = await staff.publish(editor, saved.data.revision.id, 'A new home heading (topology test)');
      expect(published.status, published.text).toBe(200);
      const shown = await waitUntilServed(origin, { '/': heading.en, '/hi/': heading.hi });
      console.log(
        `topology: a publish from the staff area (${published.data.addresses} addresses, ${published.data.ms} ms) served by nginx ${(shown.ms / 1000).toFixed(1)} s after its answer.`,
      );
      const byNginx = { shown: true, byNginx: true };
      expect(shown.seen).toEqual({ '/': byNginx, '/hi/': byNginx });
      expect(shown.ms).toBeLessThanOrEqual(VISIBLE_WITHIN_MS);

      const rolled = await staff.rollBack(editor, before.data.published.id, 'Back to the old heading (topology test)');
      expect(rolled.status, rolled.text).toBe(200);
      const back = await waitUntilServed(origin, { '/': String(oldHeading.en), '/hi/': String(oldHeading.hi) }, [
        heading.en,
        heading.hi,
      ]);
      console.log(`topology: the roll back served by nginx ${(back.ms / 1000).toFixed(1)} s after its answer.`);
      expect(back.seen).toEqual({ '/': byNginx, '/hi/': byNginx });
      // Nothing was restarted: both instances still run the processes they started as.
      for (const instance of t.instances) expect(instance?.child.exitCode).toBeNull();
    }, 120_000);
  });

  describe('an upgrade', () => {
    it(
      "runs the previous release's server on the database the new one migrated, for both forms",
      async () => {
        const result = await previousReleaseTakesForms(t.env, t.target, contact(), volunteer());
        expect(result).toEqual({ contact: 201, volunteer: 201, stored: 2, exit: 0 });
      },
      START_TIMEOUT_MS + 30_000,
    );
  });
});
