// The database as a command line (npm run staff, npm run submissions) opens it itself, with no server
// running: on Postgres this file's test schema, named in the connection string; embedded, a data directory of
// its own, closed again before the tests so the command finds it free.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { ServerConfig } from '../../../server/config.ts';
import { type Database, openDatabase } from '../../../server/db/database.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { appConfig } from './test-app.ts';
import { type Engine, openTestDatabase, pgliteSnapshot, SETUP_TIMEOUT, type TestDatabase } from './test-database.ts';

export interface CommandLineDatabase {
  /** The settings a command reads (DATABASE_URL, or DATA_DIR for the embedded database). */
  config: ServerConfig;
  dataDir: string;
}

/**
 * Registers the hooks and returns the settings, set once its beforeAll has run: read them inside tests.
 * `prepare` stores what the tests need before the command opens the database.
 */
export function commandLineDatabase(
  engine: Engine,
  name: string,
  prepare: (db: Database) => Promise<void> = async () => {},
): CommandLineDatabase {
  const suite = {} as CommandLineDatabase;
  let tdb: TestDatabase | undefined;
  beforeAll(async () => {
    suite.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
    let db: Database;
    if (engine.url) {
      tdb = await openTestDatabase(engine);
      db = tdb.db;
      suite.config = appConfig({
        databaseUrl: `${engine.url}?options=${encodeURIComponent(`-c search_path=${tdb.schema}`)}`,
      });
    } else {
      db = await openDatabase({ dataDir: path.join(suite.dataDir, 'pgdata'), snapshot: await pgliteSnapshot() });
      await migrate(db);
      suite.config = appConfig({ dataDir: suite.dataDir });
    }
    await prepare(db);
    if (!tdb) await db.close();
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await tdb?.close();
    fs.rmSync(suite.dataDir, { recursive: true, force: true });
  }, SETUP_TIMEOUT);
  return suite;
}
