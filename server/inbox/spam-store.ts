// Spam review: the flagged submissions, newest first with the reason each was flagged,
// 50 a page; "not spam" clears the flag and queues, in the same transaction, the e-mails the
// submission was owed when it arrived (the outbox's own list: the team's, the acknowledgement, the
// webhook when set; the acknowledgement still passes the recipient limit at delivery); "delete now"
// erases it as every erasure does (server/privacy/erasure.ts). Applications waiting for a parent or
// guardian are counted, never shown (kinds.ts visibleToStaffSql).
import type { SpamPage } from '../../schema/api/staff-inbox.ts';
import { STAFF_PAGE_SIZE } from '../../schema/api/staff-inbox.ts';
import type { Queryable } from '../db/database.ts';
import { insertOutboxRow, type QueuedMessage } from '../outbox/outbox-store.ts';
import { awaitingGuardianSql, type SubmissionKind } from '../submissions/kinds.ts';
import { conditionsFor, sqlParams } from './inbox-query.ts';
import { type ListedRow, listedFields, nameSql, nextOf, pageSql, senderColumn } from './inbox-store.ts';
import type { ItemRef } from './inbox-item-store.ts';
import { decodeCursor } from './list-cursor.ts';

/** The first line of what they wrote, cut short. */
const EXCERPT_CHARS = 120;

const excerptSql = (kind: SubmissionKind) => {
  const free = kind.fields.filter((field) => field.freeText).map((field) => `nullif(s.${field.column}, '')`);
  return free.length ? `left(split_part(coalesce(${free.join(', ')}, ''), E'\\n', 1), ${EXCERPT_CHARS + 1})` : `''`;
};

interface SpamRow extends ListedRow {
  reason: string;
  excerpt: string;
}

export async function listSpam(db: Queryable, kinds: readonly SubmissionKind[], after?: string): Promise<SpamPage> {
  const key = after ? decodeCursor(after) : undefined;
  const p = sqlParams();
  const columns = (kind: SubmissionKind) =>
    `${p.add(kind.type)}::text AS type, s.public_id::text AS public_id, s.reference, ${nameSql(kind)} AS name,
     s.${senderColumn(kind)} AS email, s.spam_reason AS reason, ${excerptSql(kind)} AS excerpt`;
  const sql = pageSql(kinds, kinds, p, (kind) => conditionsFor(kind, {}, p.add, true), columns, key);
  const counts = kinds.map(
    (kind) =>
      `(SELECT count(*) FILTER (WHERE NOT coalesce(${awaitingGuardianSql(kind)}, false)) AS shown,
         count(*) FILTER (WHERE coalesce(${awaitingGuardianSql(kind)}, false)) AS hidden
       FROM ${kind.table} WHERE spam_reason IS NOT NULL)`,
  );
  const [{ rows }, { rows: totals }] = await Promise.all([
    db.query<SpamRow>(sql, p.values),
    db.query<{ shown: string | number; hidden: string | number }>(
      `SELECT sum(shown)::int AS shown, sum(hidden)::int AS hidden FROM (${counts.join(' UNION ALL ')}) c`,
    ),
  ]);
  return {
    items: rows.slice(0, STAFF_PAGE_SIZE).map((row) => ({
      ...listedFields(row, kinds),
      reason: row.reason,
      excerpt: row.excerpt.length > EXCERPT_CHARS ? `${row.excerpt.slice(0, EXCERPT_CHARS - 1)}…` : row.excerpt,
    })),
    total: Number(totals[0]?.shown ?? 0),
    hidden: Number(totals[0]?.hidden ?? 0),
    next: nextOf(rows),
  };
}

/**
 * Not spam: the flag cleared and the owed messages queued, or false when it was not flagged (already
 * released by someone else). Run in a transaction.
 */
export async function releaseFromSpam(
  tx: Queryable,
  ref: ItemRef,
  owed: readonly QueuedMessage[],
  messageIdDomain: string,
): Promise<boolean> {
  const { rows } = await tx.query(
    `UPDATE ${ref.kind.table} SET spam_reason = NULL WHERE id = $1 AND spam_reason IS NOT NULL RETURNING id`,
    [ref.id],
  );
  if (rows.length === 0) return false;
  for (const message of owed) {
    await insertOutboxRow(
      tx,
      { ...message, submission: { type: ref.kind.type, id: ref.id }, payload: null },
      messageIdDomain,
    );
  }
  return true;
}
