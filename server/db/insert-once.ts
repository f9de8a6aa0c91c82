// Inserts a submission row, at most once per idempotency key. The unique constraint on the
// key's hash decides, not a read before the write: two requests racing with one key both run
// INSERT ... ON CONFLICT DO NOTHING, one row is created, and the loser reads the winner's row
// (Postgres makes the loser wait for the winner's commit; PGlite runs one statement at a time).
import type { Queryable } from './database.ts';

export type SubmissionTable = 'contact_messages' | 'volunteer_applications';

export interface InsertStatement {
  table: SubmissionTable;
  /** Column names (fixed strings from the repository, never from input). */
  columns: readonly string[];
  values: readonly unknown[];
  /** SQL cast per column, e.g. `date`; omitted: none. */
  casts?: Readonly<Record<string, string>>;
}

export interface StoredRow {
  /** The random id callers see. */
  publicId: string;
  /** true when the key had already stored this row: nothing was created now. */
  replayed: boolean;
}

/** A key answers with its first row for this long; after it, the key may be used afresh. */
const KEY_LIFETIME = "interval '24 hours'";

function insertSql({ table, columns, casts = {} }: InsertStatement, extra: string[], onConflict: string): string {
  const names = [...columns, ...extra];
  const placeholders = names.map((name, i) => `$${i + 1}${casts[name] ? `::${casts[name]}` : ''}`);
  return `INSERT INTO ${table} (${names.join(', ')}) VALUES (${placeholders.join(', ')}) ${onConflict}
    RETURNING public_id::text AS public_id`;
}

export async function insertOnce(db: Queryable, statement: InsertStatement, keyHash?: Buffer): Promise<StoredRow> {
  if (!keyHash) {
    const { rows } = await db.query<{ public_id: string }>(insertSql(statement, [], ''), [...statement.values]);
    return { publicId: rows[0].public_id, replayed: false };
  }
  const sql = insertSql(statement, ['idempotency_key_hash'], 'ON CONFLICT (idempotency_key_hash) DO NOTHING');
  // Three tries cover the rare races: the first row's transaction rolled back, or its key expired.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const inserted = await db.query<{ public_id: string }>(sql, [...statement.values, keyHash]);
    if (inserted.rows.length > 0) return { publicId: inserted.rows[0].public_id, replayed: false };
    const { rows } = await db.query<{ public_id: string; fresh: boolean }>(
      `SELECT public_id::text AS public_id, created_at > now() - ${KEY_LIFETIME} AS fresh
       FROM ${statement.table} WHERE idempotency_key_hash = $1`,
      [keyHash],
    );
    if (rows[0]?.fresh) return { publicId: rows[0].public_id, replayed: true };
    if (rows[0]) await releaseKey(db, statement.table, keyHash);
  }
  throw new Error('The idempotency key stayed taken after three tries.');
}

async function releaseKey(db: Queryable, table: SubmissionTable, keyHash: Buffer): Promise<void> {
  await db.query(
    `UPDATE ${table} SET idempotency_key_hash = NULL
     WHERE idempotency_key_hash = $1 AND created_at <= now() - ${KEY_LIFETIME}`,
    [keyHash],
  );
}

/** Forgets every key older than its lifetime; the rows stay. */
export async function clearExpiredKeys(db: Queryable, table: SubmissionTable): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `WITH cleared AS (
       UPDATE ${table} SET idempotency_key_hash = NULL
       WHERE idempotency_key_hash IS NOT NULL AND created_at <= now() - ${KEY_LIFETIME} RETURNING 1)
     SELECT count(*)::int AS n FROM cleared`,
  );
  return Number(rows[0].n);
}
