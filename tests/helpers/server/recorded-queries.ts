// For tests that compare the work two requests cause (a known and an unknown address must cost the same
// statements, so timing tells nothing): the database, with the text of every statement run noted.
import type { Database, Queryable } from '../../../server/db/database.ts';

/** The database with every statement's text noted while `during` runs (parameters left out: they name the address). */
export function recorded(db: Database) {
  const seen: string[] = [];
  let on = false;
  const note = (q: Queryable): Queryable => ({
    exec: (sql) => q.exec(sql),
    query: (sql, params) => {
      if (on) seen.push(sql.replace(/\s+/g, ' ').trim());
      return q.query(sql, params);
    },
  });
  const wrapped: Database = { ...db, ...note(db), transaction: (fn) => db.transaction((tx) => fn(note(tx))) };
  return {
    db: wrapped,
    async during(work: () => Promise<void>): Promise<string[]> {
      seen.length = 0;
      on = true;
      await work();
      on = false;
      return [...seen];
    },
  };
}
