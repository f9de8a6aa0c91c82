/**
 * npm run bench:api
 * Starts the server on a loopback port, drives POST /api/contact and /api/volunteer-simple with
 * autocannon (BENCH_SECONDS, default 10 s per variant, BENCH_CONNECTIONS, default 20), first on a
 * temp PGlite directory, then on Postgres when DATABASE_URL or TEST_DATABASE_URL is set.
 * Three variants per route, in alternating half-length runs (a table that grows, or a neighbour
 * that gets busy, weighs on all alike), each server on its own fresh database:
 *   - "before": the server of BENCH_BASELINE (a git ref; default ae5c203, main as it stood on 27 November
 *     2026 with the outbox, consent, the guardian's consent and the visitor e-mail limits: the same work per
 *     request, so the ratio shows what later changes cost), run from a `git archive` copy;
 *     BENCH_BASELINE=none skips it. Every variant is sent the same body: a server from before the consent
 *     (24 November 2026) refuses the privacy notice's fields, so it is no baseline for today's bodies;
 *   - "now": this checkout's server, without an Idempotency-Key;
 *   - "now + key": with a fresh Idempotency-Key per request.
 * Before each run the bench waits until the server's outbox has delivered everything (its emails go
 * to .eml files in a temp DATA_DIR), so no run pays for another's deliveries.
 * Prints requests/s, p50/p99 latency, errors, rows stored against 2xx answers, and the ratios;
 * exits 1 if rows and answers differ, if the key costs more than 10 % of the requests/s, or if
 * "now" is more than 15 % slower than "before".
 *
 * When the time is up autocannon closes its connections with up to one request each still in
 * flight: the server completes and stores those, but autocannon never reads their 2xx. So the
 * check is exact: rows stored = 2xx answers read + requests left unanswered at the cut-off
 * (autocannon's requests.sent - requests.total), with no errors and no non-2xx.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  autocannon,
  type LoadResult,
  NO_VISITOR_EMAIL_LIMITS,
  pgliteTarget,
  postgresTarget,
  postgresUrl,
  ROUTES,
  type RouteName,
  type Target,
} from '../lib/api-load.ts';
import { type ServerProcess, startServer } from '../lib/api-server-process.ts';
import { baselineCheckout } from '../lib/baseline-checkout.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const baselineRef = process.env.BENCH_BASELINE ?? 'ae5c203';

const MIN_KEY_RATIO = 0.9;
const MIN_BEFORE_RATIO = 0.85;

type Variant = 'before' | 'now' | 'now + key';

/** One line of the table: a variant's two half-length runs as one load result, and the rows it stored. */
interface Row extends LoadResult {
  database: string;
  route: RouteName;
  variant: Variant;
  stored: number;
}

/** Two runs as one: requests/s averaged, counts added, the worse latency kept. */
function combine(results: LoadResult[]): LoadResult {
  const sum = (pick: (r: LoadResult) => number) => results.reduce((total, r) => total + pick(r), 0);
  return {
    requestsPerSecond: sum((r) => r.requestsPerSecond) / results.length,
    p50: Math.max(...results.map((r) => r.p50)),
    p99: Math.max(...results.map((r) => r.p99)),
    errors: sum((r) => r.errors),
    ok2xx: sum((r) => r.ok2xx),
    non2xx: sum((r) => r.non2xx),
    unanswered: sum((r) => r.unanswered),
  };
}

interface Running {
  target: Target;
  server: ServerProcess;
  port: number;
  dataDir: string;
}

async function start(target: Target, cwd?: string): Promise<Running> {
  const dataDir = target.env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  // The limits are raised so the bench measures the database path, not the 429 path, and every
  // submission queues and sends its acknowledgement as before (the visitor e-mail limits are counted).
  const env = {
    DATA_DIR: dataDir,
    ...target.env,
    RATE_LIMIT_MAX: '1000000000',
    ...NO_VISITOR_EMAIL_LIMITS,
    SITE_DIR: '/nonexistent',
    REDIS_URL: '',
  };
  const server = startServer(env, 120_000, cwd);
  return { target, server, port: await server.ready, dataDir };
}

