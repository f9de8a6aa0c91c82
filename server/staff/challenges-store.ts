// WebAuthn challenges between the options a browser is given and the answer it sends: kept (as a
// hash) so any instance can check the answer, used once, and good for five minutes.
import type { Queryable } from '../db/database.ts';
import { hashToken } from './tokens.ts';

export type ChallengePurpose = 'registration' | 'authentication';

const CHALLENGE_MINUTES = 5;

/** Keeps a challenge; expired ones are cleared on the way (sign-in options are asked for without a session). */
export async function saveChallenge(
  db: Queryable,
  challenge: string,
  purpose: ChallengePurpose,
  staffId?: number,
): Promise<void> {
  await db.query(
    `WITH stale AS (DELETE FROM staff_challenges WHERE expires_at < now())
     INSERT INTO staff_challenges (challenge_hash, purpose, staff_id, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(mins => $4::int))`,
    [hashToken(challenge), purpose, staffId ?? null, CHALLENGE_MINUTES],
  );
}

/**
 * Takes the challenge if it was issued for this purpose (and member, when enrolling) and is still
 * good; it can never be taken again.
 */
export async function takeChallenge(
  db: Queryable,
  challenge: string,
  purpose: ChallengePurpose,
  staffId?: number,
): Promise<boolean> {
  const { rows } = await db.query(
    `DELETE FROM staff_challenges WHERE challenge_hash = $1 AND purpose = $2 AND expires_at > now()
       AND staff_id IS NOT DISTINCT FROM $3 RETURNING 1`,
    [hashToken(challenge), purpose, staffId ?? null],
  );
  return rows.length > 0;
}
