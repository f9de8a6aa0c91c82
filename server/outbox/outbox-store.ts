// Every SQL statement of the outbox. Times come from the database's clock (now()), so several
// instances with drifting clocks still agree on what is due and when a lease ends.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';

export type OutboxKind = 'email' | 'webhook';

export interface EmailPayload {
  to: string[];
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

export interface WebhookPayload {
  /** The exact JSON text that is signed and posted. */
  body: string;
}

export interface SubmissionRef {
  type: string;
  id: number;
}

export interface NewOutboxRow {
  kind: OutboxKind;
  /** team-notification, acknowledgement, submission-webhook, ...: shown to staff instead of addresses. */
  purpose: string;
  submission?: SubmissionRef;
  payload: EmailPayload | WebhookPayload;
}

export interface ClaimedRow {
  id: number;
  kind: OutboxKind;
  purpose: string;
  payload: EmailPayload & WebhookPayload;
  attempts: number;
  messageId: string;
}

interface RawClaimedRow extends Omit<ClaimedRow, 'id' | 'messageId'> {
  id: number | string;
  message_id: string;
}

/** Inserts one row; its Message-ID holds the row id and a random part, and never changes. */
export async function insertOutboxRow(
  tx: Queryable,
  row: NewOutboxRow,
  messageIdDomain: string,
): Promise<{ id: number; messageId: string }> {
  const { rows } = await tx.query<{ id: number | string; message_id: string }>(
    `INSERT INTO outbox (id, kind, purpose, submission_type, submission_id, payload, next_attempt_at, message_id)
     SELECT n.id, $1, $2, $3, $4, $5::jsonb, now(), '<outbox-' || n.id || '-' || $6 || '@' || $7 || '>'
     FROM (SELECT nextval(pg_get_serial_sequence('outbox', 'id')) AS id) AS n
     RETURNING id, message_id`,
    [
      row.kind,
      row.purpose,
      row.submission?.type ?? null,
      row.submission?.id ?? null,
      JSON.stringify(row.payload),
      randomBytes(6).toString('hex'),
      messageIdDomain,
    ],
  );
  return { id: Number(rows[0].id), messageId: rows[0].message_id };
}

/**
 * Takes up to `limit` due rows: pending ones whose time has come, and claimed ones whose lease ran
 * out (their worker died). SKIP LOCKED lets several workers on one Postgres take disjoint rows.
 * Each claim counts as an attempt, so a message that kills its worker cannot loop for ever.
 */
export async function claimDue(db: Queryable, limit: number, leaseMs: number): Promise<ClaimedRow[]> {
  const { rows } = await db.query<RawClaimedRow>(
    `UPDATE outbox SET status = 'sending', attempts = attempts + 1,
       next_attempt_at = now() + make_interval(secs => $2::double precision / 1000)
     WHERE id IN (
       SELECT id FROM outbox
       WHERE status IN ('pending', 'sending') AND next_attempt_at <= now()
       ORDER BY next_attempt_at LIMIT $1
       FOR UPDATE SKIP LOCKED)
     RETURNING id, kind, purpose, payload, attempts, message_id`,
    [limit, leaseMs],
  );
  return rows.map(({ message_id, ...row }) => ({ ...row, id: Number(row.id), messageId: message_id }));
}

// The attempts guard: a worker whose lease ran out and whose row was taken over must not overwrite
// the newer worker's outcome.
const OWNED = `id = $1 AND status = 'sending' AND attempts = $2`;

export async function markSent(db: Queryable, row: ClaimedRow): Promise<void> {
  await db.query(
    `UPDATE outbox SET status = 'sent', sent_at = now(), next_attempt_at = NULL, last_error = NULL WHERE ${OWNED}`,
    [row.id, row.attempts],
  );
}

export async function markRetry(db: Queryable, row: ClaimedRow, delayMs: number, error: string): Promise<void> {
  await db.query(
    `UPDATE outbox SET status = 'pending', last_error = $4,
       next_attempt_at = now() + make_interval(secs => $3::double precision / 1000)
     WHERE ${OWNED}`,
    [row.id, row.attempts, delayMs, error],
  );
}

export async function markFailed(db: Queryable, row: ClaimedRow, error: string): Promise<void> {
  await db.query(`UPDATE outbox SET status = 'failed', next_attempt_at = NULL, last_error = $3 WHERE ${OWNED}`, [
    row.id,
    row.attempts,
    error,
  ]);
}

/** Deletes sent rows older than `days` (they hold personal data); failed rows stay for a person. */
export async function purgeSent(db: Queryable, days: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `WITH gone AS (DELETE FROM outbox WHERE status = 'sent' AND sent_at < now() - make_interval(days => $1::int)
       RETURNING 1) SELECT count(*)::int AS n FROM gone`,
    [days],
  );
  return Number(rows[0].n);
}

/** Erases every message of a submission, sent or not (issue #15: erasure). Returns how many. */
export async function deleteForSubmission(tx: Queryable, submission: SubmissionRef): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(
    `WITH gone AS (DELETE FROM outbox WHERE submission_type = $1 AND submission_id = $2 RETURNING 1)
     SELECT count(*)::int AS n FROM gone`,
    [submission.type, submission.id],
  );
  return Number(rows[0].n);
}

/** Puts a failed message back in the queue with fresh attempts, once a person fixed the cause. */
export async function retryFailed(db: Queryable, id: number): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = now()
     WHERE id = $1 AND status = 'failed' RETURNING id`,
    [id],
  );
  return rows.length > 0;
}
