/**
 * npm run bench:api
 * Starts the server on a loopback port, drives POST /api/contact and /api/volunteer-simple with
 * autocannon (BENCH_SECONDS, default 10 s each, BENCH_CONNECTIONS, default 20), first on a temp
 * PGlite directory, then on Postgres when DATABASE_URL or TEST_DATABASE_URL is set. Prints
 * requests/s, p50/p99 latency, errors, and rows stored against 2xx answers; exits 1 if they differ.
 *
 * When the time is up autocannon closes its connections with up to one request each still in
 * flight: the server completes and stores those, but autocannon never reads their 2xx. So the
 * check is exact: rows stored = 2xx answers read + requests left unanswered at the cut-off
 * (autocannon's requests.sent - requests.total), with no errors and no non-2xx.
 */
import {
  autocannon,
  countRows,
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

interface Row {
  database: string;
  route: RouteName;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  ok2xx: number;
  non2xx: number;
  unanswered: number;
  stored: number;
}

async function benchTarget(target: Target): Promise<Row[]> {
  // The limit is raised so the bench measures the database path, not the 429 path.
  const server = startServer({ ...target.env, RATE_LIMIT_MAX: '1000000000', SITE_DIR: '/nonexistent', REDIS_URL: '' });
  const port = await server.ready;
  const rows: Row[] = [];
  try {
    for (const route of Object.keys(ROUTES) as RouteName[]) {
      console.error(`${target.name}: ${ROUTES[route].path} for ${seconds} s with ${connections} connections...`);
      const result = await autocannon(port, route, seconds, connections);
      rows.push({ database: target.name, route, ...result, rps: result.requestsPerSecond, stored: 0 });
    }
  } finally {
    // SIGTERM lets the unanswered requests finish; PGlite can be counted only once it is released.
    server.child.kill('SIGTERM');
    const { code } = await server.exited;
    if (code !== 0) throw new Error(`${target.name}: server did not stop cleanly (exit ${code})`);
  }
  for (const row of rows) row.stored = await countRows(target, ROUTES[row.route].table);
  return rows;
}

const passes = (row: Row) =>
  row.ok2xx > 0 && row.errors === 0 && row.non2xx === 0 && row.stored === row.ok2xx + row.unanswered;

function print(rows: Row[]): void {
  const table = rows.map((row) => ({
    database: row.database,
    route: ROUTES[row.route].path,
    'req/s': Math.round(row.rps),
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
  console.error('OK: every 2xx answer has its row.');
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
