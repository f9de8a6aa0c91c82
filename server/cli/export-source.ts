// Where the staff commands read from. With DATABASE_URL: Postgres directly. Otherwise DATA_DIR's
// embedded database, which only one process may open: if a server holds it, ask that server
// (loopback admin endpoints, token from the lock file); if nothing holds it, take the lock and
// open it; if anything else holds it, refuse and say what to do.
import fs from 'node:fs';
import type { ServerConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/database.ts';
import { createRepository, type ExportRow, type SubmissionType } from '../submissions/repository.ts';
import { DataDirLock, DataDirLockedError, liveHolder, lockPathFor, type LockInfo } from '../lib/data-dir-lock.ts';
import { listOutbox, type OutboxListRow } from '../outbox/outbox-status.ts';
import { pgliteDir } from '../db/database-plugin.ts';
import { loadPrivacyConfig } from '../privacy/privacy-config.ts';
import { logProcessing } from '../privacy/processing-log.ts';
import { type PurgeReport, purgeExpired } from '../privacy/retention.ts';
import { type StaffErasure, type StaffErasureResult, staffErase } from '../privacy/staff-erase.ts';
import { correctionRetentionRule } from '../privacy/correction-store.ts';
import { STAFF_TABLE_RULES } from '../staff/staff-retention.ts';

export class ExportError extends Error {}

export interface ExportRequest {
  type: SubmissionType;
  since?: string;
  /** Only the submissions flagged as spam, with their reason. */
  spam?: boolean;
}

/** The same question two ways: SQL on an open database, or a call to the running server. */
export interface Source<T> {
  local: (db: Database) => Promise<T>;
  method?: 'GET' | 'POST';
  path: string;
  params?: Record<string, string | undefined>;
  /** Sent as JSON (a POST's target, kept out of the address). */
  body?: unknown;
  pick: (data: Record<string, unknown> | undefined) => T | undefined;
}

async function fromRunningServer<T>(holder: LockInfo, source: Source<T>): Promise<T> {
  const host = !holder.host || holder.host === '0.0.0.0' ? '127.0.0.1' : holder.host === '::' ? '::1' : holder.host;
  const url = new URL(`http://${host.includes(':') ? `[${host}]` : host}:${holder.port}${source.path}`);
  for (const [name, value] of Object.entries(source.params ?? {})) if (value) url.searchParams.set(name, value);
  const stop = `Stop it (kill -TERM ${holder.pid}) and run the command again, or run it on that machine.`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: source.method ?? 'GET',
      headers: {
        authorization: `Bearer ${holder.token}`,
        ...(source.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: source.body === undefined ? undefined : JSON.stringify(source.body),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    throw new ExportError(
      `A server (pid ${holder.pid}) holds the data directory but did not answer at ${url.origin}: ${(error as Error).message}. ${stop}`,
    );
  }
  const body = (await response.json().catch(() => null)) as { data?: Record<string, unknown>; message?: string } | null;
  const picked = response.ok ? source.pick(body?.data) : undefined;
  if (picked === undefined) {
    throw new ExportError(
      `The running server (pid ${holder.pid}) refused (${response.status} ${body?.message ?? ''}). ${stop}`,
    );
  }
  return picked;
}

async function fromDatabase<T>(open: Parameters<typeof openDatabase>[0], source: Source<T>): Promise<T> {
  const db = await openDatabase(open);
  try {
    return await source.local(db);
  } catch (error) {
    if (['42P01', '42703'].includes((error as { code?: string }).code ?? '')) {
      throw new ExportError('The database is not up to date. Start the server once so it creates the tables.');
    }
    throw error;
  } finally {
    await db.close();
  }
}

/** Asks the database of `config` (directly, or through the server holding it; see the top of this file). */
export async function ask<T>(config: ServerConfig, source: Source<T>): Promise<T> {
  if (config.databaseUrl) return fromDatabase({ url: config.databaseUrl }, source);

  const dataDir = config.dataDir;
  const holder = liveHolder(lockPathFor(dataDir));
  if (holder?.role === 'server' && holder.port) return fromRunningServer(holder, source);
  if (!fs.existsSync(pgliteDir(dataDir))) {
    throw new ExportError(`No database in ${dataDir}. Set DATA_DIR to the server's data directory (default ./data).`);
  }
  let lock: DataDirLock;
  try {
    lock = DataDirLock.acquire(dataDir, { role: 'export', port: null, host: null });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    // A server may have started between the check and the lock: ask it instead.
    if (error.holder?.role === 'server' && error.holder.port) return fromRunningServer(error.holder, source);
    throw new ExportError(error.message);
  }
  try {
    return await fromDatabase({ dataDir: pgliteDir(dataDir) }, source);
  } finally {
    lock.release();
  }
}

export function readSubmissions(config: ServerConfig, request: ExportRequest): Promise<ExportRow[]> {
  return ask(config, {
    local: async (db) => {
      const rows = await createRepository(db).listSubmissions(request.type, request.since, request.spam);
      await logProcessing(db, { action: 'exported', submissionType: request.type, count: rows.length });
      return rows;
    },
    path: '/api/admin/submissions',
    params: { type: request.type, since: request.since, spam: request.spam ? 'true' : undefined },
    pick: (data) => data?.rows as ExportRow[] | undefined,
  });
}

/** Pending, sent and failed emails and webhook calls: states and status codes, no addresses. */
export function readOutbox(config: ServerConfig): Promise<OutboxListRow[]> {
  return ask(config, {
    local: (db) => listOutbox(db),
    path: '/api/admin/outbox',
    pick: (data) => data?.rows as OutboxListRow[] | undefined,
  });
}

/**
 * Erases everything past its retention now (or with dryRun counts it), as the server does daily;
 * `only` names one rule of the purge (purge-spam is `only: 'spam'`), audited like the whole.
 */
export function purgeNow(config: ServerConfig, dryRun: boolean, only?: string): Promise<PurgeReport> {
  return ask(config, {
    local: (db) => {
      const privacy = loadPrivacyConfig(process.env, config.dataDir, config.port);
      const kinds = only ? { kinds: [only] } : {};
      return purgeExpired(db, {
        retention: privacy.retention,
        batchSize: privacy.purgeBatchSize,
        dryRun,
        tableRules: [...STAFF_TABLE_RULES, correctionRetentionRule],
        ...kinds,
      });
    },
    method: 'POST',
    path: '/api/admin/purge',
    params: { dryRun: dryRun ? 'true' : undefined, only },
    pick: (data) => data?.report as PurgeReport | undefined,
  });
}

/** Erases one submission or everything under an address, for a request made by phone or post. */
export function eraseNow(config: ServerConfig, target: StaffErasure): Promise<StaffErasureResult> {
  return ask(config, {
    local: (db) => staffErase(db, loadPrivacyConfig(process.env, config.dataDir, config.port).hashKey, target),
    method: 'POST',
    path: '/api/admin/erase',
    body: target,
    pick: (data) => data?.result as StaffErasureResult | undefined,
  });
}
