// Fault: under load, clients send a complete POST and reset the connection at once (RST, not
// FIN), 200 times. Expected: no 500 and no stack in the log, /api/health still 200 afterwards,
// every acknowledged row of the ordinary load stored. Embedded PGlite.
import { pgliteTarget, ROUTES } from '../lib/api-load.ts';
import { startServer } from '../lib/api-server-process.ts';
import { health, newRunId, sendMarked, stopTimed, tally } from '../lib/fault-scenario.ts';
import { postThenReset } from './lib/post-then-reset.ts';
import type { Scenario, ScenarioResult } from './types.ts';

const RESETS = 200;

async function run(): Promise<ScenarioResult> {
  const target = pgliteTarget();
  const prefix = `tcp-reset-${newRunId()}`;
  try {
    const server = startServer({
      ...target.env,
      RATE_LIMIT_MAX: '1000000000',
      SITE_DIR: '/nonexistent',
      REDIS_URL: '',
    });
    const port = await server.ready;
    const resets = (async () => {
      for (let i = 0; i < RESETS; i += 20) {
        await Promise.all(
          Array.from({ length: 20 }, (_, j) =>
            postThenReset(port, ROUTES.contact.path, { ...ROUTES.contact.body, message: `${prefix}-reset-${i + j}` }),
          ),
        );
      }
    })();
    const [load] = await Promise.all([sendMarked(port, prefix, 300, 10), resets]);
    const after = await health(port);
    const stop = await stopTimed(server);
    const counts = await tally(target, prefix, load.acknowledged);
    const errors500 = server.output().split('"statusCode":500').length - 1;
    if (after.status !== 200 || errors500 > 0 || stop.code !== 0) {
      throw new Error(`after the resets: health ${after.status}, ${errors500} answers 500 logged, exit ${stop.code}`);
    }
    return {
      sent: load.sent + RESETS,
      acknowledged: load.acknowledged.length,
      ...counts,
      slowestMs: load.slowestMs,
      stacksInLog: server.stacks(),
      notes: [`${RESETS} posts reset at once (their rows may or may not be stored); health after: ${after.status}`],
    };
  } finally {
    await target.cleanup();
  }
}

const scenario: Scenario = { name: 'TCP resets right after complete POSTs, under load', run };
export default scenario;
