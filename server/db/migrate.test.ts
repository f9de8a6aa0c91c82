// @vitest-environment node
// Numbered migrations: applied once, in order, recorded; an edited applied file is refused;
// two instances starting together against one Postgres do not apply anything twice.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropSchema, openDatabase } from './database.ts';
import { MIGRATIONS_DIR, migrate, readMigrations } from './migrate.ts';
import {
  engines,
  openTestDatabase,
  pgliteSnapshot,
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
    const versions = files.map((m) => m.version);
    expect(versions).toEqual(versions.map((_, i) => i + 1));
    expect(await migrate(tdb.db)).toEqual([]);
    const { rows } = await tdb.db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((row) => Number(row.version))).toEqual(versions);
  });

  it('applies a new numbered file, and refuses an applied file that was edited', async () => {
    for (const file of fs.readdirSync(MIGRATIONS_DIR))
      fs.copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
    fs.writeFileSync(path.join(dir, '900_add_note.sql'), 'ALTER TABLE contact_messages ADD COLUMN note text;');
    expect(await migrate(tdb.db, dir)).toEqual([900]);
    fs.appendFileSync(path.join(dir, '001_create_contact_messages.sql'), '\n-- edited\n');
    await expect(migrate(tdb.db, dir)).rejects.toThrow(
      /Migration 1 \(create_contact_messages\) changed after it was applied/,
    );
  });

  it('gives rows stored before migration 3 each their own random public id', async () => {
    const early = fs.mkdtempSync(path.join(os.tmpdir(), 'early-migrations-'));
    for (const file of ['001_create_contact_messages.sql', '002_create_volunteer_applications.sql'])
      fs.copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(early, file));
    const schema = `test_early_${process.pid}`;
    const snapshot = engine.url ? undefined : await pgliteSnapshot();
    const db = await openDatabase({ url: engine.url, schema, snapshot });
    expect(await migrate(db, early)).toEqual([1, 2]);
    await db.exec(`INSERT INTO contact_messages (name, phone, email, message)
      VALUES ('A', '1234567', 'a@example.org', 'm'), ('B', '1234567', 'b@example.org', 'm')`);
    expect(await migrate(db)).toContain(3);
    const { rows } = await db.query<{ public_id: string }>('SELECT public_id::text AS public_id FROM contact_messages');
    expect(rows).toHaveLength(2);
    expect(rows[0].public_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(rows[0].public_id).not.toBe(rows[1].public_id);
    await dropSchema(db, schema);
    await db.close();
    fs.rmSync(early, { recursive: true, force: true });
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
      const versions = (await readMigrations()).map((m) => m.version);
      expect(applied.flat().sort((x, y) => x - y)).toEqual(versions);
      await a.exec(`DROP SCHEMA ${schema} CASCADE`);
      await Promise.all([a.close(), b.close()]);
    },
    SETUP_TIMEOUT,
  );
});
