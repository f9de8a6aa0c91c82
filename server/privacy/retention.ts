// The purge: erases what is past its retention period, kind by kind, in batches of one transaction
// each (a big backlog never holds a long lock), with the outbox messages and links of every erased
// submission. Each run leaves audit entries in the processing log: kind, how many, why; no person.
import type { Database, Queryable } from '../db/database.ts';
import { awaitingGuardianSql, SUBMISSION_KINDS, type SubmissionKind } from '../submissions/kinds.ts';
import { eraseSubmissions } from './erasure.ts';
import { purgeLinks } from './links.ts';
import { purgeCounts } from './person-counts.ts';
import type { RetentionConfig } from './privacy-config.ts';
import { logProcessing } from './processing-log.ts';

/** 'spam', 'awaiting-guardian', a submission kind's type (contact, volunteer...), 'processing-log' or a table rule's name. */
export type PurgeKind = string;

/**
 * The rule of a table outside the submissions, declared by the slice that owns it (the staff area's
 * sessions, passkeys and audit trail: server/staff/staff-retention.ts), run and audited by this purge.
 */
export interface TableRule {
  name: PurgeKind;
  reason(retention: RetentionConfig): string;
  count(db: Queryable, retention: RetentionConfig): Promise<number>;
  run(db: Database, retention: RetentionConfig): Promise<number>;
}

export interface PurgeOptions {
  retention: RetentionConfig;
  /** The clock; injectable so tests can jump ahead. */
  now?: Date;
  /** Count what would go, erase nothing, record nothing. */
  dryRun?: boolean;
  batchSize?: number;
  /** Only these rules (default: all). */
  kinds?: PurgeKind[];
  /** The submission kinds to purge (default: the site's). */
  submissionKinds?: readonly SubmissionKind[];
  /** The other tables' rules, run after the submissions' and the log's. */
  tableRules?: readonly TableRule[];
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
  name: PurgeKind;
  reason: string;
  cutoff: Date;
  /** Submission rules: which rows of which kinds (SQL condition on the row; $1 is the cutoff). */
  where?: { kind: SubmissionKind; sql: string }[];
}

/** Every rule, in the order they run: spam, the guardians' wait, each kind's months, the log itself. */
function rules(retention: RetentionConfig, now: Date, kinds: readonly SubmissionKind[]): Rule[] {
  const daysBefore = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const old = 'created_at < $1::timestamptz';
  const real = `spam_reason IS NULL AND ${old}`;
  return [
    {
      name: 'spam',
      reason: `flagged as spam: kept ${retention.spamDays} days`,
      cutoff: daysBefore(retention.spamDays),
      where: kinds.map((kind) => ({ kind, sql: `spam_reason IS NOT NULL AND ${old}` })),
    },
    {
      name: 'awaiting-guardian',
      reason: `no guardian consent within ${retention.awaitingGuardianDays} days`,
      cutoff: daysBefore(retention.awaitingGuardianDays),
      where: kinds
        .filter((kind) => kind.guardian)
        .map((kind) => ({ kind, sql: `${awaitingGuardianSql(kind)} AND ${real}` })),
    },
    ...kinds.map((kind) => {
      const months = retention[kind.retention];
      const waiting = kind.guardian ? ` AND consent_status IS DISTINCT FROM 'awaiting_guardian'` : '';
      return {
        name: kind.type,
        reason: `${kind.label.toLowerCase()}: kept ${months} months`,
        cutoff: monthsBefore(now, months),
        where: [{ kind, sql: `${real}${waiting}` }],
      };
    }),
    {
      name: 'processing-log',
      reason: `processing log: kept ${retention.processingLogDays} days`,
      cutoff: daysBefore(retention.processingLogDays),
    },
  ];
}

async function countRule(db: Queryable, rule: Rule): Promise<number> {
  const cutoff = rule.cutoff.toISOString();
  if (!rule.where) {
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM processing_log WHERE at < $1::timestamptz',
      [cutoff],
    );
    return Number(rows[0].n);
  }
  let total = 0;
  for (const { kind, sql } of rule.where) {
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${kind.table} WHERE ${sql}`, [
      cutoff,
    ]);
    total += Number(rows[0].n);
  }
  return total;
}

async function runRule(db: Database, rule: Rule, batchSize: number): Promise<number> {
  const cutoff = rule.cutoff.toISOString();
  let total = 0;
  if (!rule.where) {
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
  for (const { kind, sql } of rule.where) {
    for (;;) {
      const erased = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: string | number }>(
          `SELECT id FROM ${kind.table} WHERE ${sql} ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED`,
          [cutoff, batchSize],
        );
        return eraseSubmissions(
          tx,
          kind,
          rows.map((row) => Number(row.id)),
          'retention',
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
  const all = rules(options.retention, now, options.submissionKinds ?? SUBMISSION_KINDS);
  const dryRun = options.dryRun ?? false;
  const report: PurgeReport = { dryRun, kinds: [] };
  for (const rule of all.filter((one) => !options.kinds || options.kinds.includes(one.name))) {
    const count = dryRun ? await countRule(db, rule) : await runRule(db, rule, options.batchSize ?? 500);
    report.kinds.push({ kind: rule.name, count, reason: rule.reason });
  }
  for (const rule of (options.tableRules ?? []).filter((one) => !options.kinds || options.kinds.includes(one.name))) {
    const count = dryRun ? await rule.count(db, options.retention) : await rule.run(db, options.retention);
    report.kinds.push({ kind: rule.name, count, reason: rule.reason(options.retention) });
  }
  if (!dryRun) {
    await purgeLinks(db);
    // A visitor's address is kept only while their link can be sent and used.
    await db.query(`DELETE FROM data_requests WHERE created_at < now() - interval '2 days'`);
    // The counts behind the e-mail and request limits matter for a day (keyed hashes, no address).
    await purgeCounts(db);
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
