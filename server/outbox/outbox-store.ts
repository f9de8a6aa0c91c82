// Every SQL statement of the outbox. Times come from the database's clock (now()), so several
// instances with drifting clocks still agree on what is due and when a lease ends.
import type { Queryable } from '../db/database.ts';

export type OutboxKind = 'email' | 'webhook';

export interface EmailPayload {
  to: string[];
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /**
   * Files sent with the e-mail, base64. A Form 10BE certificate is stored in the row and erased with it; a
   * donor's receipt is added only when the message is rendered at delivery (compose.ts), so the outbox keeps
   * no copy of it and erasing what it was made from leaves nothing to send.
   */
  attachments?: EmailAttachment[];
}

export interface EmailAttachment {
  filename: string;
  contentType: string;
  /** The file's bytes, base64. */
  content: string;
}

export interface WebhookPayload {
  /** The exact JSON text that is signed and posted. */
  body: string;
}

export interface SubmissionRef {
  type: string;
  id: number;
}

/** A message owed to someone: its kind and what it is for; it is rendered when delivered. */
export interface QueuedMessage {
  kind: OutboxKind;
  /** team-notification, acknowledgement, submission-webhook, ...: shown to staff instead of addresses. */
  purpose: string;
}

export interface NewOutboxRow extends QueuedMessage {
  submission?: SubmissionRef;
  /** Already rendered; null: rendered from the submission at delivery. */
  payload: EmailPayload | WebhookPayload | null;
}

export interface ClaimedRow extends QueuedMessage {
  id: number;
  /** null for a submission's message, which the worker renders before handing it to a transport. */
  payload: (EmailPayload & WebhookPayload) | null;
  submission?: SubmissionRef;
  attempts: number;
  messageId: string;
  /** A visitor e-mail the recipient limit already let through (on an earlier attempt). */
  admitted?: boolean;
}

/** A claimed row with its message rendered: what a transport sends. */
export type DeliverableRow = ClaimedRow & { payload: EmailPayload & WebhookPayload };

interface RawClaimedRow extends QueuedMessage {
  id: number | string;
  payload: (EmailPayload & WebhookPayload) | null;
  submission_type: string | null;
  submission_id: number | string | null;
  attempts: number;
  message_id: string;
  admitted: boolean;
}

// The Message-ID: the row id and a random part. Written with the row, or for a submission's
// messages at their first claim (keeping the insert cheap); it never changes after.
const MESSAGE_ID = (id: string, domain: string) =>
  `'<outbox-' || ${id} || '-' || substr(md5(random()::text), 1, 12) || '@' || ${domain} || '>'`;

/**
 * The messages a new submission owes, as a part of the statement that inserts it (an InsertPart of
 * submissions/insert-once.ts): one statement, so a stored submission always has its messages and a
 * failed one never. Spam gets none.
 */
export interface SubmissionQueue {
  messages: readonly QueuedMessage[];
  /** The INSERT that queues the messages for the rows of the CTE named `source`; parameters from $firstParam. */
  sql(source: string, submissionType: string, firstParam: number): { sql: string; values: unknown[] };
}

export function submissionQueue(messages: readonly QueuedMessage[]): SubmissionQueue {
  return {
    messages,
    sql(source, submissionType, firstParam) {
      const type = `$${firstParam}`;
      const rows = messages.map((_, i) => `($${firstParam + 1 + 2 * i}, $${firstParam + 2 + 2 * i})`);
      return {
        sql: `INSERT INTO outbox (kind, purpose, submission_type, submission_id, next_attempt_at)
      SELECT m.kind, m.purpose, ${type}, ${source}.id, now()
      FROM ${source} CROSS JOIN (VALUES ${rows.join(', ')}) AS m(kind, purpose)
      WHERE ${source}.spam_reason IS NULL`,
        values: [submissionType, ...messages.flatMap((message) => [message.kind, message.purpose])],
      };
    },
  };
}

