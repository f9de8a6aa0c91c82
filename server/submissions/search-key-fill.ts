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
    let after = 0;
    for (;;) {
      // By id (its index), from where the batch before ended: no scan over the rows already filled.
      const { rows } = await db.query<Record<string, unknown> & { id: number | string }>(
        `SELECT id, ${columns.join(', ')} FROM ${kind.table}
         WHERE search_key IS NULL AND id > $1 ORDER BY id LIMIT ${BATCH}`,
        [after],
      );
      if (rows.length === 0) break;
      const ids = rows.map((row) => Number(row.id));
      // = ANY reads the rows by their ids; a join to unnest made the planner read the whole table.
      await db.query(
        `UPDATE ${kind.table} SET search_key = ($2::text[])[array_position($1::bigint[], id)],
           phone_key = ($3::text[])[array_position($1::bigint[], id)]
         WHERE id = ANY($1::bigint[]) AND search_key IS NULL`,
        [ids, rows.map((row) => searchKeyOf(kind, row)), rows.map((row) => phoneKeyOf(kind, row))],
      );
      filled += rows.length;
      after = ids[ids.length - 1];
      if (rows.length < BATCH) break;
    }
  }
  return filled;
}
