// The inbox's CSV download: one kind under the list's current filter, with exactly the
// command line's columns (server/cli/export-command.ts columnsOf) and its CSV writer (every cell
// quoted, a cell a spreadsheet would run as a formula kept as text). Oldest first, as the command's.
import type { InboxFilter } from '../../schema/api/staff-inbox.ts';
import { toCsv } from '../cli/csv.ts';
import { columnsOf } from '../cli/export-command.ts';
import type { Queryable } from '../db/database.ts';
import { PublicError } from '../http/errors.ts';
import { fieldsSql, type SubmissionKind, recordSql } from '../submissions/kinds.ts';
import type { ExportRow } from '../submissions/repository.ts';
import { conditionsFor, FILTER_MESSAGES, handlingJoin, sourceSql, sqlParams } from './inbox-query.ts';

const CREATED_AT = `to_char(s.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`;

export interface InboxCsv {
  csv: string;
  rows: number;
  /** contact-messages-2026-11-01-to-2026-11-30.csv */
  fileName: string;
}

export async function inboxCsv(
  db: Queryable,
  kinds: readonly SubmissionKind[],
  filter: InboxFilter & { kind: string },
): Promise<InboxCsv> {
  const kind = kinds.find((one) => one.type === filter.kind);
  if (!kind) throw new PublicError(400, FILTER_MESSAGES.kind(kinds.map((one) => one.type).join(', ')));
  const p = sqlParams();
  const found = conditionsFor(kind, filter, p.add);
  // The kind's own columns, unqualified, read from `s` (inbox_items shares no column name with a kind).
  const { rows } = await db.query<ExportRow>(
    `SELECT s.id, s.public_id::text AS public_id, ${CREATED_AT}, ${fieldsSql(kind, 'column')}, ${recordSql(kind)}
     FROM ${sourceSql(kind, found)} ${handlingJoin(kind, p.add)}
     WHERE ${found.where.join(' AND ')}
     ORDER BY s.created_at, s.id`,
    p.values,
  );
  const span = [filter.from, filter.to].filter(Boolean).join('-to-') || 'all';
  const fileName = `${kind.label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}s-${span}.csv`;
  return {
    csv: toCsv(
      columnsOf(kind),
      rows.map((row) => ({ ...row, id: Number(row.id) })),
    ),
    rows: rows.length,
    fileName,
  };
}
