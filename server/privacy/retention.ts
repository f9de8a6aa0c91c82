// The purge: erases what is past its retention period, kind by kind, in batches of one transaction
// each (a big backlog never holds a long lock), with the outbox messages and links of every erased
// submission. Each run leaves audit entries in the processing log: kind, how many, why; no person.
import type { Database, Queryable } from '../db/database.ts';
import type { SubmissionType } from '../db/repository.ts';
import { eraseSubmissions, TABLES } from './erasure.ts';
import { purgeLinks } from './links.ts';
import type { RetentionConfig } from './privacy-config.ts';
import { logProcessing } from './processing-log.ts';

export type PurgeKind = 'spam' | 'awaiting-guardian' | 'contact' | 'volunteer' | 'processing-log';

export const PURGE_KINDS: PurgeKind[] = ['spam', 'awaiting-guardian', 'contact', 'volunteer', 'processing-log'];

export interface PurgeOptions {
  retention: RetentionConfig;
  /** The clock; injectable so tests can jump ahead. */
  now?: Date;
  /** Count what would go, erase nothing, record nothing. */
  dryRun?: boolean;
  batchSize?: number;
  /** Only these kinds (default: all). */
  kinds?: PurgeKind[];
}

export interface PurgeReport {
  dryRun: boolean;
  /** Per kind: how many rows went (or would go) and why. */
  kinds: { kind: PurgeKind; count: number; reason: string }[];
}

const DAY_MS = 86_400_000;

function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

interface Rule {
  reason: string;
  cutoff: Date;
  /** Submission rules: which rows of each form (SQL condition on the row; $1 is the cutoff). */
  where?: Partial<Record<SubmissionType, string>>;
}

function rules(retention: RetentionConfig, now: Date): Record<PurgeKind, Rule> {
  const daysBefore = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const old = 'created_at < $1::timestamptz';
  const real = `spam_reason IS NULL AND ${old}`;
  return {
    spam: {
      reason: `flagged as spam: kept ${retention.spamDays} days`,
      cutoff: daysBefore(retention.spamDays),
      where: { contact: `spam_reason IS NOT NULL AND ${old}`, volunteer: `spam_reason IS NOT NULL AND ${old}` },
    },
    'awaiting-guardian': {
      reason: `no guardian consent within ${retention.awaitingGuardianDays} days`,
      cutoff: daysBefore(retention.awaitingGuardianDays),
      where: { volunteer: `consent_status = 'awaiting_guardian' AND ${real}` },
    },
    contact: {
      reason: `contact message: kept ${retention.contactMonths} months`,
      cutoff: monthsBefore(now, retention.contactMonths),
      where: { contact: real },
    },
    volunteer: {
      reason: `volunteer application: kept ${retention.volunteerMonths} months`,
      cutoff: monthsBefore(now, retention.volunteerMonths),
      where: { volunteer: `consent_status IS DISTINCT FROM 'awaiting_guardian' AND ${real}` },
    },
    'processing-log': {
      reason: `processing log: kept ${retention.processingLogDays} days`,
      cutoff: daysBefore(retention.processingLogDays),
    },
  };
}

async function countRule(db: Queryable, kind: PurgeKind, rule: Rule): Promise<number> {
  const cutoff = rule.cutoff.toISOString();
  if (kind === 'processing-log') {
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM processing_log WHERE at < $1::timestamptz',
      [cutoff],
    );
    return Number(rows[0].n);
  }
  let total = 0;
  for (const [type, where] of Object.entries(rule.where ?? {}) as [SubmissionType, string][]) {
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${TABLES[type]} WHERE ${where}`, [
      cutoff,
    ]);
    total += Number(rows[0].n);
  }
  return total;
}

async function runRule(db: Database, kind: PurgeKind, rule: Rule, batchSize: number): Promise<number> {
  const cutoff = rule.cutoff.toISOString();
  let total = 0;
  if (kind === 'processing-log') {
    for (;;) {
      const { rows } = await db.query<{ n: number }>(
        `WITH gone AS (DELETE FROM processing_log WHERE id IN (
           SELECT id FROM processing_log WHERE at < $1::timestamptz ORDER BY id LIMIT $2) RETURNING 1)
         SELECT count(*)::int AS n FROM gone`,
        [cutoff, batchSize],
      );
      total += Number(rows[0].n);
      if (Number(rows[0].n) < batchSize) return total;
    }
  }
  for (const [type, where] of Object.entries(rule.where ?? {}) as [SubmissionType, string][]) {
    for (;;) {
      const erased = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: string | number }>(
          `SELECT id FROM ${TABLES[type]} WHERE ${where} ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED`,
          [cutoff, batchSize],
        );
        return eraseSubmissions(
          tx,
          type,
          rows.map((row) => Number(row.id)),
        );
      });
      total += erased.rows;
      if (erased.rows < batchSize) break;
    }
  }
  return total;
}

/** Erases (or with dryRun counts) everything past its retention; one audit entry per kind erased. */
export async function purgeExpired(db: Database, options: PurgeOptions): Promise<PurgeReport> {
  const now = options.now ?? new Date();
  const all = rules(options.retention, now);
  const dryRun = options.dryRun ?? false;
  const report: PurgeReport = { dryRun, kinds: [] };
  for (const kind of options.kinds ?? PURGE_KINDS) {
    const rule = all[kind];
    const count = dryRun ? await countRule(db, kind, rule) : await runRule(db, kind, rule, options.batchSize ?? 500);
    report.kinds.push({ kind, count, reason: rule.reason });
  }
  if (!dryRun) {
    await purgeLinks(db);
    // A visitor's address is kept only while their link can be sent and used.
    await db.query(`DELETE FROM data_requests WHERE created_at < now() - interval '2 days'`);
    const done = report.kinds.filter((item) => item.count > 0);
    for (const item of done) {
      await logProcessing(db, { action: 'purged', submissionType: item.kind, count: item.count, reason: item.reason });
    }
    if (done.length === 0) await logProcessing(db, { action: 'purged', count: 0, reason: 'nothing past retention' });
  }
  return report;
}

/** One line per kind, for the command and the log. */
export function formatPurgeReport(report: PurgeReport): string {
  const lines = report.kinds.map((item) => `  ${item.kind}: ${item.count} (${item.reason})`);
  return `${report.dryRun ? 'Would erase (dry run, nothing erased):' : 'Erased:'}\n${lines.join('\n')}\n`;
}
