// The engines every database test runs on: embedded PGlite always, Postgres when
// TEST_DATABASE_URL is set (CI). Each test file gets its own schema, dropped at the end,
// so files can run in parallel against one Postgres without seeing each other's rows.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll } from 'vitest';
import { dropSchema, openDatabase, type Database } from '../../../server/db/database.ts';
import { migrate } from '../../../server/db/migrate.ts';

export interface Engine {
  name: 'pglite' | 'postgres';
  url?: string;
}

export const engines: Engine[] = [
  { name: 'pglite' },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres' as const, url: process.env.TEST_DATABASE_URL }] : []),
];

export interface TestDatabase {
  db: Database;
  /** The schema holding this file's tables. */
  schema: string;
  count(table: 'contact_messages' | 'volunteer_applications' | 'donations'): Promise<number>;
  close(): Promise<void>;
}

/**
 * A freshly initialised PGlite data directory, made once per machine and reused: loading it
 * takes under a second where initdb takes three or more on a busy two-core box.
 */
export async function pgliteSnapshot(): Promise<Blob> {
  const version = JSON.parse(fs.readFileSync('node_modules/@electric-sql/pglite/package.json', 'utf8')).version;
  const file = path.join(os.tmpdir(), `pglite-empty-${version}.tar`);
  if (!fs.existsSync(file)) {
    const db = await PGlite.create();
    const dump = await db.dumpDataDir('none');
    await db.close();
    // Written aside then renamed, so a parallel test file never reads half a snapshot.
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  }
  return new Blob([fs.readFileSync(file)]);
}

export async function openTestDatabase(engine: Engine): Promise<TestDatabase> {
  const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const snapshot = engine.url ? undefined : await pgliteSnapshot();
  const db = await openDatabase({ url: engine.url, schema, snapshot });
  await migrate(db);
  return {
    db,
    schema,
    async count(table) {
      const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
      return Number(rows[0].n);
    },
    async close() {
      await dropSchema(db, schema);
      await db.close();
    },
  };
}

/** Opening a database takes seconds on a busy two-core machine; hooks that do it get this long. */
export const SETUP_TIMEOUT = 120_000;

/**
 * The file's test database on `engine` (PGlite unless given), opened before its tests and closed
 * after them. Read its fields inside tests and hooks registered after this call: they exist once it opened.
 */
export function testDatabaseForFile(engine: Engine = engines[0]): TestDatabase {
  let opened: TestDatabase | undefined;
  beforeAll(async () => {
    opened = await openTestDatabase(engine);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await opened?.close();
  }, SETUP_TIMEOUT);
  const current = () => {
    if (!opened) throw new Error('The test database is opened in beforeAll; use it inside a test or a later hook.');
    return opened;
  };
  return {
    get db() {
      return current().db;
    },
    get schema() {
      return current().schema;
    },
    count: (table) => current().count(table),
    close: () => current().close(),
  };
}
