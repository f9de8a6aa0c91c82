// One small interface over the two engines, so the repository, the migrations and the tests
// run the same SQL on embedded PGlite (no setup for a newcomer) and on a Postgres server.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { ConnectionLostError, connectionLostAs08 } from './connection-lost.ts';

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: its data directory as a gzipped tar, taken between two queries (npm run backup). */
  dumpDataDir?(): Promise<Blob>;
}

export interface DatabaseOptions {
  /** postgres://... : use a server. Without it, PGlite. */
  url?: string;
  /** PGlite data directory; omitted means in memory (tests). */
  dataDir?: string;
  /** Put every table in this schema (tests isolate themselves with one schema per file). */
  schema?: string;
  /** PGlite only: start from this dumpDataDir() snapshot instead of running initdb (tests, ~3x faster). */
  snapshot?: Blob;
}

function checkSchemaName(schema: string): string {
  // Interpolated into SQL, so only plain identifiers are accepted.
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`Invalid schema name "${schema}".`);
  return schema;
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  // PGlite creates its own folder but not the ones above it.
  if (options.dataDir) fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const db = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.snapshot });
  if (options.schema) {
    const schema = checkSchemaName(options.schema);
    // PGlite is a single session, so search_path set once holds for every later query.
    await db.exec(`CREATE SCHEMA IF NOT EXISTS ${schema}; SET search_path TO ${schema};`);
  }
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    query: async <T>(sql: string, params?: unknown[]) => ({ rows: (await q.query<T>(sql, params)).rows }),
    exec: async (sql: string) => void (await q.exec(sql)),
  });
  return {
    kind: 'pglite',
    ...wrap(db),
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    close: () => db.close(),
    dumpDataDir: () => db.dumpDataDir('gzip'),
  };
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const schema = options.schema ? checkSchemaName(options.schema) : undefined;
  if (schema) {
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    try {
      await setup.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } catch (error) {
      // Two connections creating the same schema at once: the loser sees a duplicate; fine.
      if (!['23505', '42P06'].includes((error as { code?: string }).code ?? '')) throw error;
    } finally {
      await setup.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5000,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const run = async (q: pg.Pool | pg.PoolClient, sql: string, params?: unknown[]) => {
    try {
      return await q.query(sql, params);
    } catch (error) {
      throw connectionLostAs08(error);
    }
  };
  const wrap = (q: pg.Pool | pg.PoolClient): Queryable => ({
    query: async <T>(sql: string, params?: unknown[]) => ({ rows: (await run(q, sql, params)).rows as T[] }),
    exec: async (sql: string) => void (await run(q, sql)),
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect().catch((error) => {
        throw connectionLostAs08(error);
      });
      // A checked-out client has no listener of the pool's: its socket dying would be an uncaught
      // 'error' (a crashed process). The running query rejects anyway; the pool drops the client.
      const ignore = () => {};
      client.on('error', ignore);
      let failed: unknown;
      try {
        await run(client, 'BEGIN');
        const result = await fn(wrap(client));
        await run(client, 'COMMIT');
        return result;
      } catch (error) {
        failed = error;
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.removeListener('error', ignore);
        // Given the error, the pool closes the client instead of lending its dead connection again.
        client.release(failed instanceof ConnectionLostError ? failed : undefined);
      }
    },
    close: () => pool.end(),
  };
}

export function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url, options) : openPglite(options);
}

/** Drops a test schema and everything in it. */
export async function dropSchema(db: Queryable, schema: string): Promise<void> {
  await db.exec(`DROP SCHEMA IF EXISTS ${checkSchemaName(schema)} CASCADE`);
}
