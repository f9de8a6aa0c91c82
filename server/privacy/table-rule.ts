// A purge rule that erases rows of tables by a WHERE each (server/privacy/retention.ts runs and audits the rules).
import type { Queryable } from '../db/database.ts';
import type { TableRule } from './retention.ts';

/** Rows a rule erases: a WHERE on `table`, whose `$1`, if it has one, is the processing log's days. */
export interface RuleRows {
  table: string;
  where: string;
}

const total = async (db: Queryable, parts: readonly RuleRows[], days: number, sql: (part: RuleRows) => string) => {
  let sum = 0;
  for (const part of parts) {
    const { rows } = await db.query<{ n: number }>(sql(part), part.where.includes('$1') ? [days] : []);
    sum += Number(rows[0].n);
  }
  return sum;
};

/** The rule erasing `parts` in their order; a dry run counts the same rows. */
export const tableRule = (
  name: TableRule['name'],
  reason: TableRule['reason'],
  parts: readonly RuleRows[],
): TableRule => ({
  name,
  reason,
  count: (db, retention) =>
    total(
      db,
      parts,
      retention.processingLogDays,
      (part) => `SELECT count(*)::int AS n FROM ${part.table} WHERE ${part.where}`,
    ),
  run: (db, retention) =>
    total(
      db,
      parts,
      retention.processingLogDays,
      (part) =>
        `WITH gone AS (DELETE FROM ${part.table} WHERE ${part.where} RETURNING 1) SELECT count(*)::int AS n FROM gone`,
    ),
});
