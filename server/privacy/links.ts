// Emailed links and the sessions they open: a 128-bit random token, kept only as its SHA-256,
// single use, expiring, bound to a purpose and a subject. The raw token exists in memory and in the
// email only; a new link for the same purpose and subject (a retried email) replaces the old one.
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';

export type LinkPurpose = 'guardian' | 'your-data' | 'your-data-session';

/** A token as it travels in a link or a cookie: 22 base64url characters (128 bits). */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest();

/** Creates a link for `subject`, replacing any earlier one of the same purpose; returns the raw token. */
export async function createLink(db: Queryable, purpose: LinkPurpose, subject: string, hours: number): Promise<string> {
  const token = randomBytes(16).toString('base64url');
  await db.query(
    `WITH gone AS (DELETE FROM privacy_links WHERE purpose = $1 AND subject = $2 AND used_at IS NULL)
     INSERT INTO privacy_links (token_hash, purpose, subject, expires_at)
     VALUES ($3, $1, $2, now() + make_interval(secs => $4::double precision * 3600))`,
    [purpose, subject, hashOf(token), hours],
  );
  return token;
}

/** Why a link does not work: each gets its own plain sentence on the page. */
export type LinkProblem = 'malformed' | 'unknown' | 'used' | 'expired';

export type LinkCheck = { subject: string } | { problem: LinkProblem };

async function find(db: Queryable, purpose: LinkPurpose, token: unknown, lock: boolean): Promise<LinkCheck> {
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return { problem: 'malformed' };
  const { rows } = await db.query<{ subject: string; used: boolean; expired: boolean }>(
    `SELECT subject, used_at IS NOT NULL AS used, expires_at <= now() AS expired
     FROM privacy_links WHERE token_hash = $1 AND purpose = $2${lock ? ' FOR UPDATE' : ''}`,
    [hashOf(token), purpose],
  );
  const row = rows[0];
  if (!row) return { problem: 'unknown' };
  if (row.used) return { problem: 'used' };
  if (row.expired) return { problem: 'expired' };
  return { subject: row.subject };
}

/** Whether the link would work now, without using it (a GET: mail scanners open links too). */
export const checkLink = (db: Queryable, purpose: LinkPurpose, token: unknown) => find(db, purpose, token, false);

/**
 * Uses the link: inside the caller's transaction, so the action and the use commit together, and two
 * clicks at once cannot both pass (the row is locked; the second sees it used).
 */
export async function useLink(tx: Queryable, purpose: LinkPurpose, token: unknown): Promise<LinkCheck> {
  const found = await find(tx, purpose, token, true);
  if ('subject' in found) {
    await tx.query('UPDATE privacy_links SET used_at = now() WHERE token_hash = $1', [hashOf(token as string)]);
  }
  return found;
}

/** What a guardian decided with a used link: kept on the link so opening it again can say so. */
export type LinkOutcome = 'confirmed' | 'refused';

/**
 * Records the decision a link was used for, in the caller's transaction. `detach`: the link no longer
 * names its subject (a refused application is erased, and its links with it; this one stays, naming
 * nothing, until the purge takes it after its expiry).
 */
export async function recordOutcome(tx: Queryable, token: string, outcome: LinkOutcome, detach = false): Promise<void> {
  await tx.query(
    `UPDATE privacy_links SET outcome = $2${detach ? `, subject = 'decided'` : ''} WHERE token_hash = $1`,
    [hashOf(token), outcome],
  );
}

/** The decision a used link recorded, when it was made (ISO) and its subject ('decided' once refused); undefined for any other link. */
export async function outcomeOf(
  db: Queryable,
  purpose: LinkPurpose,
  token: unknown,
): Promise<{ outcome: LinkOutcome; decidedAt: string; subject: string } | undefined> {
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return undefined;
  const { rows } = await db.query<{ outcome: LinkOutcome; decided_at: string; subject: string }>(
    `SELECT outcome, subject, to_char(used_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS decided_at
     FROM privacy_links WHERE token_hash = $1 AND purpose = $2 AND used_at IS NOT NULL AND outcome IS NOT NULL`,
    [hashOf(token), purpose],
  );
  return rows[0] && { outcome: rows[0].outcome, decidedAt: rows[0].decided_at, subject: rows[0].subject };
}

/**
 * Used or expired links, a day after the fact (kept that long so a reused link still says "used"); a
 * guardian's decision stays until its link would have expired, so opening it again says what was decided.
 */
export async function purgeLinks(tx: Queryable): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(
    `WITH gone AS (DELETE FROM privacy_links WHERE expires_at < now() - interval '1 day'
       OR (used_at < now() - interval '1 day' AND outcome IS NULL) RETURNING 1) SELECT count(*)::int AS n FROM gone`,
  );
  return Number(rows[0].n);
}
