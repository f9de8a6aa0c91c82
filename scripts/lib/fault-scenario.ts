// Shared by the fault scenarios in scripts/fault/: marked contact submissions sent with a time
// limit, the count of stored rows per marker (PGlite, read once the server stopped), stacks in a
// log, and fake Redis servers (one that accepts and never answers, a closed port).
import { randomBytes } from 'node:crypto';
import net, { type AddressInfo, type Socket } from 'node:net';
import { ROUTES, type Target } from './api-load.ts';
import type { ServerProcess } from './api-server-process.ts';
import { freePort } from '../fault/lib/free-port.ts';

export interface Sent {
  sent: number;
  acknowledged: string[];
  statuses: number[];
  slowestMs: number;
}

export const newRunId = () => randomBytes(4).toString('hex');

/** Posts `count` marked contact messages, `concurrency` at a time; each waits at most 10 s. */
export async function sendMarked(port: number, prefix: string, count: number, concurrency = 5): Promise<Sent> {
  const result: Sent = { sent: 0, acknowledged: [], statuses: [], slowestMs: 0 };
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const marker = `${prefix}-${next}`;
      next += 1;
      result.sent += 1;
      const started = performance.now();
      try {
        const response = await fetch(`http://127.0.0.1:${port}${ROUTES.contact.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...ROUTES.contact.body, message: marker }),
          signal: AbortSignal.timeout(10_000),
        });
        await response.arrayBuffer();
        result.statuses.push(response.status);
        if (response.ok) result.acknowledged.push(marker);
      } catch {
        result.statuses.push(0);
      }
      result.slowestMs = Math.max(result.slowestMs, performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  result.slowestMs = Math.round(result.slowestMs);
  return result;
}

/** stored, duplicated and lost for the markers sent with `prefix` (run after the server stopped). */
export async function tally(target: Target, prefix: string, acknowledged: string[]) {
  const rows = await target.select<{ marker: string; n: number }>(
    `SELECT message AS marker, count(*)::int AS n FROM contact_messages WHERE message LIKE '${prefix}-%' GROUP BY message`,
  );
  const counts = new Map(rows.map((row) => [row.marker, Number(row.n)]));
  return {
    stored: [...counts.values()].reduce((sum, n) => sum + n, 0),
    duplicated: [...counts.values()].reduce((sum, n) => sum + Math.max(0, n - 1), 0),
    lost: acknowledged.filter((marker) => !counts.has(marker)).length,
  };
}

/** Stack traces in pino JSON lines (a non-empty "stack") or in plain text ("    at ..."). */
export function stacksIn(log: string): number {
  return (log.match(/"stack":"(?!")/g)?.length ?? 0) + (log.match(/\n\s+at .+:\d+:\d+\)?/g)?.length ?? 0);
}

export async function health(port: number): Promise<{ status: number; rateLimits?: string }> {
  const response = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(5000) });
  const body = (await response.json()) as { data?: { rateLimits?: string } };
  return { status: response.status, rateLimits: body.data?.rateLimits };
}

/** A TCP server that accepts connections and never answers, like a hung Redis. */
export async function silentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A port that was free a moment ago: connecting to it is refused. */
export const closedPort = freePort;

/** Time a SIGTERM takes to end the server, and its exit code. */
export async function stopTimed(server: ServerProcess) {
  const started = performance.now();
  server.child.kill('SIGTERM');
  const { code } = await server.exited;
  return { code, ms: Math.round(performance.now() - started) };
}
