// The privacy tasks' reads: applications waiting for a parent or guardian (no content:
// nobody may see one before they confirm), and the processing log, newest first, filtered
// by India's days and by action, 100 a page by keyset (its id).
import type { GuardianWait, LogEntryView, LogPage } from '../../schema/api/staff-privacy.ts';
import type { Queryable } from '../db/database.ts';
import { PublicError } from '../http/errors.ts';
import { PROCESSING_ACTIONS } from '../privacy/processing-log.ts';
import { awaitingGuardianSql, type SubmissionKind } from '../submissions/kinds.ts';
import { formatReference } from '../submissions/reference.ts';
import { daysSql, sqlParams } from './inbox-query.ts';

const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Oldest first: the first to expire at the top. */
export async function guardianWaits(
  db: Queryable,
  kinds: readonly SubmissionKind[],
  waitDays: number,
): Promise<GuardianWait[]> {
  const waits: GuardianWait[] = [];
  for (const kind of kinds.filter((one) => one.guardian)) {
    const { rows } = await db.query<{ reference: string; received: string; expires: string; request: string | null }>(
      `SELECT s.reference, ${ISO('s.created_at')} AS received,
         ${ISO('(s.created_at + make_interval(days => $2::int))')} AS expires,
         (SELECT o.status FROM outbox o WHERE o.submission_type = $1 AND o.submission_id = s.id
            AND o.purpose = 'guardian-request' ORDER BY o.id DESC LIMIT 1) AS request
       FROM ${kind.table} s WHERE ${awaitingGuardianSql(kind)} ORDER BY s.created_at, s.id LIMIT 500`,
      [kind.type, waitDays],
    );
    for (const row of rows) {
      waits.push({
        reference: formatReference(row.reference),
        kindLabel: kind.label,
        receivedAt: row.received,
        expiresAt: row.expires,
        request: row.request === 'suppressed' ? 'failed' : (row.request ?? 'none'),
      });
    }
  }
  return waits.sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
}

export const LOG_PAGE_SIZE = 100;

export interface LogFilter {
  from?: string;
  to?: string;
  action?: string;
  after?: string;
}

export const LOG_MESSAGES = {
  action: `There is no such action in the log (it has ${PROCESSING_ACTIONS.join(', ')}).`,
  after: 'This page of the log is out of date. Go back to the first page.',
};

export async function readLog(db: Queryable, filter: LogFilter): Promise<LogPage> {
  const p = sqlParams();
  const where: string[] = [];
  if (filter.action) {
    if (!(PROCESSING_ACTIONS as readonly string[]).includes(filter.action))
      throw new PublicError(400, LOG_MESSAGES.action);
    where.push(`l.action = ${p.add(filter.action)}`);
  }
  where.push(...daysSql('l.at', filter, p.add));
  if (filter.after) {
    if (!/^[1-9][0-9]{0,17}$/.test(filter.after)) throw new PublicError(400, LOG_MESSAGES.after);
    where.push(`l.id < ${p.add(filter.after)}::bigint`);
  }
  const { rows } = await db.query<Record<string, string | number | null>>(
    `SELECT l.id, ${ISO('l.at')} AS at, l.action, l.submission_type, l.count, l.reason, l.person_hash,
       coalesce(nullif(m.display_name, ''), m.email) AS staff
     FROM processing_log l LEFT JOIN staff_members m ON m.id = l.staff_id
     ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY l.id DESC LIMIT ${LOG_PAGE_SIZE + 1}`,
    p.values,
  );
  const entries: LogEntryView[] = rows.slice(0, LOG_PAGE_SIZE).map((row) => ({
    at: String(row.at),
    action: String(row.action),
    submissionType: row.submission_type === null ? null : String(row.submission_type),
    count: row.count === null ? null : Number(row.count),
    reason: row.reason === null ? null : String(row.reason),
    staff: row.staff === null ? null : String(row.staff),
    person: row.person_hash === null ? null : String(row.person_hash).slice(0, 12),
  }));
  return { entries, next: rows.length > LOG_PAGE_SIZE ? String(rows[LOG_PAGE_SIZE - 1].id) : null };
}
