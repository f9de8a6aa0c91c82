// The services the site talks to, each asked for real: the database (and its migrations), Redis,
// the mail server (a connection, its greeting, STARTTLS and the login, as a delivery would).
import fs from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import nodemailer from 'nodemailer';
import type { ServerConfig } from '../../config.ts';
import { openDatabase, type Queryable } from '../../db/database.ts';
import { pgliteDir } from '../../db/database-plugin.ts';
import { readMigrations } from '../../db/migrate.ts';
import { DataDirLock, liveHolder, lockPathFor } from '../../lib/data-dir-lock.ts';
import { type Finding, finding, reason, within } from './check.ts';

async function migrationState(db: Queryable): Promise<{ verdict: 'ok' | 'warn'; words: string }> {
  const known = (await readMigrations()).map((m) => m.version);
  let applied: number[];
  try {
    applied = (await db.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((r) =>
      Number(r.version),
    );
  } catch {
    return { verdict: 'warn', words: 'no tables yet: the first server start creates them' };
  }
  const pending = known.filter((v) => !applied.includes(v));
  const newer = applied.filter((v) => !known.includes(v));
  if (newer.length > 0) {
    return {
      verdict: 'warn',
      words: `migrations ${newer.join(', ')} come from a newer release (fine while upgrading)`,
    };
  }
  if (pending.length > 0)
    return { verdict: 'warn', words: `${pending.length} migrations pending: the next start applies them` };
  return { verdict: 'ok', words: `all ${applied.length} migrations applied` };
}

export async function checkDatabase(config: ServerConfig): Promise<Finding> {
  if (config.databaseUrl) {
    try {
      return await within(10_000, 'PostgreSQL', async () => {
        const db = await openDatabase({ url: config.databaseUrl });
        try {
          const [{ version }] = (
            await db.query<{ version: string }>(`SELECT current_setting('server_version') AS version`)
          ).rows;
          const state = await migrationState(db);
          return finding('database', state.verdict, `PostgreSQL ${version}; ${state.words}`);
        } finally {
          await db.close();
        }
      });
    } catch (error) {
      return finding('database', 'fail', `cannot reach PostgreSQL (DATABASE_URL): ${reason(error)}`);
    }
  }
  const holder = liveHolder(lockPathFor(config.dataDir));
  if (holder?.role === 'server' && holder.port) {
    const health = await fetch(`http://127.0.0.1:${holder.port}/api/health`).then(
      (r) => `health answers ${r.status}`,
      (error) => `does not answer: ${reason(error)}`,
    );
    const verdict = health.endsWith('200') ? 'ok' : 'fail';
    return finding(
      'database',
      verdict,
      `embedded, held by the running server (pid ${holder.pid}, port ${holder.port}); ${health}`,
    );
  }
  if (holder)
    return finding('database', 'warn', `embedded, in use by pid ${holder.pid} (${holder.role}); try again later`);
  if (!fs.existsSync(path.join(pgliteDir(config.dataDir), 'PG_VERSION'))) {
    return finding('database', 'warn', `embedded, none yet in ${config.dataDir}: the first start creates it`);
  }
  let lock: DataDirLock;
  try {
    // Held while we look, so a server starting meanwhile waits rather than opening it beside us.
    lock = DataDirLock.acquire(config.dataDir, { port: null, host: null, role: 'export' });
  } catch (error) {
    return finding('database', 'warn', `embedded: ${reason(error)}`);
  }
  try {
    const db = await openDatabase({ dataDir: pgliteDir(config.dataDir) });
    const state = await migrationState(db).finally(() => db.close());
    return finding('database', state.verdict, `embedded in ${config.dataDir} (no server running); ${state.words}`);
  } finally {
    lock.release();
  }
}

export async function checkRedis(config: ServerConfig): Promise<Finding> {
  if (!config.redisUrl) {
    return config.databaseUrl
      ? finding(
          'redis',
          'warn',
          'not set: each instance counts rate limits alone; with several instances set REDIS_URL',
        )
      : finding('redis', 'ok', 'not set: one instance counts its own rate limits');
  }
  const redis = new Redis(config.redisUrl, {
    lazyConnect: true,
    connectTimeout: 3000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  try {
    return await within(5000, 'Redis', async () => {
      await redis.connect();
      await redis.ping();
      const version = /redis_version:(\S+)/.exec(await redis.info('server'))?.[1] ?? '?';
      return finding('redis', 'ok', `Redis ${version} answers PING; rate limits are shared by every instance`);
    });
  } catch (error) {
    return finding(
      'redis',
      'fail',
      `cannot reach Redis (REDIS_URL): ${reason(error)}; the instances would count limits alone`,
    );
  } finally {
    redis.disconnect();
  }
}

export async function checkSmtp(smtpUrl: string | undefined, dataDir: string): Promise<Finding> {
  if (!smtpUrl) {
    return finding(
      'smtp',
      'warn',
      `not set: e-mails are written as files to ${path.join(dataDir, 'outbox')}, nobody receives them`,
    );
  }
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 5000,
    greetingTimeout: 5000,
    socketTimeout: 5000,
    logger: false,
  });
  const { hostname: host, port } = new URL(smtpUrl);
  try {
    await within(15_000, 'The mail server', () => transport.verify());
    return finding(
      'smtp',
      'ok',
      `${host}:${port || 'default'} accepted a connection${new URL(smtpUrl).username ? ' and the login' : ''}`,
    );
  } catch (error) {
    return finding(
      'smtp',
      'fail',
      `${host}:${port || 'default'}: ${reason(error)}; e-mails wait in the outbox until it works`,
    );
  } finally {
    transport.close();
  }
}
