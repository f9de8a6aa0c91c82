// The inbox list: every kind's real submissions in one list, newest first, 50 a page,
// filtered and searched by inbox-query.ts, with the number that match. One statement per page: a
// branch per kind (each walks its own created_at or search index and stops after a page), merged.
import { type InboxFilter, type InboxPage, type InboxStatus, STAFF_PAGE_SIZE } from '../../schema/api/staff-inbox.ts';
import type { Queryable } from '../db/database.ts';
import type { SubmissionKind } from '../submissions/kinds.ts';
import { formatReference } from '../submissions/reference.ts';
import {
  conditionsFor,
  handlingJoin,
  type KindConditions,
  kindsOf,
  type SqlParams,
  sourceSql,
  sqlParams,
} from './inbox-query.ts';
import { samePersonOf, samePersonSql } from './same-person.ts';
import { cursorTimeSql, decodeCursor, encodeCursor, olderThan, type RowKey } from './list-cursor.ts';

/** The sender's name as one text ('' for a kind without name columns). */
export const nameSql = (kind: SubmissionKind) =>
  kind.names?.length ? `concat_ws(' ', ${kind.names.map((column) => `s.${column}`).join(', ')})` : `''`;

/** The column of the sender's address. */
export const senderColumn = (kind: SubmissionKind) =>
  kind.people.find((person) => person.role === 'sender')?.column ?? 'email';

const centreSql = (kind: SubmissionKind) => {
  const field = kind.fields.find((one) => one.key === kind.centre);
  return field ? `s.${field.column}` : 'NULL::text';
};

/** Rows in the list's order for `chosen` kinds (each with its place in `kinds`), after `key`. */
export function pageSql(
  kinds: readonly SubmissionKind[],
  chosen: readonly SubmissionKind[],
  p: SqlParams,
  where: (kind: SubmissionKind) => KindConditions,
  columns: (kind: SubmissionKind) => string,
  key?: RowKey,
): string {
  const branches = chosen.map((kind) => {
    const place = kinds.indexOf(kind);
    const found = where(kind);
    const conditions = [...found.where, ...(key ? [olderThan(key, place, p.add)] : [])];
    return `(SELECT s.created_at, ${place} AS k, s.id, ${columns(kind)}
      FROM ${sourceSql(kind, found)} ${handlingJoin(kind, p.add)}
      WHERE ${conditions.join(' AND ')}
      ORDER BY s.created_at DESC, s.id DESC LIMIT ${STAFF_PAGE_SIZE + 1})`;
  });
  return `SELECT u.*, ${cursorTimeSql('u.created_at')} AS at FROM (${branches.join(' UNION ALL ')}) u
    ORDER BY u.created_at DESC, u.k DESC, u.id DESC LIMIT ${STAFF_PAGE_SIZE + 1}`;
}

/** SQL of how many rows of `chosen` kinds meet `where`. */
function countSql(
  chosen: readonly SubmissionKind[],
  p: SqlParams,
  where: (kind: SubmissionKind, p: SqlParams) => KindConditions,
): string {
  const counts = chosen.map((kind) => {
    const found = where(kind, p);
    const all = [...(found.search && !found.from ? [`(${found.search})`] : []), ...found.where];
    return `(SELECT count(*) FROM ${found.from ?? kind.table} s ${handlingJoin(kind, p.add)} WHERE ${all.join(' AND ')})`;
  });
  return `(${counts.join(' + ')})::int`;
}

/** How many rows of `chosen` kinds meet `where`. */
export async function countRows(
  db: Queryable,
  chosen: readonly SubmissionKind[],
  where: (kind: SubmissionKind, p: SqlParams) => KindConditions,
): Promise<number> {
  const p = sqlParams();
  const { rows } = await db.query<{ n: string | number }>(`SELECT ${countSql(chosen, p, where)} AS n`, p.values);
  return Number(rows[0].n);
}

/**
 * A searched page and its count in one statement: each kind's table is read once for the search
 * (its matching rows kept as found_N) and the page and the count read them from there, instead of
 * each reading the table again (a search cannot use an index: it looks inside the keys).
 */
