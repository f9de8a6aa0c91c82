// npm run backup / restore: one entry for both databases. With DATABASE_URL, PostgreSQL (pg_dump,
// pg_restore); otherwise the embedded database in DATA_DIR (PGlite's dump). A restore never replaces
// rows without `force`, and refuses a backup of the other kind of database.
import type { ServerConfig } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { BackupError, backupKind, describeKind, RestoreOverData } from './backup-file.ts';
import { dumpPglite, hasRows, restorePglite } from './pglite-backup.ts';
import { dumpPostgres, restorePostgres } from './postgres-backup.ts';

export { BackupError };

type Where = Pick<ServerConfig, 'databaseUrl' | 'dataDir'>;

/** Writes the backup to `file` (mode 0600); returns a sentence for the operator. */
export async function backupDatabase(config: Where, file: string): Promise<string> {
  if (config.databaseUrl) {
    await dumpPostgres(config.databaseUrl, file);
    return `Backed up the PostgreSQL database to ${file} (pg_dump custom format, readable by you only).`;
  }
  const how = await dumpPglite(config.dataDir, file);
  const through = how === 'server' ? ', asked of the running server' : '';
  return `Backed up the embedded database in ${config.dataDir} to ${file}${through} (readable by you only).`;
}

export async function restoreDatabase(config: Where, file: string, options: { force: boolean }): Promise<string> {
  const kind = backupKind(file);
  const target = config.databaseUrl ? 'postgres' : 'pglite';
  if (kind !== target) {
    throw new BackupError(
      `${file} is a backup of ${describeKind(kind)}, but this set-up uses ${describeKind(target)}.`,
    );
  }
  if (config.databaseUrl) {
    const db = await openDatabase({ url: config.databaseUrl });
    const occupied = await hasRows(db).finally(() => db.close());
    if (occupied && !options.force) throw new RestoreOverData('The PostgreSQL database');
    await restorePostgres(config.databaseUrl, file);
    return `Restored ${file} into the PostgreSQL database.`;
  }
  const movedAside = await restorePglite(config.dataDir, file, options.force);
  const aside = movedAside
    ? ` The database that was there is kept in ${movedAside}; delete it once you have checked the restore.`
    : '';
  return `Restored ${file} into ${config.dataDir}.${aside}`;
}
