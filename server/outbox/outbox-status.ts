// What staff and the health check may see of the outbox: counts, states and status codes. Never
// an address, a subject or a body.
import type { Queryable } from '../db/database.ts';

export interface OutboxHealth {
  pending: number;
  /** Age of the oldest message not yet sent (pending or being sent); 0 when there is none. */
  oldestPendingAgeSeconds: number;
  failed: number;
}

export async function outboxHealth(db: Queryable): Promise<OutboxHealth> {
  const { rows } = await db.query<{ pending: number; oldest: number | null; failed: number }>(
    `SELECT count(*) FILTER (WHERE status IN ('pending', 'sending'))::int AS pending,
       floor(extract(epoch FROM now() - min(created_at) FILTER (WHERE status IN ('pending', 'sending'))))::int AS oldest,
       count(*) FILTER (WHERE status = 'failed')::int AS failed
     FROM outbox`,
  );
  const row = rows[0];
  return {
    pending: Number(row.pending),
    oldestPendingAgeSeconds: Math.max(0, Number(row.oldest ?? 0)),
    failed: Number(row.failed),
  };
}

export interface OutboxListRow {
  id: number;
  kind: string;
  purpose: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  nextAttemptAt: string | null;
  sentAt: string | null;
}

const UTC = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS"Z"')`;

/** Unsent messages first (failed, then pending), then the latest sent ones; newest first within each. */
export async function listOutbox(db: Queryable, limit = 200): Promise<OutboxListRow[]> {
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT id, kind, purpose, status, attempts, last_error, ${UTC('created_at')} AS created_at,
       ${UTC('next_attempt_at')} AS next_attempt_at, ${UTC('sent_at')} AS sent_at
     FROM outbox
     ORDER BY CASE status WHEN 'failed' THEN 0 WHEN 'sending' THEN 1 WHEN 'pending' THEN 2 ELSE 3 END, id DESC
     LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    kind: String(row.kind),
    purpose: String(row.purpose),
    status: String(row.status),
    attempts: Number(row.attempts),
    lastError: (row.last_error as string | null) ?? null,
    createdAt: String(row.created_at),
    nextAttemptAt: (row.next_attempt_at as string | null) ?? null,
    sentAt: (row.sent_at as string | null) ?? null,
  }));
}

/** A plain table for `npm run submissions -- outbox`. */
export function formatOutboxList(rows: OutboxListRow[]): string {
  if (rows.length === 0) return 'The outbox is empty.\n';
  const header = ['id', 'status', 'attempts', 'what', 'last error', 'created', 'next attempt / sent'];
  const lines = rows.map((row) => [
    String(row.id),
    row.status,
    String(row.attempts),
    `${row.kind}: ${row.purpose}`,
    row.lastError ?? '-',
    row.createdAt,
    (row.status === 'sent' ? row.sentAt : row.nextAttemptAt) ?? '-',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i].length)));
  const format = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  const counts = ['failed', 'sending', 'pending', 'sent', 'suppressed']
    .map((status) => `${rows.filter((row) => row.status === status).length} ${status}`)
    .join(', ');
  return `${[format(header), ...lines.map(format)].join('\n')}\n\n${counts} (of the ${rows.length} listed).\n`;
}
