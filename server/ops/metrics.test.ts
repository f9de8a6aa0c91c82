// @vitest-environment node
// GET /metrics: absent without METRICS_TOKEN, a 404 without the right bearer token; with it, the
// figures an operator watches (requests by route and status, latency, rate-limit refusals,
// submissions held, outbox waiting/failed/oldest, the purge), labelled by route pattern only, so no
// address or query typed by a visitor ever appears. Requests carry nginx's request id when given.
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { makeApp, postJson, validContact } from '../../tests/helpers/server/test-app.ts';
import { engines, testDatabaseForFile } from '../../tests/helpers/server/test-database.ts';

const TOKEN = 'metrics-token-0123456789';
const scrape = (app: FastifyInstance, authorization?: string) =>
  app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** The value of one sample line, e.g. metric('http_requests_total{method="POST",...}'). */
const sample = (body: string, series: string) => {
  const line = body.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe.each(engines)('metrics on $name', (engine) => {
  const tdb = testDatabaseForFile(engine);

  it('does not exist without METRICS_TOKEN', async () => {
    const app = await makeApp(tdb.db);
    const response = await scrape(app, `Bearer ${TOKEN}`);
    await app.close();
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('http_requests_total');
  });

  it('answers only the right bearer token, as a 404 otherwise', async () => {
    const app = await makeApp(tdb.db, { config: { metricsToken: TOKEN } });
    const answers = await Promise.all([
      scrape(app),
      scrape(app, `Bearer ${TOKEN}x`),
      scrape(app, `Basic ${TOKEN}`),
      scrape(app, `Bearer ${TOKEN}`),
    ]);
    await app.close();
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 200]);
    expect(answers[3].headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answers[3].headers['cache-control']).toBe('no-store');
  });

  it('counts requests, latency, refusals, submissions, the outbox and the purge, with no personal data', async () => {
    await tdb.db.query('DELETE FROM contact_messages');
    await tdb.db.query('DELETE FROM outbox');
    await tdb.db.query(
      `INSERT INTO outbox (kind, purpose, payload, status, next_attempt_at, message_id, created_at, last_error)
       VALUES ('email', 'team-notification', '{"to":["team@example.org"]}', 'failed', NULL, '<m-1@example.org>', now(), '550'),
              ('email', 'acknowledgement', '{"to":["asha@example.org"]}', 'pending', now() + interval '1 hour',
               '<m-2@example.org>', now() - interval '120 seconds', NULL)`,
    );
    await tdb.db.query(
      `INSERT INTO processing_log (action, submission_type, count, reason, at)
       VALUES ('purged', 'contact', 3, 'contact message: kept 12 months', now() - interval '1 day'),
              ('purged', 'contact', 2, 'contact message: kept 12 months', now()),
              ('purged', 'spam', 4, 'flagged as spam: kept 30 days', now())`,
    );
    const app = await makeApp(tdb.db, { config: { metricsToken: TOKEN, rateLimit: { max: 1, windowMs: 60_000 } } });
    expect((await postJson(app, '/api/contact', validContact())).statusCode).toBe(201);
    expect((await postJson(app, '/api/contact', validContact())).statusCode).toBe(429);
    await app.inject({ method: 'GET', url: '/api/health?email=asha@example.org' });
    const body = (await scrape(app, `Bearer ${TOKEN}`)).body;
    await app.close();

    expect(sample(body, 'http_requests_total{method="POST",route="/api/contact",status="201"}')).toBe(1);
    expect(sample(body, 'http_requests_total{method="POST",route="/api/contact",status="429"}')).toBe(1);
    expect(sample(body, 'http_requests_total{method="GET",route="/api/health",status="200"}')).toBe(1);
    expect(sample(body, 'http_request_duration_seconds_count{method="POST",route="/api/contact"}')).toBe(2);
    expect(sample(body, 'site_rate_limit_refusals_total{route="/api/contact"}')).toBe(1);
    expect(sample(body, 'site_submissions_stored{kind="contact",spam="false"}')).toBe(1);
    expect(sample(body, 'site_submissions_stored{kind="volunteer",spam="false"}')).toBe(0);
    expect(sample(body, 'site_outbox_messages{status="failed"}')).toBe(1);
    expect(sample(body, 'site_outbox_messages{status="pending"}')).toBeGreaterThanOrEqual(1);
    expect(sample(body, 'site_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(119);
    expect(sample(body, 'site_purge_erased_rows{kind="contact"}')).toBe(5);
    expect(sample(body, 'site_purge_erased_rows{kind="spam"}')).toBe(4);
    const lastRun = sample(body, 'site_purge_last_run_timestamp_seconds') ?? 0;
    expect(Math.abs(lastRun - Date.now() / 1000)).toBeLessThan(120);
    expect(sample(body, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    for (const personal of ['asha', 'Asha', 'example.org', '98765', 'email=']) expect(body).not.toContain(personal);
  });

  it("takes nginx's request id for the log and the answer, and never a client's own words", async () => {
    const lines: string[] = [];
    const app = await makeApp(tdb.db, { logger: { level: 'info', stream: { write: (line) => lines.push(line) } } });
    const nginxId = '0123456789abcdef0123456789abcdef';
    const viaNginx = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': nginxId } });
    const forged = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'asha@example.org' },
    });
    await app.close();
    expect(viaNginx.headers['x-request-id']).toBe(nginxId);
    expect(lines.some((line) => JSON.parse(line).reqId === nginxId)).toBe(true);
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.join('\n')).not.toContain('asha@example.org');
  });
});
