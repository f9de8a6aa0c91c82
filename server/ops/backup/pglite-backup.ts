// The embedded database: PGlite's own dump (dumpDataDir: a gzipped tar of its data directory, taken
// between two queries, so it is consistent). Only one process may open DATA_DIR: when a server holds
// it, the backup asks that server (loopback, the token in its 0600 lock file, ops/backup-routes.ts);
// a restore needs it stopped, since it replaces the directory under the server's feet.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteDir } from '../../db/database-plugin.ts';
import { tightenTree } from '../../lib/data-dir.ts';
import { DataDirLock, DataDirLockedError, liveHolder, lockPathFor, type LockInfo } from '../../lib/data-dir-lock.ts';
import { BackupError, partialFor, RestoreOverData } from './backup-file.ts';

export const BACKUP_PATH = '/api/admin/backup';

function lockFor(dataDir: string): DataDirLock {
  try {
    return DataDirLock.acquire(dataDir, { port: null, host: null, role: 'export' });
  } catch (error) {
    if (error instanceof DataDirLockedError) throw new BackupError(error.message);
    throw error;
  }
}

async function fromServer(holder: LockInfo, file: string): Promise<void> {
  const host = !holder.host || holder.host === '0.0.0.0' ? '127.0.0.1' : holder.host === '::' ? '::1' : holder.host;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${holder.port}${BACKUP_PATH}`;
  const response = await fetch(url, { headers: { authorization: `Bearer ${holder.token}` } }).catch((error) => {
    throw new BackupError(
      `The server (pid ${holder.pid}) holds the database but did not answer at ${url}: ${error.message}.`,
    );
  });
  if (!response.ok) {
    throw new BackupError(
      `The running server (pid ${holder.pid}) refused the backup (${response.status}); is it an older version?`,
    );
  }
  const target = partialFor(file);
  fs.writeFileSync(target.partial, Buffer.from(await response.arrayBuffer()), { mode: 0o600 });
  target.finish();
}

export async function dumpPglite(dataDir: string, file: string): Promise<'server' | 'directory'> {
  const holder = liveHolder(lockPathFor(dataDir));
  if (holder?.role === 'server' && holder.port) {
    await fromServer(holder, file);
    return 'server';
  }
  if (!fs.existsSync(path.join(pgliteDir(dataDir), 'PG_VERSION'))) {
    throw new BackupError(`${dataDir} holds no embedded database (no pgdata/): nothing to back up.`);
  }
  const lock = lockFor(dataDir);
  try {
    const db = await PGlite.create({ dataDir: pgliteDir(dataDir) });
    const dump = await db.dumpDataDir('gzip');
    await db.close();
    tightenTree(pgliteDir(dataDir));
    const target = partialFor(file);
    fs.writeFileSync(target.partial, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    target.finish();
    return 'directory';
  } finally {
    lock.release();
  }
}

export async function hasRows(db: { query<T>(sql: string): Promise<{ rows: T[] }> }): Promise<boolean> {
  const { rows } = await db.query<{ schema: string; name: string }>(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
     WHERE table_schema = ANY (current_schemas(false)) AND table_type = 'BASE TABLE' AND table_name <> 'schema_migrations'`,
  );
  for (const table of rows) {
    // A server that only started on the database has audited a purge that found nothing: not data
    // anyone would miss (a new machine started once before its restore).
    const where = table.name === 'processing_log' ? ` WHERE NOT (action = 'purged' AND coalesce(count, 0) = 0)` : '';
    const found = await db.query(`SELECT 1 FROM "${table.schema}"."${table.name}"${where} LIMIT 1`);
    if (found.rows.length > 0) return true;
  }
  return false;
}

/**
 * Loads the dump into DATA_DIR/pgdata, refusing (RestoreOverData) when the database there holds rows
 * unless `force`. An existing directory is moved aside (pgdata.before-restore-<time>), never deleted:
 * the command says where, for the operator to remove once the restore is checked.
 */
export async function restorePglite(dataDir: string, file: string, force: boolean): Promise<string | undefined> {
  const lock = lockFor(dataDir);
  try {
    const target = pgliteDir(dataDir);
    if (!fs.existsSync(path.join(target, 'PG_VERSION'))) {
      if (fs.existsSync(target)) throw new BackupError(`${target} exists but holds no database; move it away first.`);
    } else {
      const existing = await PGlite.create({ dataDir: target });
      const occupied = await hasRows(existing).finally(() => existing.close());
      if (occupied && !force) throw new RestoreOverData(target);
    }
    let movedAside: string | undefined;
    if (fs.existsSync(target)) {
      movedAside = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      fs.renameSync(target, movedAside);
    }
    const db = await PGlite.create({ dataDir: target, loadDataDir: new Blob([fs.readFileSync(file)]) });
    await db.query('SELECT 1');
    await db.close();
    tightenTree(target);
    return movedAside;
  } finally {
    lock.release();
  }
}
