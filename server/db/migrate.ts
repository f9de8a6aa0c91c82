// Applies server/migrations/NNN_name.sql in order, once each, recorded in schema_migrations.
// All pending files run in one transaction under an advisory lock, so two instances starting
// together against one Postgres cannot apply a migration twice or half-apply one.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

interface MigrationFile {
  version: number;
  name: string;
  sql: string;
  checksum: string;
}

export async function readMigrations(dir: string = MIGRATIONS_DIR): Promise<MigrationFile[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  const migrations: MigrationFile[] = [];
  for (const file of files) {
    const match = /^(\d{3})_([a-z0-9_]+)\.sql$/.exec(file);
    if (!match) throw new Error(`Migration file "${file}" must be named NNN_snake_case_name.sql.`);
    const sql = await readFile(path.join(dir, file), 'utf8');
    const version = Number(match[1]);
    if (migrations.some((m) => m.version === version)) throw new Error(`Two migrations use number ${match[1]}.`);
    migrations.push({ version, name: match[2], sql, checksum: createHash('sha256').update(sql).digest('hex') });
  }
  return migrations;
}

/** Returns the versions applied by this call (empty when the database was up to date). */
export async function migrate(db: Database, dir: string = MIGRATIONS_DIR): Promise<number[]> {
  const migrations = await readMigrations(dir);
  return db.transaction(async (tx) => {
    // Transaction-scoped: released by COMMIT or ROLLBACK, never left behind by a crash.
    await tx.query('SELECT pg_advisory_xact_lock(727001)');
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const { rows } = await tx.query<{ version: number; checksum: string }>(
      'SELECT version, checksum FROM schema_migrations',
    );
    const applied = new Map(rows.map((row) => [Number(row.version), row.checksum]));
    const done: number[] = [];
    for (const migration of migrations) {
      const previous = applied.get(migration.version);
      if (previous !== undefined) {
        // Editing an applied file would leave databases that differ silently; say so instead.
        if (previous !== migration.checksum) {
          throw new Error(
            `Migration ${migration.version} (${migration.name}) changed after it was applied. ` +
              'Restore the file and add a new numbered migration for the change.',
          );
        }
        continue;
      }
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [
        migration.version,
        migration.name,
        migration.checksum,
      ]);
      done.push(migration.version);
    }
    return done;
  });
}
