// Two app instances on one database, as two servers would be: on Postgres two connection pools on one
// schema; on PGlite, which one process owns, two apps on one connection. One real SMTP server for both.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type Database, openDatabase } from '../../../server/db/database.ts';
import { type SmtpTestServer, startSmtpTestServer } from './smtp-test-server.ts';
import { type Engine, openTestDatabase, SETUP_TIMEOUT, type TestDatabase } from './test-database.ts';

export type InstanceName = 'one' | 'two';

export interface TwoInstancesOptions {
  /** Makes the instance `name` on `db` (called for 'one', then for 'two', one after the other). */
  instance: (db: Database, name: InstanceName, smtp: SmtpTestServer) => Promise<FastifyInstance>;
  /** Runs last, after everything is closed: e.g. removes the file's temporary folder. */
  cleanup?: () => void;
}

export interface TwoInstances {
  /** The file's test database; instance one uses its connection. */
  readonly tdb: TestDatabase;
  /** Instance two's connection: its own pool on the same schema on Postgres, the same one on PGlite. */
  readonly second: Database;
  readonly smtp: SmtpTestServer;
  /** Instance one, then two; filled in before the tests. */
  readonly apps: FastifyInstance[];
}

/**
 * Registers the beforeAll/afterAll of two instances on one test database on `engine`. Read the fields
 * (except `apps`, filled in place) inside tests and hooks registered after this call: they exist once opened.
 */
export function twoInstancesOnOneDatabase(engine: Engine, options: TwoInstancesOptions): TwoInstances {
  let tdb: TestDatabase | undefined;
  let second: Database | undefined;
  let smtp: SmtpTestServer | undefined;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    tdb = await openTestDatabase(engine);
    second = engine.url ? await openDatabase({ url: engine.url, schema: tdb.schema }) : tdb.db;
    smtp = await startSmtpTestServer();
    apps.push(await options.instance(tdb.db, 'one', smtp), await options.instance(second, 'two', smtp));
    await Promise.all(apps.map((app) => app.ready()));
  }, SETUP_TIMEOUT);

  afterAll(async () => {
    for (const app of apps) await app.close();
    if (second && second !== tdb?.db) await second.close();
    await smtp?.close();
    await tdb?.close();
    options.cleanup?.();
  }, SETUP_TIMEOUT);

  const opened = <T>(value: T | undefined): T => {
    if (value === undefined)
      throw new Error('The two instances are opened in beforeAll; use them inside a test or a later hook.');
    return value;
  };
  return {
    get tdb() {
      return opened(tdb);
    },
    get second() {
      return opened(second);
    },
    get smtp() {
      return opened(smtp);
    },
    apps,
  };
}
