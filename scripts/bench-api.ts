/**
 * npm run bench:api
 * Starts the server on a loopback port, drives POST /api/contact and /api/volunteer-simple with
 * autocannon (BENCH_SECONDS, default 10 s each, BENCH_CONNECTIONS, default 20), first on a temp
 * PGlite directory, then on Postgres when DATABASE_URL or TEST_DATABASE_URL is set. Each route runs
 * without and with an Idempotency-Key (a fresh one per request), alternating in half-length runs.
 * Prints requests/s, p50/p99 latency, errors, rows stored against 2xx answers, and the
 * with/without ratio of requests/s;
 * exits 1 if rows and answers differ or if the key costs more than 10 % of the requests per second.
 *
 * When the time is up autocannon closes its connections with up to one request each still in
 * flight: the server completes and stores those, but autocannon never reads their 2xx. So the
 * check is exact: rows stored = 2xx answers read + requests left unanswered at the cut-off
 * (autocannon's requests.sent - requests.total), with no errors and no non-2xx.
 */
import {
  autocannon,
  type LoadResult,
  pgliteTarget,
  postgresTarget,
  postgresUrl,
  ROUTES,
  type RouteName,
  type Target,
} from './lib/api-load.ts';
import { startServer } from './lib/api-server-process.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

const MIN_KEY_RATIO = 0.9;

interface Row {
  database: string;
  route: RouteName;
  keyed: boolean;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  ok2xx: number;
  non2xx: number;
  unanswered: number;
  stored: number;
}

/** Two runs as one: requests/s averaged, counts added, the worse latency kept. */
function combine(results: LoadResult[]): Omit<Row, 'database' | 'route' | 'keyed' | 'stored'> {
  const sum = (pick: (r: LoadResult) => number) => results.reduce((total, r) => total + pick(r), 0);
  return {
    rps: sum((r) => r.requestsPerSecond) / results.length,
    p50: Math.max(...results.map((r) => r.p50)),
    p99: Math.max(...results.map((r) => r.p99)),
    errors: sum((r) => r.errors),
    ok2xx: sum((r) => r.ok2xx),
    non2xx: sum((r) => r.non2xx),
    unanswered: sum((r) => r.unanswered),
  };
}

async function benchTarget(target: Target): Promise<Row[]> {
  // The limit is raised so the bench measures the database path, not the 429 path.
  const server = startServer({ ...target.env, RATE_LIMIT_MAX: '1000000000', SITE_DIR: '/nonexistent', REDIS_URL: '' });
  const port = await server.ready;
  const rows: Row[] = [];
  let stopCode: number | null = null;
  try {
    for (const route of Object.keys(ROUTES) as RouteName[]) {
      // Two half-length runs each, in the order without, with, with, without: a table that grows
      // (or a neighbour that gets busy) during the bench weighs on both sides alike.
      const half = Math.max(1, Math.round(seconds / 2));
      const runs = new Map<boolean, LoadResult[]>([
        [false, []],
        [true, []],
      ]);
      for (const keyed of [false, true, true, false]) {
        const label = keyed ? 'with Idempotency-Key' : 'without a key';
        console.error(`${target.name}: ${ROUTES[route].path} ${label}, ${half} s, ${connections} connections...`);
        runs.get(keyed)?.push(await autocannon(port, route, half, connections, { idempotencyKey: keyed }));
      }
      for (const [keyed, results] of runs)
        rows.push({ database: target.name, route, keyed, ...combine(results), stored: 0 });
    }
  } finally {
    // SIGTERM lets the unanswered requests finish; PGlite can be counted only once it is released.
    server.child.kill('SIGTERM');
    stopCode = (await server.exited).code;
  }
  if (stopCode !== 0) throw new Error(`${target.name}: server did not stop cleanly (exit ${stopCode})`);
  // Both runs of a route write one table; the rows with a key hash are the keyed run's.
  for (const row of rows) {
    const found = await target.select<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${ROUTES[row.route].table} WHERE idempotency_key_hash IS ${row.keyed ? 'NOT ' : ''}NULL`,
    );
    row.stored = Number(found[0].n);
  }
  return rows;
}

const passes = (row: Row) =>
  row.ok2xx > 0 && row.errors === 0 && row.non2xx === 0 && row.stored === row.ok2xx + row.unanswered;

/** Requests/s with the key divided by without, for the same database and route. */
function keyRatio(rows: Row[], row: Row): number | undefined {
  const plain = rows.find((r) => r.database === row.database && r.route === row.route && !r.keyed);
  return row.keyed && plain ? row.rps / plain.rps : undefined;
}

function print(rows: Row[]): void {
  const table = rows.map((row) => ({
    database: row.database,
    route: ROUTES[row.route].path,
    'Idempotency-Key': row.keyed ? 'yes' : 'no',
    'req/s': Math.round(row.rps),
    'with/without': keyRatio(rows, row)?.toFixed(2) ?? '',
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

  const rows: Row[] = [];
  for (const makeTarget of targets) {
    const target = await makeTarget();
    try {
      rows.push(...(await benchTarget(target)));
    } finally {
      await target.cleanup();
    }
  }
  print(rows);
  const bad = rows.filter((row) => !passes(row));
  if (bad.length > 0) {
    console.error(
      `FAIL: rows stored differ from the 2xx answers (or errors, or nothing stored) for ${bad.map((r) => `${r.database} ${r.route}`).join(', ')}`,
    );
    return 1;
  }
  const costly = rows.filter((row) => (keyRatio(rows, row) ?? 1) < MIN_KEY_RATIO);
  if (costly.length > 0) {
    console.error(
      `FAIL: the Idempotency-Key costs more than 10 % of the requests per second for ${costly.map((r) => `${r.database} ${r.route}`).join(', ')}`,
    );
    return 1;
  }
  console.error('OK: every 2xx answer has its row, and the Idempotency-Key costs at most 10 % of the requests/s.');
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
