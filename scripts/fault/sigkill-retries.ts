// Fault: SIGKILL under load, FAULT_ROUNDS times (default 3), restarting on the same data and port.
// The clients retry every unanswered request with its Idempotency-Key, so a row committed just
// before the kill (stored, never acknowledged) is answered on the retry instead of stored twice.
// Expected: every submission acknowledged in the end, 0 lost, 0 duplicated. Embedded PGlite.
import { pgliteTarget } from '../lib/api-load.ts';
import { type ServerProcess, startServer } from '../lib/api-server-process.ts';
import { newRunId, tally } from '../lib/fault-scenario.ts';
import { freePort, sleep } from './lib/free-port.ts';
import { retryingLoad } from './lib/retrying-client.ts';
import type { Scenario, ScenarioResult } from './types.ts';

const rounds = Number(process.env.FAULT_ROUNDS ?? 3);

async function run(): Promise<ScenarioResult> {
  const target = pgliteTarget();
  const prefix = `sigkill-${newRunId()}`;
  const port = await freePort();
  const env = {
    ...target.env,
    PORT: String(port),
    RATE_LIMIT_MAX: '1000000000',
    SITE_DIR: '/nonexistent',
    REDIS_URL: '',
  };
  const servers: ServerProcess[] = [];
  let stopping = false;
  try {
    const start = async () => {
      const server = startServer(env);
      servers.push(server);
      await server.ready; // a restart after SIGKILL must recover and listen
      return server;
    };
    let server = await start();
    const load = await retryingLoad(port, prefix, 20, () => stopping);
    for (let round = 1; round <= rounds; round += 1) {
      await sleep(1500 + Math.random() * 1500);
      server.child.kill('SIGKILL');
      await server.exited;
      server = await start();
    }
    // The last server stays up until every worker has its current submission acknowledged.
    await sleep(500);
    stopping = true;
    await load.done;
    server.child.kill('SIGTERM');
    const { code } = await server.exited;
    const counts = await tally(target, prefix, load.tally.acknowledged);
    return {
      sent: load.tally.sent,
      acknowledged: load.tally.acknowledged.length,
      ...counts,
      slowestMs: load.tally.slowestMs,
      stacksInLog: servers.reduce((sum, s) => sum + s.stacks(), 0),
      notes: [
        `${rounds} kills, ${load.tally.retries} retries with the same key`,
        `clean stop: ${code === 0 ? 'yes' : `exit ${code}`}`,
      ],
    };
  } finally {
    stopping = true;
    for (const s of servers) s.child.kill('SIGKILL');
    await target.cleanup();
  }
}

const scenario: Scenario = { name: 'SIGKILL under load, clients retry with the same key', run };
export default scenario;
