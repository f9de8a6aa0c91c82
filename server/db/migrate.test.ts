// @vitest-environment node
// Numbered migrations: applied once, in order, recorded; an edited applied file is refused;
// two instances starting together against one Postgres do not apply anything twice.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { MIGRATIONS_DIR, migrate, readMigrations } from './migrate.ts';
import {
  engines,
  openTestDatabase,
  SETUP_TIMEOUT,
  type TestDatabase,
} from '../../tests/helpers/server/test-database.ts';

describe.each(engines)('migrations on $name', (engine) => {
  let tdb: TestDatabase;
  let dir: string;
  beforeAll(async () => {
    tdb = await openTestDatabase(engine); // already migrated once
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await tdb?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }, SETUP_TIMEOUT);

  it('records every file once and applies nothing the second time', async () => {
    const files = await readMigrations();
    expect(files.map((m) => m.version)).toEqual([1, 2]);
    expect(await migrate(tdb.db)).toEqual([]);
    const { rows } = await tdb.db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((row) => Number(row.version))).toEqual([1, 2]);
  });

  it('applies a new numbered file, and refuses an applied file that was edited', async () => {
    for (const file of fs.readdirSync(MIGRATIONS_DIR))
      fs.copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
    fs.writeFileSync(path.join(dir, '003_add_note.sql'), 'ALTER TABLE contact_messages ADD COLUMN note text;');
    expect(await migrate(tdb.db, dir)).toEqual([3]);
    fs.appendFileSync(path.join(dir, '001_create_contact_messages.sql'), '\n-- edited\n');
    await expect(migrate(tdb.db, dir)).rejects.toThrow(
      /Migration 1 \(create_contact_messages\) changed after it was applied/,
    );
  });

  it('refuses a badly named file', async () => {
    const bad = fs.mkdtempSync(path.join(os.tmpdir(), 'bad-migrations-'));
    fs.writeFileSync(path.join(bad, 'add-things.sql'), 'SELECT 1;');
    await expect(readMigrations(bad)).rejects.toThrow(/must be named NNN_snake_case_name\.sql/);
    fs.rmSync(bad, { recursive: true, force: true });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two instances starting at once (Postgres)', () => {
  it(
    'applies each migration exactly once',
    async () => {
      const schema = `test_race_${process.pid}`;
      const url = process.env.TEST_DATABASE_URL as string;
      const [a, b] = await Promise.all([openDatabase({ url, schema }), openDatabase({ url, schema })]);
      const applied = await Promise.all([migrate(a), migrate(b)]);
      expect(applied.flat().sort()).toEqual([1, 2]);
      await a.exec(`DROP SCHEMA ${schema} CASCADE`);
      await Promise.all([a.close(), b.close()]);
    },
    SETUP_TIMEOUT,
  );
});