/** Waits until the server's outbox has nothing pending (a server without an outbox has none). */
async function settle(running: Running): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const health = (await fetch(`http://127.0.0.1:${running.port}/api/health`).then((r) => r.json())) as {
      data?: { outbox?: { pending?: number } };
    };
    if (!health?.data?.outbox?.pending) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${running.target.name}: the outbox did not empty within a minute`);
}

async function stop(running: Running): Promise<void> {
  // SIGTERM lets the unanswered requests finish; PGlite can be counted only once it is released.
  running.server.child.kill('SIGTERM');
  const { code } = await running.server.exited;
  if (code !== 0) throw new Error(`${running.target.name}: server did not stop cleanly (exit ${code})`);
}

async function benchDatabase(makeTarget: () => Promise<Target>, baselineDir: string | undefined): Promise<Row[]> {
  const now = await start(await makeTarget());
  const before = baselineDir ? await start(await makeTarget(), baselineDir) : undefined;
  const servers: Record<Variant, Running | undefined> = { before, now, 'now + key': now };
  const rows: Row[] = [];
  try {
    for (const route of Object.keys(ROUTES) as RouteName[]) {
      const half = Math.max(1, Math.round(seconds / 2));
      const order: Variant[] = ['before', 'now', 'now + key', 'now + key', 'now', 'before'];
      const runs = new Map<Variant, LoadResult[]>();
      for (const variant of order) {
        const running = servers[variant];
        if (!running) continue;
        await settle(running);
        console.error(`${now.target.name}: ${ROUTES[route].path} ${variant}, ${half} s, ${connections} connections...`);
        const result = await autocannon(running.port, route, half, connections, {
          idempotencyKey: variant === 'now + key',
        });
        runs.set(variant, [...(runs.get(variant) ?? []), result]);
      }
      await settle(now);
      for (const [variant, results] of runs)
        rows.push({ database: now.target.name, route, variant, ...combine(results), stored: 0 });
    }
  } finally {
    for (const running of [now, before]) if (running) await stop(running);
  }
  // "now" and "now + key" write one table; the rows with a key hash are the keyed run's.
  for (const row of rows) {
    const running = servers[row.variant] as Running;
    const keyed = row.variant === 'before' ? undefined : row.variant === 'now + key';
    const where = keyed === undefined ? '' : ` WHERE idempotency_key_hash IS ${keyed ? 'NOT ' : ''}NULL`;
    const found = await running.target.select<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${ROUTES[row.route].table}${where}`,
    );
    row.stored = Number(found[0].n);
  }
  for (const running of [now, before]) {
    if (!running) continue;
    await running.target.cleanup();
    fs.rmSync(running.dataDir, { recursive: true, force: true });
  }
  return rows;
}

const passes = (row: Row) =>
  row.ok2xx > 0 && row.errors === 0 && row.non2xx === 0 && row.stored === row.ok2xx + row.unanswered;

/** Requests/s of `row` divided by those of `other`'s variant for the same database and route. */
function ratio(rows: Row[], row: Row, other: Variant): number | undefined {
  const base = rows.find((r) => r.database === row.database && r.route === row.route && r.variant === other);
  return base ? row.requestsPerSecond / base.requestsPerSecond : undefined;
}

const keyRatio = (rows: Row[], row: Row) => (row.variant === 'now + key' ? ratio(rows, row, 'now') : undefined);
const beforeRatio = (rows: Row[], row: Row) => (row.variant === 'now' ? ratio(rows, row, 'before') : undefined);

function print(rows: Row[]): void {
  const table = rows.map((row) => ({
    database: row.database,
    route: ROUTES[row.route].path,
    variant: row.variant,
    'req/s': Math.round(row.requestsPerSecond),
    'now/before': beforeRatio(rows, row)?.toFixed(2) ?? '',
    'key/no key': keyRatio(rows, row)?.toFixed(2) ?? '',
    'p50 ms': row.p50,
    'p99 ms': row.p99,
    errors: row.errors,
    non2xx: row.non2xx,
    '2xx read': row.ok2xx,
    'unanswered at cut-off': row.unanswered,
    'rows stored': row.stored,
    match: passes(row) ? 'yes' : 'NO',
  }));
  console.table(table);
}

async function main(): Promise<number> {
  const url = postgresUrl();
  const targets: Array<() => Promise<Target>> = [async () => pgliteTarget()];
  if (url) targets.push(() => postgresTarget(url));
  else console.error('No DATABASE_URL/TEST_DATABASE_URL: benchmarking PGlite only.');
  const baseline = baselineRef === 'none' ? undefined : baselineCheckout(baselineRef);
  if (baseline) console.error(`"before" is commit ${baseline.commit} (BENCH_BASELINE=${baselineRef}).`);

  const rows: Row[] = [];
  for (const makeTarget of targets) rows.push(...(await benchDatabase(makeTarget, baseline?.dir)));
  print(rows);
  const label = (r: Row) => `${r.database} ${ROUTES[r.route].path}`;
  const bad = rows.filter((row) => !passes(row));
  if (bad.length > 0) {
    console.error(
      `FAIL: rows stored differ from the 2xx answers (or errors, or nothing stored) for ${bad.map((r) => `${label(r)} ${r.variant}`).join(', ')}`,
    );
    return 1;
  }
  const costly = rows.filter((row) => (keyRatio(rows, row) ?? 1) < MIN_KEY_RATIO);
  if (costly.length > 0) {
    console.error(
      `FAIL: the Idempotency-Key costs more than 10 % of the requests per second for ${costly.map(label).join(', ')}`,
    );
    return 1;
  }
  const slower = rows.filter((row) => (beforeRatio(rows, row) ?? 1) < MIN_BEFORE_RATIO);
  if (slower.length > 0) {
    console.error(`FAIL: more than 15 % fewer requests per second than before for ${slower.map(label).join(', ')}`);
    return 1;
  }
  console.error(
    `OK: every 2xx answer has its row; the Idempotency-Key costs at most 10 %${baseline ? ', and "now" is within 15 % of "before"' : ''}.`,
  );
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
