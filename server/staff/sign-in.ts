// Signing in, the same way for both doors: the session is opened in the transaction that uses the
// link (or notes the passkey's counter), the browser's previous session (if it sent one) is ended
// (so the session id always changes at sign-in), and the audit trail says who signed in and how.
//
// Two counts per account (a keyed hash of its address), in person_counts under 'staff-sign-in', kept
// apart so that one can never spend the other: e-mailed links asked for (they protect the member's
// inbox: past the allowance nothing is sent) and failed passkey verifications (a signature cannot be
// guessed, so they only bound and report a flood at one account; a passkey that verifies is never
// refused by them). The per-IP rate limit bounds everything else.
import type { Database, Queryable } from '../db/database.ts';
import type { StaffMe } from '../../schema/api/staff.ts';
import { takeOne } from '../privacy/person-counts.ts';
import { recordAudit } from './audit-store.ts';
import { normaliseEmail } from './members-store.ts';
import { notePasskeyUse, passkeyCount, type StoredPasskey } from './passkeys-store.ts';
import { type SessionTimes, type SessionVia, openSession, revokeSession } from './sessions-store.ts';
import { type SignInLinkProblem, useSignInLink } from './sign-in-links.ts';
import { queueSignInEmailTo } from './staff-mail-store.ts';
import type { SignedIn } from './guard.ts';
import { csrfTokenOf } from './tokens.ts';

async function open(
  tx: Queryable,
  staffId: number,
  via: SessionVia,
  previous: string | undefined,
  times: SessionTimes,
): Promise<string> {
  if (previous) await revokeSession(tx, previous);
  const token = await openSession(tx, staffId, via, times);
  await recordAudit(tx, { actor: staffId, action: 'signed-in', details: { via } });
  return token;
}

/** Uses an e-mailed link and opens a session: its token, or why the link does not work. */
export function signInWithLink(
  db: Database,
  linkToken: unknown,
  previous: string | undefined,
  times: SessionTimes,
): Promise<{ token: string } | { problem: SignInLinkProblem }> {
  return db.transaction(async (tx) => {
    const used = await useSignInLink(tx, linkToken);
    if ('problem' in used) return used;
    return { token: await open(tx, used.staffId, 'link', previous, times) };
  });
}

/** Notes a verified passkey's use and opens a session; returns its token. */
export function signInWithPasskey(
  db: Database,
  passkey: StoredPasskey,
  counter: number,
  previous: string | undefined,
  times: SessionTimes,
): Promise<string> {
  return db.transaction(async (tx) => {
    await notePasskeyUse(tx, passkey.id, counter);
    return open(tx, passkey.member.id, 'passkey', previous, times);
  });
}

/** Takes one from an account's hourly count of `what`; false past `perHour`. */
const takeHourly = (db: Queryable, what: 'link' | 'passkey-failure', accountHash: string, perHour: number) =>
  takeOne(db, 'staff-sign-in', `${what}:${accountHash}`, [{ minutes: 60, max: perHour }]);

/**
 * Counts a passkey that did not verify against its account's hourly allowance; false past it. Only
 * ever called after a failed verification, so it never stands in the way of a right passkey.
 */
export const takeFailedPasskey = (db: Queryable, accountHash: string, perHour: number) =>
  takeHourly(db, 'passkey-failure', accountHash, perHour);

/**
 * A link asked for on the sign-in page, after the answer has gone: the same statements for every
 * address (counted against the address's links an hour, then, within them, one insert that queues an
 * e-mail only for a member's address). Past the allowance nothing is sent; passkeys are not affected.
 */
export async function requestSignInLink(
  db: Queryable,
  email: string,
  accountHash: (email: string) => string,
  linksPerHour: number,
): Promise<void> {
  if (!(await takeHourly(db, 'link', accountHash(normaliseEmail(email)), linksPerHour))) return;
  await queueSignInEmailTo(db, email);
}

/** What GET /api/staff/me and every sign-in answer. */
export async function meOf(db: Queryable, session: Omit<SignedIn, 'csrfToken'>): Promise<StaffMe> {
  const { member } = session;
  return {
    staff: { id: member.publicId, email: member.email, displayName: member.displayName, role: member.role },
    csrfToken: csrfTokenOf(session.token),
    session: {
      via: session.via,
      idleExpiresAt: session.idleExpiresAt.toISOString(),
      expiresAt: session.expiresAt.toISOString(),
    },
    passkeys: await passkeyCount(db, member.id),
  };
}
