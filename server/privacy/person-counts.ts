// Counts per person and kind in the database, so every instance on one Postgres shares them (PGlite
// has one instance anyway): visitor e-mails per recipient mailbox, "your data" link requests and
// correction requests per address, staff sign-ins per account, picture uploads per staff member (by id).
// One statement takes one from the allowance or refuses, atomically: no count-then-insert race (where
// ten concurrent requests could send nine links).
//
// Counts go in 10-minute buckets. The bucket of now is upserted (INSERT ... ON CONFLICT DO UPDATE),
// and only while the bucket plus the earlier buckets of each window stay under that window's
// limit: concurrent takers queue on the bucket's row lock and each sees the count the one before it
// left. The earlier buckets no longer change, so reading them in the statement is exact. A window
// is therefore the last hour (or day) to within ten minutes, not a clock hour that refills at once.
import type { Queryable } from '../db/database.ts';

export type CountKind = 'recipient' | 'your-data' | 'correction' | 'staff-sign-in' | 'picture-upload';

export interface CountWindow {
  /** A multiple of ten: the window is this bucket and the ones before it within these minutes. */
  minutes: number;
  /** How many the window allows. */
  max: number;
}

const BUCKET = `date_bin('10 minutes', now(), timestamptz '2000-01-01 00:00:00+00')`;

/** The window's count before this bucket; its minutes are the parameter $minutesParam. */
const earlier = (minutesParam: number) =>
  `(SELECT coalesce(sum(p.n), 0) FROM person_counts p
     WHERE p.kind = $1 AND p.person_hash = $2 AND p.bucket < ${BUCKET}
       AND p.bucket > ${BUCKET} - make_interval(mins => $${minutesParam}::int))`;

/**
 * Takes one for `person` (a keyed hash, never an address) when every window has room, and says
 * whether it did. Refused takes are not counted, so a flood does not push the limit further out.
 */
export async function takeOne(
  db: Queryable,
  kind: CountKind,
  person: string,
  windows: CountWindow[],
): Promise<boolean> {
  const params: unknown[] = [kind, person];
  const room = windows.map(({ minutes, max }) => {
    params.push(minutes, max);
    return { before: earlier(params.length - 1), max: `$${params.length}::int` };
  });
  const { rows } = await db.query<{ n: number }>(
    `INSERT INTO person_counts AS c (kind, person_hash, bucket, n)
     SELECT $1, $2, ${BUCKET}, 1
     WHERE ${room.map((w) => `${w.before} < ${w.max}`).join(' AND ')}
     ON CONFLICT (kind, person_hash, bucket) DO UPDATE SET n = c.n + 1
     WHERE ${room.map((w) => `c.n + ${w.before} < ${w.max}`).join(' AND ')}
     RETURNING n`,
    params,
  );
  return rows.length > 0;
}

/** Buckets older than the longest window (a day), kept one more day for clocks that differ. */
export async function purgeCounts(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `WITH gone AS (DELETE FROM person_counts WHERE bucket < now() - interval '2 days' RETURNING 1)
     SELECT count(*)::int AS n FROM gone`,
  );
  return Number(rows[0].n);
}
