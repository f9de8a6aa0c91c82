// The inbox's CSV download: one kind under the list's current filter, as a coordinator reads it in a
// spreadsheet: every time in India time (the header says so), the reference as everywhere (K7M2-9QXD),
// the centre and the language by name, how staff handle it (status, assignee, last change), then the
// consent record. The CSV writer is the command line's (every cell quoted, a cell a spreadsheet would
// run as a formula kept as text). Oldest first. Internal notes are not in it: they stay in the staff area.
import { languageNameInEnglish } from '../../schema/api/languages.ts';
import { type InboxFilter, type InboxStatus, STATUS_LABELS } from '../../schema/api/staff-inbox.ts';
import { toCsv } from '../cli/csv.ts';
import type { Queryable } from '../db/database.ts';
import { PublicError } from '../http/errors.ts';
import { csvTime, IN_INDIA_TIME } from '../lib/text-format.ts';
import { fieldsSql, recordColumns, recordSql, type SubmissionKind } from '../submissions/kinds.ts';
import { formatReference } from '../submissions/reference.ts';
import { conditionsFor, FILTER_MESSAGES, handlingJoin, sourceSql, sqlParams } from './inbox-query.ts';

const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export interface InboxCsv {
  csv: string;
  rows: number;
  /** contact-messages-2026-11-01-to-2026-11-30.csv */
  fileName: string;
}

type Row = Record<string, string | null>;

/** One column: its header and how a row fills it. */
interface Column {
  header: string;
  cell(row: Row): string;
}

const TIME_RECORDS = new Set(['consent_given_at', 'guardian_confirmed_at']);

function columnsFor(kind: SubmissionKind, centreNames: Record<string, string>): Column[] {
  const text = (value: string | null | undefined) => value ?? '';
  return [
    { header: 'Reference', cell: (row) => (row.reference ? formatReference(row.reference) : '') },
    { header: `Received ${IN_INDIA_TIME}`, cell: (row) => csvTime(row.created_at) },
    ...kind.fields.map((field) => ({
      header: field.label ?? field.key,
      cell: (row: Row) => {
        const value = text(row[field.column]);
        return field.key === kind.centre ? (centreNames[value] ?? value) : value;
      },
    })),
    { header: 'Status', cell: (row) => STATUS_LABELS[(row.handling_status ?? 'new') as InboxStatus] },
    { header: 'Assigned to', cell: (row) => text(row.assignee_name) },
    { header: `Last change ${IN_INDIA_TIME}`, cell: (row) => csvTime(row.last_change) },
    ...recordColumns(kind)
      .filter((record) => record.column !== 'reference')
      .map(({ column, label }) => ({
        header: TIME_RECORDS.has(column) ? `${label} ${IN_INDIA_TIME}` : label,
        cell: (row: Row) => {
          const value = row[column];
          if (TIME_RECORDS.has(column)) return csvTime(value);
          if (column === 'notice_language') return value ? languageNameInEnglish(value) : '';
          return text(value);
        },
      })),
    { header: 'Submission id', cell: (row) => text(row.public_id) },
  ];
}

export async function inboxCsv(
  db: Queryable,
  kinds: readonly SubmissionKind[],
  filter: InboxFilter & { kind: string },
  centreNames: Record<string, string>,
): Promise<InboxCsv> {
  const kind = kinds.find((one) => one.type === filter.kind);
  if (!kind) throw new PublicError(400, FILTER_MESSAGES.kind(kinds.map((one) => one.type).join(', ')));
  const p = sqlParams();
  const found = conditionsFor(kind, filter, p.add);
  const subject = p.add(`inbox:${kind.type}`);
  // The kind's own columns, unqualified, read from `s` (inbox_items shares no column name with a kind; the
  // member and the audit are read in subqueries, since staff_members has an email column too).
  const { rows } = await db.query<Row>(
    `SELECT s.public_id::text AS public_id, ${ISO('s.created_at')} AS created_at, ${fieldsSql(kind, 'column')},
       ${recordSql(kind)}, h.status AS handling_status,
       (SELECT coalesce(nullif(m.display_name, ''), m.email) FROM staff_members m WHERE m.id = h.assignee_id)
         AS assignee_name,
       (SELECT ${ISO('max(a.at)')} FROM staff_audit a WHERE a.subject_type = ${subject} AND a.subject_id = s.id)
         AS last_change
     FROM ${sourceSql(kind, found)} ${handlingJoin(kind, p.add)}
     WHERE ${found.where.join(' AND ')}
     ORDER BY s.created_at, s.id`,
    p.values,
  );
  const columns = columnsFor(kind, centreNames);
  const headers = columns.map((column) => column.header);
  const cells = rows.map((row) => Object.fromEntries(columns.map((column) => [column.header, column.cell(row)])));
  const span = [filter.from, filter.to].filter(Boolean).join('-to-') || 'all';
  const fileName = `${kind.label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}s-${span}.csv`;
  return { csv: toCsv(headers, cells), rows: rows.length, fileName };
}
