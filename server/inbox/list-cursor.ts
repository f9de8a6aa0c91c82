// Pages of a staff list (inbox, spam), newest first across every kind, by keyset: the page after a
// row is every row older in the order (created_at, the kind's place in the list, id), so page 200 of
// 100,000 rows costs what page 1 does and a row arriving meanwhile moves nothing. The cursor is that
// row's key, opaque to the browser (base64url JSON), checked when it comes back.
import { PublicError } from '../http/errors.ts';

export interface RowKey {
  /** created_at as ISO 8601 with microseconds (the database's precision). */
  at: string;
  /** The kind's place in the app's list of kinds. */
  kind: number;
  id: number;
}

const ISO_MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export const CURSOR_MESSAGE = 'This page of the list is out of date. Go back to the first page.';

export const encodeCursor = (key: RowKey) =>
  Buffer.from(JSON.stringify([key.at, key.kind, key.id])).toString('base64url');

export function decodeCursor(cursor: string): RowKey {
  try {
    const [at, kind, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof at === 'string' && ISO_MICROS.test(at) && Number.isInteger(kind) && Number.isInteger(id)) {
      return { at, kind: kind as number, id: id as number };
    }
  } catch {
    // Not JSON: said below like any other cursor we did not make.
  }
  throw new PublicError(400, CURSOR_MESSAGE);
}

/** created_at as the cursor keeps it. */
export const cursorTimeSql = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * The condition "older than the cursor" for the rows of the kind at `kindIndex` (its table aliased
 * `s`); `param` adds a value and returns its placeholder.
 */
export function olderThan(key: RowKey, kindIndex: number, param: (value: unknown) => string): string {
  const at = `${param(key.at)}::timestamptz`;
  // Written as a range on created_at (its index) and, for the cursor's own kind, the id for a tie: an
  // OR around the whole made the planner read the table instead of the index.
  if (kindIndex < key.kind) return `s.created_at <= ${at}`;
  if (kindIndex > key.kind) return `s.created_at < ${at}`;
  return `(s.created_at <= ${at} AND (s.created_at < ${at} OR s.id < ${param(key.id)}))`;
}
