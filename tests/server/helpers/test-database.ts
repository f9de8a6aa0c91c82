// The engines every database test runs on: embedded PGlite always, Postgres when
// TEST_DATABASE_URL is set (CI). Each test file gets its own schema, dropped at the end,
// so files can run in parallel against one Postgres without seeing each other's rows.
import { randomBytes } from 'node:crypto';
import { dropSchema, openDatabase, type Database } from '../../../server/db/database.js';
import { migrate } from '../../../server/db/migrate.js';

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
  count(table: 'contact_messages' | 'volunteer_applications'): Promise<number>;
  close(): Promise<void>;
}

export async function openTestDatabase(engine: Engine): Promise<TestDatabase> {
  const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const db = await openDatabase({ url: engine.url, schema });
  await migrate(db);
  return {
    db,
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
