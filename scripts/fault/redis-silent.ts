// Fault: REDIS_URL points at a server that accepts connections and never answers. Every POST
// must still be answered within 2 s (the limiter gives Redis 150 ms, then counts in memory),
// /api/health says the limits are local, and SIGTERM must not wait on Redis.
import { pgliteTarget } from '../lib/api-load.ts';
import { startServer } from '../lib/api-server-process.ts';
import { health, newRunId, sendMarked, silentServer, stacksIn, stopTimed, tally } from '../lib/fault-scenario.ts';
import type { ScenarioResult } from './types.ts';

async function run(): Promise<ScenarioResult> {
  const target = pgliteTarget();
  const redis = await silentServer();
  const prefix = `redis-silent-${newRunId()}`;
  try {
    const server = startServer({
      ...target.env,
      REDIS_URL: `redis://127.0.0.1:${redis.port}`,
      RATE_LIMIT_MAX: '1000',
      SITE_DIR: '/nonexistent',
    });
    const port = await server.ready;
    const sent = await sendMarked(port, prefix, 60);
    const during = await health(port);
    const stop = await stopTimed(server);
    const counts = await tally(target, prefix, sent.acknowledged);
    return {
      sent: sent.sent,
      acknowledged: sent.acknowledged.length,
      ...counts,
      slowestMs: sent.slowestMs,
      stacksInLog: stacksIn(server.output()),
      notes: [
        `health during the outage: ${during.status}, rateLimits "${during.rateLimits}"`,
        `SIGTERM: exit ${stop.code} after ${stop.ms} ms`,
        `redis warnings logged: ${server.output().split('redis unavailable').length - 1}`,
      ],
    };
  } finally {
    await redis.close();
    await target.cleanup();
  }
}

export default { name: 'Redis silent (accepts, never answers)', run };
