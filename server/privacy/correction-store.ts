// Correction requests: what a person asked to be corrected on their "Your data" page,
// stored for the staff area's privacy tasks as well as e-mailed to the team (no more than that
// e-mail carries: their address, the item, their words, their language). Staff mark one done. A
// request goes with the item it is about (erasure.ts), and 30 days after it was done, or once as old
// as the processing log's period if nobody ever marks it (the purge: correctionRetentionRule).
import type { CorrectionView } from '../../schema/api/staff-privacy.ts';
import type { Queryable } from '../db/database.ts';
import { kindOf, type SubmissionKind, visibleToStaffSql } from '../submissions/kinds.ts';
import { formatReference } from '../submissions/reference.ts';
import type { TableRule } from './retention.ts';
import { tableRule } from './table-rule.ts';

export interface NewCorrection {
  email: string;
  chosen?: { type: string; publicId: string };
  text: string;
  language: string;
}

export async function storeCorrection(tx: Queryable, kinds: readonly SubmissionKind[], request: NewCorrection) {
  const kind = request.chosen ? kinds.find((one) => one.type === request.chosen?.type) : undefined;
  await tx.query(
    `INSERT INTO correction_requests (email, submission_type, submission_id, body, language)
     VALUES ($1, $2, ${kind ? `(SELECT id FROM ${kind.table} WHERE public_id = $3::uuid)` : '$3::bigint'}, $4, $5)`,
    [request.email, kind?.type ?? null, kind ? request.chosen?.publicId : null, request.text, request.language],
  );
}

const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Open requests (oldest first), or the done ones (newest first). */
export async function listCorrections(
  db: Queryable,
  kinds: readonly SubmissionKind[],
  done: boolean,
): Promise<CorrectionView[]> {
  // The item it is about, while staff may see it (never an application still waiting for its guardian).
  const items = kinds.map(
    (kind) =>
      `SELECT '${kind.type}'::text AS type, id, public_id::text AS public_id, reference FROM ${kind.table}
       WHERE ${visibleToStaffSql(kind)}`,
  );
  const { rows } = await db.query<Record<string, string | null>>(
    `SELECT c.public_id::text AS id, ${ISO('c.created_at')} AS created_at, c.email, c.body, c.language,
       ${ISO('c.done_at')} AS done_at, coalesce(nullif(m.display_name, ''), m.email) AS done_by,
       i.type AS item_type, i.public_id AS item_id, i.reference AS item_reference
     FROM correction_requests c
     LEFT JOIN staff_members m ON m.id = c.done_by
     LEFT JOIN (${items.join(' UNION ALL ')}) i ON i.type = c.submission_type AND i.id = c.submission_id
     WHERE c.done_at IS ${done ? 'NOT NULL' : 'NULL'}
     ORDER BY c.created_at ${done ? 'DESC' : 'ASC'}, c.id LIMIT 200`,
  );
  return rows.map((row) => ({
    id: String(row.id),
    createdAt: String(row.created_at),
    email: String(row.email),
    item: row.item_id
      ? {
          id: row.item_id,
          reference: formatReference(String(row.item_reference)),
          kindLabel: kindOf(kinds, String(row.item_type)).label,
        }
      : null,
    text: String(row.body),
    language: String(row.language),
    doneAt: row.done_at,
    doneBy: row.done_by,
  }));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Marks an open request done; its address (for the log), or undefined when unknown or already done. */
export async function markCorrectionDone(db: Queryable, publicId: string, staffId: number) {
  if (!UUID.test(publicId)) return undefined;
  const { rows } = await db.query<{ email: string; submission_type: string | null }>(
    `UPDATE correction_requests SET done_at = now(), done_by = $2
     WHERE public_id = $1::uuid AND done_at IS NULL RETURNING email, submission_type`,
    [publicId, staffId],
  );
  return rows[0];
}

const DONE_DAYS = 30;
const GONE = `done_at < now() - make_interval(days => ${DONE_DAYS}) OR created_at < now() - make_interval(days => $1::int)`;

/** The purge's rule for correction requests. */
export const correctionRetentionRule: TableRule = tableRule(
  'correction-requests',
  (retention) =>
    `correction requests: ${DONE_DAYS} days after they were done, or after ${retention.processingLogDays} days`,
  [{ table: 'correction_requests', where: GONE }],
);
