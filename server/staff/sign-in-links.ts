// E-mailed sign-in links (links.ts's approach for the privacy links: a random token kept only as its
// SHA-256, expiring, single use), in a table of their own so a member's links go with the member.
// Several may be valid at once (an invitation, a link printed by the command line, one asked for
// again); using one marks the member's other unused links used, so one sign-in comes of them all.
import type { Queryable } from '../db/database.ts';
import { hashToken, LINK_TOKEN_PATTERN, newToken } from './tokens.ts';

export type SignInLinkProblem = 'malformed' | 'unknown' | 'used' | 'expired';
export type SignInLinkCheck = { staffId: number } | { problem: SignInLinkProblem };

export async function createSignInLink(db: Queryable, staffId: number, minutes: number): Promise<string> {
  const token = newToken();
  await db.query(
    `INSERT INTO staff_sign_in_links (token_hash, staff_id, expires_at)
     VALUES ($1, $2, now() + make_interval(mins => $3::int))`,
    [hashToken(token), staffId, minutes],
  );
  return token;
}

async function find(db: Queryable, token: unknown, lock: boolean): Promise<SignInLinkCheck> {
  if (typeof token !== 'string' || !LINK_TOKEN_PATTERN.test(token)) return { problem: 'malformed' };
  const { rows } = await db.query<{ staff_id: number; used: boolean; expired: boolean; removed: boolean }>(
    `SELECT l.staff_id, l.used_at IS NOT NULL AS used, l.expires_at <= now() AS expired,
       m.removed_at IS NOT NULL AS removed
     FROM staff_sign_in_links l JOIN staff_members m ON m.id = l.staff_id
     WHERE l.token_hash = $1${lock ? ' FOR UPDATE OF l' : ''}`,
    [hashToken(token)],
  );
  const row = rows[0];
  if (!row || row.removed) return { problem: 'unknown' };
  if (row.used) return { problem: 'used' };
  if (row.expired) return { problem: 'expired' };
  return { staffId: Number(row.staff_id) };
}

/** Whether the link would work now, without using it (mail scanners open links too). */
export const checkSignInLink = (db: Queryable, token: unknown) => find(db, token, false);

/**
 * Uses the link inside the caller's transaction (the session it opens commits with it): two clicks
 * at once cannot both pass, since the row is locked and the second sees it used.
 */
export async function useSignInLink(tx: Queryable, token: unknown): Promise<SignInLinkCheck> {
  const found = await find(tx, token, true);
  if ('staffId' in found) {
    await tx.query('UPDATE staff_sign_in_links SET used_at = now() WHERE staff_id = $1 AND used_at IS NULL', [
      found.staffId,
    ]);
  }
  return found;
}
