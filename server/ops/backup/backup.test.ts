// @vitest-environment node
// npm run backup / restore on both databases: a database holding every kind of row (submissions with
// consent, a guardian and spam, the outbox in each state, links, data requests, the processing log,
// the limits' counts) is backed up, wiped and restored, and compared row by row; a restore never
// replaces rows without --force, nor takes a backup of the other kind of database.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropSchema, openDatabase, type Database } from '../../db/database.ts';
import { pgliteDir } from '../../db/database-plugin.ts';
import { migrate } from '../../db/migrate.ts';
import { engines, pgliteSnapshot, SETUP_TIMEOUT } from '../../../tests/helpers/server/test-database.ts';
import { backupDatabase, restoreDatabase } from './backup.ts';
import { fillEveryKindOfRow, snapshot } from './backup-fixtures.ts';

describe.each(engines)('backup and restore on $name', (engine) => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
  const dataDir = path.join(work, 'data');
  const schema = `backup_${process.pid}_${randomBytes(3).toString('hex')}`;
  const databaseUrl = engine.url && `${engine.url}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  const where = { databaseUrl, dataDir };
  const file = path.join(work, 'site.backup');
  const open = () =>
    databaseUrl ? openDatabase({ url: databaseUrl, schema }) : openDatabase({ dataDir: pgliteDir(dataDir) });
  const withDb = async <T>(fn: (db: Database) => Promise<T>) => {
    const db = await open();
    try {
      return await fn(db);
    } finally {
      await db.close();
    }
  };
  const wipe = async () => {
    if (databaseUrl) await withDb((db) => dropSchema(db, schema));
    else fs.rmSync(pgliteDir(dataDir), { recursive: true, force: true });
  };
  let before: Record<string, unknown[]>;

  beforeAll(async () => {
    // The first open starts from an initialised snapshot: initdb takes seconds on a busy machine.
    const first = databaseUrl
      ? await open()
      : await openDatabase({ dataDir: pgliteDir(dataDir), snapshot: await pgliteSnapshot() });
    await first.close();
    before = await withDb(async (db) => {
      await migrate(db);
      await fillEveryKindOfRow(db);
      return snapshot(db);
    });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    if (databaseUrl) await wipe();
    fs.rmSync(work, { recursive: true, force: true });
  }, SETUP_TIMEOUT);

  it('fills every table of the schema', () => {
    for (const [table, rows] of Object.entries(before)) expect([table, rows.length > 0]).toEqual([table, true]);
  });

  it(
    'writes a backup only its owner can read',
    async () => {
      expect(await backupDatabase(where, file)).toMatch(/^Backed up the /);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    },
    SETUP_TIMEOUT,
  );

  it(
    'refuses to restore over data without --force, leaving it as it was',
    async () => {
      await expect(restoreDatabase(where, file, { force: false })).rejects.toThrow(
        /holds data .* again with --force\.$/,
      );
      expect(await withDb(snapshot)).toEqual(before);
    },
    SETUP_TIMEOUT,
  );

  it(
    'restores a wiped database row for row, and new rows follow on',
    async () => {
      await wipe();
      // As on a new machine where the server was started once: only its purge's empty audit entry.
      await withDb(async (db) => {
        await migrate(db);
        await db.query(
          `INSERT INTO processing_log (action, count, reason) VALUES ('purged', 0, 'nothing past retention')`,
        );
      });
      expect(await restoreDatabase(where, file, { force: false })).toMatch(/^Restored /);
      expect(await withDb(snapshot)).toEqual(before);
      const added = await withDb(async (db) => {
        await db.query(
          `INSERT INTO contact_messages (name, phone, email, message) VALUES ('N', '1', 'n@example.org', 'm')`,
        );
        return (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM contact_messages')).rows[0].n;
      });
      expect(added).toBe(before.contact_messages.length + 1);
    },
    SETUP_TIMEOUT,
  );

  it(
    'with --force, replaces what the database holds by the backup',
    async () => {
      const message = await restoreDatabase(where, file, { force: true });
      expect(await withDb(snapshot)).toEqual(before);
      if (!databaseUrl) {
        const aside = /kept in (\S+); delete it/.exec(message)?.[1] ?? '';
        expect(fs.existsSync(path.join(aside, 'PG_VERSION'))).toBe(true);
      }
    },
    SETUP_TIMEOUT,
  );

  it('refuses a backup of the other kind of database', async () => {
    const other = databaseUrl ? { dataDir } : { databaseUrl: 'postgres://postgres@127.0.0.1:1/none', dataDir };
    await expect(restoreDatabase(other, file, { force: true })).rejects.toThrow(
      /is a backup of .* but this set-up uses/,
    );
  });
});
