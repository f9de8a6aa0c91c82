// @vitest-environment node
// A Postgres connection lost in the middle of a query (the server restarted, a proxy or NAT reset
// it, an operator ended the backend) is "the database cannot write now": 503 with the same
// sentence and one warning line as a full disk, never a 500 or a crashed process; the pool drops
// the dead connection and the next request is stored. The connection runs through a TCP proxy
// in this file, so the test can cut it with a reset (RST) or a close (FIN) while an INSERT waits
// on a table lock held by a second, direct connection.
import { randomBytes } from 'node:crypto';
import net, { type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANNOT_SAVE } from '../http/errors.ts';
import { makeApp, postJson, validContact } from '../../tests/helpers/server/test-app.ts';
import { SETUP_TIMEOUT } from '../../tests/helpers/server/test-database.ts';
import { openDatabase, type Database } from './database.ts';
import { migrate } from './migrate.ts';

const url = process.env.TEST_DATABASE_URL;

/** Forwards TCP to Postgres and can cut every connection it carries. */
function tcpProxy(target: URL) {
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    const pair = { client, upstream };
    pairs.add(pair);
    client.pipe(upstream).pipe(client);
    const forget = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', forget).on('close', forget);
    upstream.on('error', forget).on('close', forget);
  });
  return {
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
      ),
    /** RST (resetAndDestroy) or FIN (end) to the database client; the backend side is closed too. */
    cut(how: 'reset' | 'close') {
      for (const { client, upstream } of pairs) {
        upstream.destroy();
        if (how === 'reset') client.resetAndDestroy();
        else client.end();
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const { client, upstream } of pairs) {
          client.destroy();
          upstream.destroy();
        }
        server.close(() => resolve());
      }),
  };
}

describe.skipIf(!url)('a Postgres connection lost mid-query', () => {
  const schema = `test_lost_${process.pid}_${randomBytes(4).toString('hex')}`;
  const proxy = tcpProxy(new URL(url ?? 'postgres://localhost'));
  const lines: string[] = [];
  let db: Database;
  let direct: pg.Client;
  let app: FastifyInstance;

  beforeAll(async () => {
    const port = await proxy.listen();
    const proxied = new URL(url ?? '');
    proxied.hostname = '127.0.0.1';
    proxied.port = String(port);
    db = await openDatabase({ url: proxied.toString(), schema });
    await migrate(db);
    direct = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
    await direct.connect();
    app = await makeApp(db, { logger: { level: 'info', stream: { write: (line) => void lines.push(line) } } });
    // Started, and its first retention purge done, before any lock is taken: only a request's INSERT waits on it.
    await app.ready();
    await app.privacy.settled();
  }, SETUP_TIMEOUT);

  afterAll(async () => {
    await app?.close();
    await db?.close();
    await proxy.close();
    await direct?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await direct?.end();
  }, SETUP_TIMEOUT);

  /** Waits until a query is blocked by the direct connection's lock, i.e. running in its backend. */
  async function untilWaitingOnLock(): Promise<number> {
    for (let i = 0; i < 200; i += 1) {
      const { rows } = await direct.query<{ pid: number }>(
        'SELECT pid FROM pg_stat_activity WHERE pg_backend_pid() = ANY (pg_blocking_pids(pid))',
      );
      if (rows.length > 0) return rows[0].pid;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('the insert never started waiting on the lock');
  }

  /** A POST whose INSERT is running when `cut` breaks its connection. */
  async function postCutMidQuery(cut: (pid: number) => Promise<void> | void) {
    await direct.query('BEGIN');
    await direct.query('LOCK TABLE contact_messages IN ACCESS EXCLUSIVE MODE');
    // inject sends nothing until its result is awaited: start it now.
    const answer = Promise.resolve(postJson(app, '/api/contact', validContact()));
    try {
      await cut(await untilWaitingOnLock());
      return await answer;
    } finally {
      await direct.query('ROLLBACK');
    }
  }

  it.each([
    ['reset (RST)', () => proxy.cut('reset')],
    ['closed (FIN)', () => proxy.cut('close')],
    [
      'ended by pg_terminate_backend',
      async (pid: number) => void (await direct.query('SELECT pg_terminate_backend($1)', [pid])),
    ],
  ])('connection %s: 503 with the sentence and one warning, then the next post is stored', async (_, cut) => {
    lines.length = 0;
    const response = await postCutMidQuery(cut);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ success: false, message: CANNOT_SAVE });
    const log = lines.map((line) => JSON.parse(line));
    expect(log.filter((entry) => entry.level >= 50)).toEqual([]);
    expect(log.filter((entry) => entry.msg === 'database cannot write')).toHaveLength(1);
    expect(lines.join('')).not.toContain('"stack"');

    const after = await postJson(app, '/api/contact', validContact());
    expect(after.statusCode).toBe(201);
  });

  it('a transaction whose connection is reset rejects (503 class) instead of crashing the process', async () => {
    await direct.query('BEGIN');
    await direct.query('LOCK TABLE contact_messages IN ACCESS EXCLUSIVE MODE');
    const running = db.transaction((tx) => tx.query('SELECT count(*) FROM contact_messages'));
    try {
      await untilWaitingOnLock();
      proxy.cut('reset');
      await expect(running).rejects.toMatchObject({ code: expect.stringMatching(/^(08|57P0)/) });
    } finally {
      await direct.query('ROLLBACK');
    }
    const { rows } = await db.transaction((tx) => tx.query<{ n: number }>('SELECT 1 AS n'));
    expect(rows).toEqual([{ n: 1 }]);
  });
});
