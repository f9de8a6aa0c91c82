// Inserts a submission row, at most once per idempotency key. The unique constraint on the
// key's hash decides, not a read before the write: two requests racing with one key both run
// INSERT ... ON CONFLICT DO NOTHING, one row is created, and the loser reads the winner's row
// (Postgres makes the loser wait for the winner's commit; PGlite runs one transaction at a time).
// The repository runs it inside the transaction that also queues the row's emails, so a replay
// (the loser) queues nothing, and a winner that rolls back leaves the key to the next try.
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
  /** The internal key (links the row's queued emails to it); never shown to callers. */
  id: number;
  /** The random id callers see. */
  publicId: string;
  createdAt: Date;
  /** true when the key had already stored this row: nothing was created now. */
  replayed: boolean;
}

interface RawRow {
  id: number | string;
  public_id: string;
  created_ms: number | string;
}

// Time as epoch milliseconds: PGlite and pg parse timestamptz differently, a number they agree on.
const RETURNED = 'id, public_id::text AS public_id, (extract(epoch FROM created_at) * 1000)::float8 AS created_ms';

const toRow = (raw: RawRow, replayed: boolean): StoredRow => ({
  id: Number(raw.id),
  publicId: raw.public_id,
  createdAt: new Date(Number(raw.created_ms)),
  replayed,
});

/** A key answers with its first row for this long; after it, the key may be used afresh. */
const KEY_LIFETIME = "interval '24 hours'";

function insertSql({ table, columns, casts = {} }: InsertStatement, extra: string[], onConflict: string): string {
  const names = [...columns, ...extra];
  const placeholders = names.map((name, i) => `$${i + 1}${casts[name] ? `::${casts[name]}` : ''}`);
  return `INSERT INTO ${table} (${names.join(', ')}) VALUES (${placeholders.join(', ')}) ${onConflict}
    RETURNING ${RETURNED}`;
}

export async function insertOnce(db: Queryable, statement: InsertStatement, keyHash?: Buffer): Promise<StoredRow> {
  if (!keyHash) {
    const { rows } = await db.query<RawRow>(insertSql(statement, [], ''), [...statement.values]);
    return toRow(rows[0], false);
  }
  const sql = insertSql(statement, ['idempotency_key_hash'], 'ON CONFLICT (idempotency_key_hash) DO NOTHING');
  // Three tries cover the rare races: the first row's transaction rolled back, or its key expired.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const inserted = await db.query<RawRow>(sql, [...statement.values, keyHash]);
    if (inserted.rows.length > 0) return toRow(inserted.rows[0], false);
    const { rows } = await db.query<RawRow & { fresh: boolean }>(
      `SELECT ${RETURNED}, created_at > now() - ${KEY_LIFETIME} AS fresh
       FROM ${statement.table} WHERE idempotency_key_hash = $1`,
      [keyHash],
    );
    if (rows[0]?.fresh) return toRow(rows[0], true);
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
