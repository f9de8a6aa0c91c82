// GET /metrics in Prometheus's text format (prom-client), only when METRICS_TOKEN is set and only for
// `Authorization: Bearer <METRICS_TOKEN>`; anything else gets the same 404 as an unknown address, and
// deploy/nginx.conf never passes /metrics on. Labels are route patterns and status codes, never a
// path as typed, a query or an address, so no personal data reaches a metric.
// Per process: requests, latency, rate-limit refusals, Node's own figures. From the database at
// scrape time (metrics-figures.ts): submissions held, outbox waiting/failed/oldest, the purge.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import backupRoutes from './backup-routes.ts';
import { purgeFigures, storedSubmissions } from './metrics-figures.ts';

/** The route pattern ('/api/contact', '/*' for the site), or 'unmatched' for a 404 no route took. */
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';

function authorised(request: FastifyRequest, token: string): boolean {
  const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '');
  if (!bearer) return false;
  const given = Buffer.from(bearer[1]);
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function databaseGauges(register: Registry, app: FastifyInstance) {
  const registers = [register];
  new Gauge({
    name: 'site_submissions_stored',
    help: 'Submissions held in the database now, by kind and spam flag (all instances share them).',
    labelNames: ['kind', 'spam'],
    registers,
    async collect() {
      this.reset();
      for (const row of await storedSubmissions(app.database, app.submissions.kinds)) {
        this.set({ kind: row.kind, spam: String(row.spam) }, row.count);
      }
    },
  });
  new Gauge({
    name: 'site_outbox_messages',
    help: 'E-mails and webhook calls waiting to be delivered (pending) and given up on (failed).',
    labelNames: ['status'],
    registers,
    async collect() {
      const health = await app.outbox.health();
      this.set({ status: 'pending' }, health.pending);
      this.set({ status: 'failed' }, health.failed);
    },
  });
  new Gauge({
    name: 'site_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest message waiting; growing means mail is not going out.',
    registers,
    async collect() {
      this.set((await app.outbox.health()).oldestPendingAgeSeconds);
    },
  });
  const purge = () => purgeFigures(app.database);
  new Gauge({
    name: 'site_purge_erased_rows',
    help: 'Rows erased by the retention purge, by kind, over the processing log retention window.',
    labelNames: ['kind'],
    registers,
    async collect() {
      this.reset();
      for (const item of (await purge()).erased) this.set({ kind: item.kind }, item.count);
    },
  });
  new Gauge({
    name: 'site_purge_last_run_timestamp_seconds',
    help: 'When the retention purge last ran (0: never); it runs at start and daily.',
    registers,
    async collect() {
      this.set((await purge()).lastRunSeconds);
    },
  });
}

export interface OpsOptions {
  /** The lock file's token: enables the loopback backup route of the embedded database. */
  adminToken?: string;
}

export default fp<OpsOptions>(
  async (app, options) => {
    if (options.adminToken) await app.register(backupRoutes, { token: options.adminToken });
    // Operators match the nginx access log's $request_id with the server's log through this header.
    app.addHook('onSend', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
    const token = app.config.metricsToken;
    if (!token) return;

    const register = new Registry();
    collectDefaultMetrics({ register });
    const registers = [register];
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'Requests answered, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    const latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer, by method and route pattern.',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    const refusals = new Counter({
      name: 'site_rate_limit_refusals_total',
      help: 'Requests refused by a rate limit (429), by route pattern.',
      labelNames: ['route'],
      registers,
    });
    databaseGauges(register, app);

    app.addHook('onResponse', async (request, reply) => {
      const route = routeOf(request);
      requests.inc({ method: request.method, route, status: String(reply.statusCode) });
      latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
      if (reply.statusCode === 429) refusals.inc({ route });
    });

    app.get('/metrics', async (request, reply) => {
      if (!authorised(request, token)) return reply.callNotFound();
      reply.header('content-type', register.contentType).header('cache-control', 'no-store');
      return register.metrics();
    });
  },
  { name: 'ops-metrics', dependencies: ['config'] },
);