async function searchedPage(
  db: Queryable,
  kinds: readonly SubmissionKind[],
  chosen: readonly SubmissionKind[],
  filter: InboxFilter,
  columns: (p: SqlParams) => (kind: SubmissionKind) => string,
  key?: RowKey,
): Promise<{ rows: ListRow[]; total: number }> {
  const p = sqlParams();
  const found = chosen.map((kind, i) => {
    const conditions = conditionsFor(kind, filter, p.add);
    return {
      kind,
      conditions,
      cte: `found_${i} AS MATERIALIZED (SELECT s.* FROM ${kind.table} s WHERE ${conditions.search})`,
    };
  });
  const fromFound = (kind: SubmissionKind): KindConditions => {
    const one = found.find((entry) => entry.kind === kind);
    if (!one) throw new Error(`No search for the kind "${kind.type}".`);
    return { from: `found_${found.indexOf(one)}`, where: one.conditions.where };
  };
  const page = pageSql(kinds, chosen, p, fromFound, columns(p), key);
  const total = countSql(chosen, p, fromFound);
  const { rows } = await db.query<ListRow & { total: number | string }>(
    `WITH ${found.map((entry) => entry.cte).join(', ')}, page AS (${page})
     SELECT page.*, c.total FROM (SELECT ${total} AS total) c LEFT JOIN page ON true
     ORDER BY page.created_at DESC, page.k DESC, page.id DESC`,
    p.values,
  );
  return { rows: rows.filter((row) => row.id !== null), total: Number(rows[0]?.total ?? 0) };
}

/** The cursor after the last row shown, when there is more. */
export function nextOf<T extends { at: string; k: number | string; id: number | string }>(rows: T[]): string | null {
  if (rows.length <= STAFF_PAGE_SIZE) return null;
  const last = rows[STAFF_PAGE_SIZE - 1];
  return encodeCursor({ at: last.at, kind: Number(last.k), id: Number(last.id) });
}

/** What every staff list (the inbox, spam) reads of a row, whatever its kind. */
export interface ListedRow {
  at: string;
  k: number;
  id: number;
  type: string;
  public_id: string;
  reference: string;
  name: string;
  email: string;
}

interface ListRow extends ListedRow {
  centre: string | null;
  language: string | null;
  status: InboxStatus;
  assignee: string | null;
  same_person: string | null;
}

/** A listed row as the staff app shows it: its public id, kind, reference, time and sender. */
export const listedFields = (row: ListedRow, kinds: readonly SubmissionKind[]) => ({
  id: row.public_id,
  type: row.type,
  kindLabel: kinds.find((kind) => kind.type === row.type)?.label ?? row.type,
  reference: formatReference(row.reference),
  receivedAt: `${row.at.slice(0, 23)}Z`,
  name: row.name,
  email: row.email,
});

export async function listInbox(
  db: Queryable,
  kinds: readonly SubmissionKind[],
  filter: InboxFilter,
  options: { after?: string; centreNames: Record<string, string> },
): Promise<InboxPage> {
  const chosen = kindsOf(kinds, filter);
  if (chosen.length === 0) return { items: [], total: 0, next: null };
  const key = options.after ? decodeCursor(options.after) : undefined;
  const columns = (p: SqlParams) => (kind: SubmissionKind) =>
    `${p.add(kind.type)}::text AS type, s.public_id::text AS public_id, s.reference, ${nameSql(kind)} AS name,
     s.${senderColumn(kind)} AS email, ${centreSql(kind)} AS centre, s.notice_language AS language,
     coalesce(h.status, 'new') AS status,
     (SELECT coalesce(nullif(m.display_name, ''), m.email) FROM staff_members m WHERE m.id = h.assignee_id) AS assignee,
     ${samePersonSql(kinds, kind, senderColumn)} AS same_person`;
  let rows: ListRow[];
  let total: number;
  if (filter.q?.trim()) ({ rows, total } = await searchedPage(db, kinds, chosen, filter, columns, key));
  else {
    const p = sqlParams();
    const sql = pageSql(kinds, chosen, p, (kind) => conditionsFor(kind, filter, p.add), columns(p), key);
    [{ rows }, total] = await Promise.all([
      db.query<ListRow>(sql, p.values),
      countRows(db, chosen, (kind, q) => conditionsFor(kind, filter, q.add)),
    ]);
  }
  return {
    items: rows.slice(0, STAFF_PAGE_SIZE).map((row) => ({
      ...listedFields(row, kinds),
      centre: row.centre === null ? null : (options.centreNames[row.centre] ?? row.centre),
      language: row.language,
      status: row.status,
      assignee: row.assignee,
      samePerson: samePersonOf(row.same_person),
    })),
    total,
    next: nextOf(rows),
  };
}
