/**
 * npm run test:fault
 * Crash test: sends a stream of uniquely marked submissions to the server on loopback, kills it
 * with SIGKILL in the middle (FAULT_ROUNDS times, default 3, after 1.5 to 3 s of load each),
 * restarts it on the same data every time, then checks that every submission that was answered
 * 2xx is stored. Runs on a temp PGlite directory, and on Postgres when DATABASE_URL or
 * TEST_DATABASE_URL is set. Exits 1 if one acknowledged submission is missing or a restart fails.
 */
import { randomBytes } from 'node:crypto';
import { countRows, pgliteTarget, postgresTarget, postgresUrl, ROUTES, type Target } from './lib/api-load.ts';
import { startServer } from './lib/api-server-process.ts';

const rounds = Number(process.env.FAULT_ROUNDS ?? 3);
const workers = 20;
const runId = randomBytes(4).toString('hex');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Tally {
  sent: number;
  acknowledged: Set<string>;
  failed: number;
}

/** Worker loops posting marked submissions until `stop()` says so; records each 2xx marker. */
async function load(port: number, round: number, tally: Tally, stop: () => boolean): Promise<void> {
  const worker = async (w: number) => {
    for (let i = 0; !stop(); i += 1) {
      const marker = `fault-${runId}-r${round}-w${w}-${i}`;
      const volunteer = i % 2 === 1;
      const route = volunteer ? ROUTES.volunteer : ROUTES.contact;
      const body = volunteer ? { ...route.body, whyJoinUs: marker } : { ...route.body, message: marker };
      tally.sent += 1;
      try {
        const response = await fetch(`http://127.0.0.1:${port}${route.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        // A 2xx status line is an acknowledgement even if the body is cut off by the kill.
        if (response.ok) tally.acknowledged.add(marker);
        else tally.failed += 1;
        await response.arrayBuffer().catch(() => {});
      } catch {
        tally.failed += 1;
        return; // the server is gone; this worker stops
      }
    }
  };
  await Promise.all(Array.from({ length: workers }, (_, w) => worker(w)));
}

async function crashTarget(target: Target): Promise<boolean> {
  const tally: Tally = { sent: 0, acknowledged: new Set(), failed: 0 };
  const env = { ...target.env, RATE_LIMIT_MAX: '1000000000', SITE_DIR: '/nonexistent', REDIS_URL: '' };
  for (let round = 1; round <= rounds; round += 1) {
    const server = startServer(env);
    const port = await server.ready; // a restart after SIGKILL must recover and listen
    let killed = false;
    const running = load(port, round, tally, () => killed);
    await sleep(1500 + Math.random() * 1500);
    server.child.kill('SIGKILL');
    killed = true;
    await Promise.all([running, server.exited]);
    console.error(`${target.name} round ${round}: killed after ${tally.acknowledged.size} acknowledged so far`);
  }

  // One more start: the data must open, and the server must still accept a submission.
  const server = startServer(env);
  const port = await server.ready;
  const after = await fetch(`http://127.0.0.1:${port}${ROUTES.contact.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ROUTES.contact.body),
  });
  server.child.kill('SIGTERM');
  const { code } = await server.exited;

  const stored = new Set(
    (
      await target.select<{ marker: string }>(
        `SELECT message AS marker FROM contact_messages UNION ALL SELECT why_join_us FROM volunteer_applications`,
      )
    ).map((row) => row.marker),
  );
  const missing = [...tally.acknowledged].filter((marker) => !stored.has(marker));
  const total = (await countRows(target, 'contact_messages')) + (await countRows(target, 'volunteer_applications'));
  console.table([
    {
      database: target.name,
      rounds,
      sent: tally.sent,
      'acknowledged (2xx)': tally.acknowledged.size,
      'failed by the kill': tally.failed,
      'rows stored': total,
      'acknowledged but missing': missing.length,
      'restart then 2xx': after.status,
      'clean stop': code === 0 ? 'yes' : `exit ${code}`,
    },
  ]);
  if (missing.length > 0)
    console.error(`${target.name}: missing acknowledged submissions, e.g. ${missing.slice(0, 5).join(', ')}`);
  return missing.length === 0 && after.status === 201 && code === 0 && tally.acknowledged.size > 0;
}

async function main(): Promise<number> {
  const url = postgresUrl();
  const makers: Array<() => Promise<Target>> = [async () => pgliteTarget()];
  if (url) makers.push(() => postgresTarget(url));
  let ok = true;
  for (const make of makers) {
    const target = await make();
    try {
      ok = (await crashTarget(target)) && ok;
    } finally {
      await target.cleanup();
    }
  }
  console.error(ok ? 'OK: every acknowledged submission survived SIGKILL.' : 'FAIL: see above.');
  return ok ? 0 : 1;
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
