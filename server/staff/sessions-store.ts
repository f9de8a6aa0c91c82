// Staff sessions, kept server side so they can be ended: by signing out, "sign out everywhere", an
// admin removing the member, the idle timeout (moved on by every request) or the absolute one.
// The cookie holds a random token; the database only its SHA-256. Every instance on one Postgres
// reads the same rows, so a session made on one works on the others.
import type { Queryable } from '../db/database.ts';
import { JOINED_MEMBER_COLUMNS, type JoinedMemberRow, joinedMember, type StaffMember } from './members-store.ts';
import { hashToken, newToken, SESSION_TOKEN_PATTERN } from './tokens.ts';

export type SessionVia = 'passkey' | 'link';

export interface StaffSession {
  id: number;
  member: StaffMember;
  via: SessionVia;
  idleExpiresAt: Date;
  expiresAt: Date;
}

export interface SessionTimes {
  idleMinutes: number;
  maxHours: number;
}

/** Opens a session for the member (and notes the sign-in); returns the cookie's token. */
export async function openSession(
  db: Queryable,
  staffId: number,
  via: SessionVia,
  times: SessionTimes,
): Promise<string> {
  const token = newToken();
  await db.query(
    `WITH signed_in AS (UPDATE staff_members SET last_sign_in_at = now() WHERE id = $2)
     INSERT INTO staff_sessions (token_hash, staff_id, via, idle_expires_at, expires_at)
     SELECT $1, $2, $3, least(now() + make_interval(mins => $4::int), now() + make_interval(hours => $5::int)),
       now() + make_interval(hours => $5::int)`,
    [hashToken(token), staffId, via, times.idleMinutes, times.maxHours],
  );
  return token;
}

interface SessionRow extends JoinedMemberRow {
  id: number;
  via: SessionVia;
  idle_expires_at: Date;
  expires_at: Date;
}

/**
 * The live session of this token, its idle time moved on by this request (one statement: a session
 * cannot pass its end between a check and a touch); undefined when there is none.
 */
export async function touchSession(db: Queryable, token: string, idleMinutes: number) {
  if (!SESSION_TOKEN_PATTERN.test(token)) return undefined;
  const { rows } = await db.query<SessionRow>(
    `UPDATE staff_sessions s SET last_seen_at = now(),
       idle_expires_at = least(now() + make_interval(mins => $2::int), s.expires_at)
     FROM staff_members m
     WHERE s.token_hash = $1 AND m.id = s.staff_id AND m.removed_at IS NULL AND s.revoked_at IS NULL
       AND s.expires_at > now() AND s.idle_expires_at > now()
     RETURNING s.id, ${JOINED_MEMBER_COLUMNS}, s.via, s.idle_expires_at, s.expires_at`,
    [hashToken(token), idleMinutes],
  );
  const row = rows[0];
  if (!row) return undefined;
  const session: StaffSession = {
    id: Number(row.id),
    member: joinedMember(row),
    via: row.via,
    idleExpiresAt: new Date(row.idle_expires_at),
    expiresAt: new Date(row.expires_at),
  };
  return session;
}

/** Ends the session of this token (signing out, or a new sign-in in the same browser). */
export async function revokeSession(db: Queryable, token: string): Promise<void> {
  if (!SESSION_TOKEN_PATTERN.test(token)) return;
  await db.query('UPDATE staff_sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL', [
    hashToken(token),
  ]);
}

/** Ends every open session of the member; says how many. */
export async function revokeAllSessions(db: Queryable, staffId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `WITH ended AS (UPDATE staff_sessions SET revoked_at = now()
       WHERE staff_id = $1 AND revoked_at IS NULL AND expires_at > now() RETURNING 1)
     SELECT count(*)::int AS n FROM ended`,
    [staffId],
  );
  return Number(rows[0].n);
}
