// The inbox's filter as SQL, one condition list per kind (kinds.ts): the list, its count and the CSV
// download read the same conditions, so the download is exactly what the list shows. Every kind's
// table is aliased `s` and its handling row (inbox_items, absent while new) `h`. Only what staff may
// see (kinds.ts visibleToStaffSql): never an application still waiting for its parent or guardian.
import type { InboxFilter, InboxStatus } from '../../schema/api/staff-inbox.ts';
import { PublicError } from '../http/errors.ts';
import { type SubmissionKind, visibleToStaffSql } from '../submissions/kinds.ts';
import { searchSql } from './inbox-search.ts';

/** Numbered placeholders for one statement. */
export function sqlParams() {
  const values: unknown[] = [];
  return {
    values,
    add(value: unknown): string {
      values.push(value);
      return `$${values.length}`;
    },
  };
}
export type SqlParams = ReturnType<typeof sqlParams>;

// Dates are India's days (IST, UTC+5:30 all year): "1 March" starts at 18:30 UTC on 28 February.
const IST_MS = 5.5 * 3_600_000;
const DAY_MS = 86_400_000;
const istStart = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - IST_MS).toISOString();

export const FILTER_MESSAGES = {
  kind: (known: string) => `There is no kind of submission by that name (the inbox has ${known}).`,
  search: 'Type part of a name, an e-mail address, a phone number or a reference (like K7M2-9QXD).',
  dates: 'The "to" date is before the "from" date.',
};

/**
 * The conditions on `column` (a timestamptz) for India's days from `from` to `to`, both included
 * (YYYY-MM-DD, checked by the routes); a "to" before the "from" is refused.
 */
export function daysSql(column: string, days: { from?: string; to?: string }, param: SqlParams['add']): string[] {
  if (days.from && days.to && days.to < days.from) throw new PublicError(400, FILTER_MESSAGES.dates);
  const conditions: string[] = [];
  if (days.from) conditions.push(`${column} >= ${param(istStart(days.from))}::timestamptz`);
  if (days.to) {
    const end = new Date(Date.parse(istStart(days.to)) + DAY_MS).toISOString();
    conditions.push(`${column} < ${param(end)}::timestamptz`);
  }
  return conditions;
}

/** The kinds a filter may list: one by its type, those with centres when a centre is asked for. */
export function kindsOf(kinds: readonly SubmissionKind[], filter: InboxFilter): SubmissionKind[] {
  if (filter.kind && !kinds.some((kind) => kind.type === filter.kind)) {
    throw new PublicError(400, FILTER_MESSAGES.kind(kinds.map((kind) => kind.type).join(', ')));
  }
  return kinds.filter((kind) => (!filter.kind || kind.type === filter.kind) && (!filter.centre || kind.centre));
}

function statusSql(status: InboxStatus | 'all' | undefined, param: SqlParams['add']): string | undefined {
  if (status === 'all') return undefined;
  if (status === undefined) return `h.status IS DISTINCT FROM 'archived'`;
  if (status === 'new') return `(h.status IS NULL OR h.status = 'new')`;
  return `h.status = ${param(status)}`;
}

/** A kind's rows under a filter: the search (when there is one) and the other conditions. */
export interface KindConditions {
  /** The search's condition, kept apart: its matches are found first (sourceSql). */
  search?: string;
  /** The rows to read instead of the kind's table: a search's matches, found once for the page and its count. */
  from?: string;
  where: string[];
}

/** The conditions a kind's rows meet under `filter`: real submissions (or, `spam`, the flagged ones). */
export function conditionsFor(
  kind: SubmissionKind,
  filter: InboxFilter,
  param: SqlParams['add'],
  spam = false,
): KindConditions {
  // visibleToStaffSql names the kind's own columns: only `s` has them.
  const where = [`s.spam_reason IS ${spam ? 'NOT NULL' : 'NULL'}`, visibleToStaffSql(kind)];
  if (!spam) {
    const status = statusSql(filter.status, param);
    if (status) where.push(status);
  }
  const centre = kind.fields.find((field) => field.key === kind.centre);
  if (filter.centre && centre) where.push(`s.${centre.column} = ${param(filter.centre)}`);
  if (filter.language) where.push(`s.notice_language = ${param(filter.language)}`);
  where.push(...daysSql('s.created_at', filter, param));
  if (!filter.q?.trim()) return { where };
  const search = searchSql(kind, filter.q, param);
  if (!search) throw new PublicError(400, FILTER_MESSAGES.search);
  return { search, where };
}

/**
 * The kind's table as `s`. With a search, its matches first: the planner, unable to guess how few
 * a rare name has, would otherwise walk the newest-first index and test every row in its order (seconds
 * on 100,000 rows for a name nobody has); behind OFFSET 0 it reads the table once and sorts the matches.
 */
export const sourceSql = (kind: SubmissionKind, conditions: KindConditions) =>
  conditions.from
    ? `${conditions.from} s`
    : conditions.search
      ? `(SELECT * FROM ${kind.table} s WHERE ${conditions.search} OFFSET 0) s`
      : `${kind.table} s`;

/** The join of a kind's rows to how staff handle them. */
export const handlingJoin = (kind: SubmissionKind, param: SqlParams['add']) =>
  `LEFT JOIN inbox_items h ON h.submission_type = ${param(kind.type)} AND h.submission_id = s.id`;
