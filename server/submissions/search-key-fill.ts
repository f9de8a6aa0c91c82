// Gives the rows stored without search keys (before migration 017, or written straight into a table by a
// tool) their search_key and phone_key, as the insert writes them: at the server's start, 500 rows a
// statement, until none is left. Transliteration is code, not SQL, so a migration cannot do it. Run
// twice at once (two instances starting), both write the same keys.
import type { Queryable } from '../db/database.ts';
import type { SubmissionKind } from './kinds.ts';
import { phoneKeyOf, searchKeyOf } from './search-key.ts';

const BATCH = 500;

/** The columns a kind's keys are made of. */
const keyColumns = (kind: SubmissionKind) => [
  ...new Set([...(kind.names ?? []), ...kind.people.map((person) => person.column), ...kind.phones]),
];

/** Fills every row of `kinds` without a search key; answers how many rows it filled. */
export async function fillSearchKeys(db: Queryable, kinds: readonly SubmissionKind[]): Promise<number> {
  let filled = 0;
  for (const kind of kinds) {
    const columns = keyColumns(kind);
    for (;;) {
      const { rows } = await db.query<Record<string, unknown> & { id: number | string }>(
        `SELECT id, ${columns.join(', ')} FROM ${kind.table} WHERE search_key IS NULL ORDER BY id LIMIT ${BATCH}`,
      );
      if (rows.length === 0) break;
      await db.query(
        `UPDATE ${kind.table} t SET search_key = k.search_key, phone_key = k.phone_key
         FROM unnest($1::bigint[], $2::text[], $3::text[]) AS k (id, search_key, phone_key)
         WHERE t.id = k.id AND t.search_key IS NULL`,
        [
          rows.map((row) => Number(row.id)),
          rows.map((row) => searchKeyOf(kind, row)),
          rows.map((row) => phoneKeyOf(kind, row)),
        ],
      );
      filled += rows.length;
      if (rows.length < BATCH) break;
    }
  }
  return filled;
}