/** Inserts one row; its Message-ID holds the row id and a random part, and never changes. */
export async function insertOutboxRow(
  tx: Queryable,
  row: NewOutboxRow,
  messageIdDomain: string,
): Promise<{ id: number; messageId: string }> {
  const { rows } = await tx.query<{ id: number | string; message_id: string }>(
    `INSERT INTO outbox (id, kind, purpose, submission_type, submission_id, payload, next_attempt_at, message_id)
     SELECT n.id, $1, $2, $3, $4, $5::jsonb, now(), ${MESSAGE_ID('n.id', '$6')}
     FROM (SELECT nextval(pg_get_serial_sequence('outbox', 'id')) AS id) AS n
     RETURNING id, message_id`,
    [
      row.kind,
      row.purpose,
      row.submission?.type ?? null,
      row.submission?.id ?? null,
      row.payload === null ? null : JSON.stringify(row.payload),
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
export async function claimDue(
  db: Queryable,
  limit: number,
  leaseMs: number,
  messageIdDomain: string,
): Promise<ClaimedRow[]> {
  const { rows } = await db.query<RawClaimedRow>(
    `UPDATE outbox SET status = 'sending', attempts = attempts + 1,
       next_attempt_at = now() + make_interval(secs => $2::double precision / 1000),
       message_id = coalesce(message_id, ${MESSAGE_ID('id', '$3')})
     WHERE id IN (
       SELECT id FROM outbox
       WHERE status IN ('pending', 'sending') AND next_attempt_at <= now()
       ORDER BY next_attempt_at LIMIT $1
       FOR UPDATE SKIP LOCKED)
     RETURNING id, kind, purpose, payload, submission_type, submission_id, attempts, message_id,
       admitted_at IS NOT NULL AS admitted`,
    [limit, leaseMs, messageIdDomain],
  );
  return rows.map(({ message_id, submission_type, submission_id, ...row }) => ({
    ...row,
    id: Number(row.id),
    messageId: message_id,
    submission: submission_type === null ? undefined : { type: submission_type, id: Number(submission_id) },
  }));
}

// The attempts guard: a worker whose lease ran out and whose row was taken over must not overwrite
// the newer worker's outcome.
const OWNED = `id = $1 AND status = 'sending' AND attempts = $2`;

/** Records the rows as sent, in one statement (each only while still owned, see OWNED). */
export async function markSent(db: Queryable, rows: ClaimedRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.query(
    `UPDATE outbox o SET status = 'sent', sent_at = now(), next_attempt_at = NULL, last_error = NULL
     FROM unnest($1::bigint[], $2::int[]) AS mine(id, attempts)
     WHERE o.id = mine.id AND o.attempts = mine.attempts AND o.status = 'sending'`,
    [rows.map((row) => row.id), rows.map((row) => row.attempts)],
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

/**
 * Records a visitor e-mail as not sent because its recipient had the most the limit allows: not
 * failed (nothing to retry or fix), and deleted after the retention like a sent one.
 */
export async function markSuppressed(db: Queryable, row: ClaimedRow): Promise<void> {
  await db.query(`UPDATE outbox SET status = 'suppressed', next_attempt_at = NULL, last_error = NULL WHERE ${OWNED}`, [
    row.id,
    row.attempts,
  ]);
}

/** Notes that the recipient limit let a visitor e-mail through, so a retry is not counted again. */
export async function markAdmitted(db: Queryable, row: ClaimedRow): Promise<void> {
  await db.query(`UPDATE outbox SET admitted_at = now() WHERE ${OWNED}`, [row.id, row.attempts]);
}

/** Deletes a message that can no longer be sent: its submission was erased while it waited. */
export async function dropClaimed(db: Queryable, row: ClaimedRow): Promise<void> {
  await db.query(`DELETE FROM outbox WHERE ${OWNED}`, [row.id, row.attempts]);
}

/** Deletes sent (and suppressed) rows older than `days`; failed rows stay for a person. */
export async function purgeSent(db: Queryable, days: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `WITH gone AS (DELETE FROM outbox WHERE (status = 'sent' AND sent_at < now() - make_interval(days => $1::int))
       OR (status = 'suppressed' AND created_at < now() - make_interval(days => $1::int))
       RETURNING 1) SELECT count(*)::int AS n FROM gone`,
    [days],
  );
  return Number(rows[0].n);
}

/** Erases every message of a submission, sent or not (for an erasure). Returns how many. */
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
