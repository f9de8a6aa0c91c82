// Fault: REDIS_URL points at a closed port, then a real Redis starts on that port. During the
// outage every POST is answered fast and counted in memory; once Redis is back the limits are
// shared through it again (its keys appear, health says "redis").
import { spawn } from 'node:child_process';
import { Redis } from 'ioredis';
import { pgliteTarget } from '../lib/api-load.ts';
import { startServer } from '../lib/api-server-process.ts';
import { closedPort, health, newRunId, sendMarked, stacksIn, stopTimed, tally } from '../lib/fault-scenario.ts';
import type { ScenarioResult } from './types.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await sleep(250)) if (await check()) return true;
  return false;
}

async function run(): Promise<ScenarioResult> {
  const target = pgliteTarget();
  const redisPort = await closedPort();
  const prefix = `redis-refusing-${newRunId()}`;
  const notes: string[] = [];
  let redisServer: ReturnType<typeof spawn> | undefined;
  try {
    const server = startServer({
      ...target.env,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      RATE_LIMIT_MAX: '1000',
      SITE_DIR: '/nonexistent',
    });
    const port = await server.ready;
    const outage = await sendMarked(port, `${prefix}-outage`, 40);
    const during = await health(port);
    notes.push(`outage: slowest ${outage.slowestMs} ms; health ${during.status}, rateLimits "${during.rateLimits}"`);

    // Redis coming back on the same port.
    redisServer = spawn('redis-server', ['--port', String(redisPort), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    const back = await waitFor(async () => (await health(port)).rateLimits === 'redis', 10_000);
    const after = await sendMarked(port, `${prefix}-back`, 20);
    const client = new Redis({ port: redisPort, lazyConnect: true, maxRetriesPerRequest: 1 });
    await client.connect();
    const keys = await client.keys('wf-rate-limit-*');
    await client.quit();
    notes.push(`Redis back: health said "redis" ${back ? 'yes' : 'NO'}; limit keys in Redis: ${keys.length}`);

    const stop = await stopTimed(server);
    notes.push(`SIGTERM: exit ${stop.code} after ${stop.ms} ms`);
    const acknowledged = [...outage.acknowledged, ...after.acknowledged];
    const counts = await tally(target, prefix, acknowledged);
    return {
      sent: outage.sent + after.sent,
      acknowledged: acknowledged.length,
      ...counts,
      slowestMs: Math.max(outage.slowestMs, after.slowestMs),
      stacksInLog: stacksIn(server.output()),
      notes,
    };
  } finally {
    redisServer?.kill('SIGTERM');
    await target.cleanup();
  }
}

export default { name: 'Redis refusing, then coming back', run };
