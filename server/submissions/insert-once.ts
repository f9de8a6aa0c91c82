// Inserts a submission row, at most once per idempotency key. The unique constraint on the
// key's hash decides, not a read before the write: two requests racing with one key both run
// INSERT ... ON CONFLICT DO NOTHING, one row is created, and the loser reads the winner's row
// (Postgres makes the loser wait for the winner's commit; PGlite runs one transaction at a time).
// The row's messages are queued by the same statement (a data-modifying CTE), so a replay (the
// loser) queues nothing, and a statement that fails leaves neither the row nor its messages.
// One statement instead of a transaction: no BEGIN and COMMIT round trips for every submission.
// What else a new row owes (its e-mails, its processing-log entry) is given by the slices that own
// those tables as parts of the same statement, so this file knows no table but the submission's.
import type { Queryable } from '../db/database.ts';

/**
 * A statement run with the insert, reading the new row from the CTE named `source` (its id, its
 * spam_reason...); it runs only for a row created now, never for a replay. `firstParam` is the number
 * of its first placeholder.
 */
export interface InsertPart {
  sql(source: string, submissionType: string, firstParam: number): { sql: string; values: unknown[] };
}

export interface InsertStatement {
  table: string;
  /** The submission type the outbox rows name (contact, volunteer). */
  type: string;
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
  /** The short reference (stored form: K7M29QXD), for people to quote. */
  reference: string;
  createdAt: Date;
  /** true when the key had already stored this row: nothing was created now. */
  replayed: boolean;
}

interface RawRow {
  id: number | string;
  public_id: string;
  reference: string;
  created_ms: number | string;
}

// Time as epoch milliseconds: PGlite and pg parse timestamptz differently, a number they agree on.
const RETURNED =
  'id, public_id::text AS public_id, reference, (extract(epoch FROM created_at) * 1000)::float8 AS created_ms';

const toRow = (raw: RawRow, replayed: boolean): StoredRow => ({
  id: Number(raw.id),
  publicId: raw.public_id,
  reference: raw.reference,
  createdAt: new Date(Number(raw.created_ms)),
  replayed,
});

/** A key answers with its first row for this long; after it, the key may be used afresh. */
const KEY_LIFETIME = "interval '24 hours'";

function insertSql(
  { table, type, columns, values, casts = {} }: InsertStatement,
  keyHash: Buffer | undefined,
  parts: readonly InsertPart[],
): { sql: string; values: unknown[] } {
  const names = keyHash ? [...columns, 'idempotency_key_hash'] : [...columns];
  const params = keyHash ? [...values, keyHash] : [...values];
  const placeholders = names.map((name, i) => `$${i + 1}${casts[name] ? `::${casts[name]}` : ''}`);
  const insert = `INSERT INTO ${table} (${names.join(', ')}) VALUES (${placeholders.join(', ')})
    ${keyHash ? 'ON CONFLICT (idempotency_key_hash) DO NOTHING' : ''}`;
  if (parts.length === 0) return { sql: `${insert} RETURNING ${RETURNED}`, values: params };
  const all = [...params];
  const ctes = parts.map((part, i) => {
    const built = part.sql('stored', type, all.length + 1);
    all.push(...built.values);
    return `part${i} AS (${built.sql})`;
  });
  return {
    sql: `WITH stored AS (${insert} RETURNING id, public_id, reference, created_at, spam_reason),
      ${ctes.join(',\n      ')}
      SELECT ${RETURNED} FROM stored`,
    values: all,
  };
}

/**
 * Inserts the row with its parts (its e-mails, its log entry), or finds the key's first row and
 * runs none of them.
 */
export async function insertOnce(
  db: Queryable,
  statement: InsertStatement,
  keyHash?: Buffer,
  parts: readonly InsertPart[] = [],
): Promise<StoredRow> {
  const { sql, values } = insertSql(statement, keyHash, parts);
  if (!keyHash) {
    const { rows } = await db.query<RawRow>(sql, values);
    return toRow(rows[0], false);
  }
  // Three tries cover the rare races: the first row's statement failed, or its key expired.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const inserted = await db.query<RawRow>(sql, values);
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

async function releaseKey(db: Queryable, table: string, keyHash: Buffer): Promise<void> {
  await db.query(
    `UPDATE ${table} SET idempotency_key_hash = NULL
     WHERE idempotency_key_hash = $1 AND created_at <= now() - ${KEY_LIFETIME}`,
    [keyHash],
  );
}

/** Forgets every key older than its lifetime; the rows stay. */
export async function clearExpiredKeys(db: Queryable, table: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `WITH cleared AS (
       UPDATE ${table} SET idempotency_key_hash = NULL
       WHERE idempotency_key_hash IS NOT NULL AND created_at <= now() - ${KEY_LIFETIME} RETURNING 1)
     SELECT count(*)::int AS n FROM cleared`,
  );
  return Number(rows[0].n);
}
