// The figures /metrics reads from the shared database when it is scraped, not counted in the
// process: submissions held, the outbox, the purge. Read at scrape time so no other code has to
// report to ops/, and every instance answers the same database-wide figures (take max(), not sum(),
// across instances). Counts only: never an address, a name or a subject.
import type { Queryable } from '../db/database.ts';
import type { SubmissionKind } from '../submissions/kinds.ts';

export interface StoredCount {
  /** The kind's type (contact, volunteer): the label of site_submissions_stored. */
  kind: string;
  spam: boolean;
  count: number;
}

/** How many submissions of each kind are held, spam apart. */
export async function storedSubmissions(db: Queryable, kinds: readonly SubmissionKind[]): Promise<StoredCount[]> {
  const counts: StoredCount[] = [];
  for (const kind of kinds) {
    const { rows } = await db.query<{ spam: boolean; n: number }>(
      `SELECT spam_reason IS NOT NULL AS spam, count(*)::int AS n FROM ${kind.table} GROUP BY 1`,
    );
    for (const spam of [false, true]) {
      counts.push({ kind: kind.type, spam, count: Number(rows.find((row) => row.spam === spam)?.n ?? 0) });
    }
  }
  return counts;
}

export interface PurgeFigures {
  /** Rows erased by the purge per kind, over the processing log's retention window. */
  erased: { kind: string; count: number }[];
  /** When the purge last ran (seconds since 1970), 0 when it never has. */
  lastRunSeconds: number;
}

/** From the purge's own audit entries in the processing log (action 'purged', kind and count). */
export async function purgeFigures(db: Queryable): Promise<PurgeFigures> {
  const { rows } = await db.query<{ kind: string; n: number }>(
    `SELECT submission_type AS kind, sum(count)::int AS n FROM processing_log
     WHERE action = 'purged' AND submission_type IS NOT NULL GROUP BY 1 ORDER BY 1`,
  );
  const last = await db.query<{ at: number | null }>(
    `SELECT extract(epoch FROM max(at))::float8 AS at FROM processing_log WHERE action = 'purged'`,
  );
  return {
    erased: rows.map((row) => ({ kind: row.kind, count: Number(row.n) })),
    lastRunSeconds: Math.floor(Number(last.rows[0]?.at ?? 0)),
  };
}
