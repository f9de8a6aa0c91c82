// Where the export reads rows from. With DATABASE_URL: Postgres directly. Otherwise DATA_DIR's
// embedded database, which only one process may open: if a server holds it, ask that server
// (loopback admin endpoint, token from the lock file); if nothing holds it, take the lock and
// read it; if anything else holds it, refuse and say what to do.
import fs from 'node:fs';
import type { ServerConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { createRepository, type ExportRow, type SubmissionType } from '../db/repository.ts';
import { DataDirLock, DataDirLockedError, liveHolder, lockPathFor, type LockInfo } from '../lib/data-dir-lock.ts';
import { pgliteDir } from '../plugins/database.ts';

export class ExportError extends Error {}

export interface ExportRequest {
  type: SubmissionType;
  since?: string;
}

async function fromRunningServer(holder: LockInfo, request: ExportRequest): Promise<ExportRow[]> {
  const host = !holder.host || holder.host === '0.0.0.0' ? '127.0.0.1' : holder.host === '::' ? '::1' : holder.host;
  const url = new URL(`http://${host.includes(':') ? `[${host}]` : host}:${holder.port}/api/admin/submissions`);
  url.searchParams.set('type', request.type);
  if (request.since) url.searchParams.set('since', request.since);
  const stop = `Stop it (kill -TERM ${holder.pid}) and run the export again, or run the export on that machine.`;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { authorization: `Bearer ${holder.token}` },
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    throw new ExportError(
      `A server (pid ${holder.pid}) holds the data directory but did not answer at ${url.origin}: ${(error as Error).message}. ${stop}`,
    );
  }
  const body = (await response.json().catch(() => null)) as { data?: { rows?: ExportRow[] }; message?: string } | null;
  if (!response.ok || !body?.data?.rows) {
    throw new ExportError(
      `The running server (pid ${holder.pid}) refused the export (${response.status} ${body?.message ?? ''}). ${stop}`,
    );
  }
  return body.data.rows;
}

async function fromDatabase(open: Parameters<typeof openDatabase>[0], request: ExportRequest): Promise<ExportRow[]> {
  const db = await openDatabase(open);
  try {
    return await createRepository(db).listSubmissions(request.type, request.since);
  } catch (error) {
    if ((error as { code?: string }).code === '42P01') {
      throw new ExportError('The database has no submission tables yet. Start the server once so it creates them.');
    }
    throw error;
  } finally {
    await db.close();
  }
}

export async function readSubmissions(config: ServerConfig, request: ExportRequest): Promise<ExportRow[]> {
  if (config.databaseUrl) return fromDatabase({ url: config.databaseUrl }, request);

  const dataDir = config.dataDir;
  const holder = liveHolder(lockPathFor(dataDir));
  if (holder?.role === 'server' && holder.port) return fromRunningServer(holder, request);
  if (!fs.existsSync(pgliteDir(dataDir))) {
    throw new ExportError(`No database in ${dataDir}. Set DATA_DIR to the server's data directory (default ./data).`);
  }
  let lock: DataDirLock;
  try {
    lock = DataDirLock.acquire(dataDir, { role: 'export', port: null, host: null });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    // A server may have started between the check and the lock: ask it instead.
    if (error.holder?.role === 'server' && error.holder.port) return fromRunningServer(error.holder, request);
    throw new ExportError(error.message);
  }
  try {
    return await fromDatabase({ dataDir: pgliteDir(dataDir) }, request);
  } finally {
    lock.release();
  }
}
