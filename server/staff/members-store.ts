// Staff members: who may sign in and with which role. Addresses are stored lower-cased; one active
// member per address. Removing a member ends everything they could sign in with at once (sessions,
// passkeys, links, challenges, queued sign-in e-mails) and keeps the row, without any of that, for
// the audit trail (deleted by the purge with the last entry about them).
import type { Database, Queryable } from '../db/database.ts';
import type { StaffRole } from '../../schema/api/staff.ts';
import { recordAudit } from './audit-store.ts';
import { isUuid } from './tokens.ts';

export interface StaffMember {
  id: number;
  publicId: string;
  email: string;
  displayName: string;
  role: StaffRole;
}

export interface MemberRow extends StaffMember {
  createdAt: Date;
  lastSignInAt: Date | null;
  passkeys: number;
  sessions: number;
}

/** The outbox's submission_type of the sign-in e-mails: the member they are for. */
export const STAFF_MEMBER_TYPE = 'staff-member';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

const COLUMNS = `m.id, m.public_id::text AS "publicId", m.email, m.display_name AS "displayName", m.role`;

const member = <T extends StaffMember>(row: T): T => ({ ...row, id: Number(row.id) });

/**
 * The member's columns in a query that joins staff_members as `m` to a table with an id of its own (a
 * session, a passkey): named apart from that table's columns, and read back by joinedMember.
 */
export const JOINED_MEMBER_COLUMNS =
  'm.id AS staff_id, m.public_id::text AS public_id, m.email, m.display_name, m.role';

export interface JoinedMemberRow {
  staff_id: number;
  public_id: string;
  email: string;
  display_name: string;
  role: StaffRole;
}

export const joinedMember = (row: JoinedMemberRow): StaffMember => ({
  id: Number(row.staff_id),
  publicId: row.public_id,
  email: row.email,
  displayName: row.display_name,
  role: row.role,
});

/** The active member with this public id (an id from the browser: anything, checked by the database's cast). */
export async function memberByPublicId(db: Queryable, publicId: string): Promise<StaffMember | undefined> {
  if (!isUuid(publicId)) return undefined;
  const { rows } = await db.query<StaffMember>(
    `SELECT ${COLUMNS} FROM staff_members m WHERE m.public_id = $1::uuid AND m.removed_at IS NULL`,
    [publicId],
  );
  return rows[0] && member(rows[0]);
}

/** The active member with this id (the outbox's row names them so). */
export async function memberById(db: Queryable, id: number): Promise<StaffMember | undefined> {
  const { rows } = await db.query<StaffMember>(
    `SELECT ${COLUMNS} FROM staff_members m WHERE m.id = $1 AND m.removed_at IS NULL`,
    [id],
  );
  return rows[0] && member(rows[0]);
}

export async function memberByEmail(db: Queryable, email: string): Promise<StaffMember | undefined> {
  const { rows } = await db.query<StaffMember>(
    `SELECT ${COLUMNS} FROM staff_members m WHERE m.email = $1 AND m.removed_at IS NULL`,
    [normaliseEmail(email)],
  );
  return rows[0] && member(rows[0]);
}

/** Every active member with their passkeys and open sessions, admins first, then by name. */
export async function listMembers(db: Queryable): Promise<MemberRow[]> {
  const { rows } = await db.query<MemberRow>(
    `SELECT ${COLUMNS}, m.created_at AS "createdAt", m.last_sign_in_at AS "lastSignInAt",
       (SELECT count(*)::int FROM staff_passkeys p WHERE p.staff_id = m.id) AS passkeys,
       (SELECT count(*)::int FROM staff_sessions s WHERE s.staff_id = m.id AND s.revoked_at IS NULL
          AND s.expires_at > now() AND s.idle_expires_at > now()) AS sessions
     FROM staff_members m WHERE m.removed_at IS NULL
     ORDER BY m.role = 'admin' DESC, lower(coalesce(nullif(m.display_name, ''), m.email)), m.id`,
  );
  return rows.map((row) => ({ ...member(row), passkeys: Number(row.passkeys), sessions: Number(row.sessions) }));
}

export interface NewMember {
  email: string;
  displayName?: string;
  role: StaffRole;
  /** The admin inviting; undefined for the command line. */
  createdBy?: number;
}

/** Adds a member, or says the address already belongs to one. */
export async function createMember(db: Queryable, fields: NewMember): Promise<StaffMember | 'exists'> {
  const { rows } = await db.query<StaffMember>(
    `INSERT INTO staff_members AS m (email, display_name, role, created_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (email) WHERE removed_at IS NULL DO NOTHING
     RETURNING ${COLUMNS}`,
    [normaliseEmail(fields.email), fields.displayName?.trim() ?? '', fields.role, fields.createdBy ?? null],
  );
  return rows[0] ? member(rows[0]) : 'exists';
}

/**
 * The active admins, locked until the transaction ends: two admins demoting or removing each other
 * at once cannot leave the site without one.
 */
async function lockedAdmins(tx: Queryable): Promise<number[]> {
  const { rows } = await tx.query<{ id: number }>(
    `SELECT id FROM staff_members WHERE role = 'admin' AND removed_at IS NULL ORDER BY id FOR UPDATE`,
  );
  return rows.map((row) => Number(row.id));
}

export type MemberChange = { before: StaffMember } | 'unknown' | 'last-admin';

/** Why 'last-admin' was refused, for the staff page and the command line alike. */
export const LAST_ADMIN_MESSAGE = 'There must always be one admin: make someone else an admin first.';

/** Changes a member's role (audited with it; `actor` undefined for the command line). */
export function changeRole(db: Database, publicId: string, role: StaffRole, actor?: number): Promise<MemberChange> {
  return db.transaction(async (tx) => {
    const admins = await lockedAdmins(tx);
    const before = await memberByPublicId(tx, publicId);
    if (!before) return 'unknown';
    if (before.role === 'admin' && role !== 'admin' && admins.length <= 1) return 'last-admin';
    await tx.query('UPDATE staff_members SET role = $2 WHERE id = $1', [before.id, role]);
    const details = { from: before.role, to: role };
    await recordAudit(tx, { actor, action: 'role-changed', subjectType: 'staff', subjectId: before.id, details });
    return { before };
  });
}

/** Removes a member (audited with it; `actor` undefined for the command line). */
export function removeMember(db: Database, publicId: string, actor?: number): Promise<MemberChange> {
  return db.transaction(async (tx) => {
    const admins = await lockedAdmins(tx);
    const before = await memberByPublicId(tx, publicId);
    if (!before) return 'unknown';
    if (before.role === 'admin' && admins.length <= 1) return 'last-admin';
    await tx.query('UPDATE staff_members SET removed_at = now() WHERE id = $1', [before.id]);
    // Her unsaved work in the section editor (content_working_copies) goes with her sessions.
    const tables = [
      'staff_sessions',
      'staff_passkeys',
      'staff_sign_in_links',
      'staff_challenges',
      'content_working_copies',
    ];
    for (const table of tables) {
      await tx.query(`DELETE FROM ${table} WHERE staff_id = $1`, [before.id]);
    }
    await tx.query(
      `DELETE FROM outbox WHERE submission_type = $2 AND submission_id = $1 AND status IN ('pending', 'sending')`,
      [before.id, STAFF_MEMBER_TYPE],
    );
    await recordAudit(tx, { actor, action: 'removed', subjectType: 'staff', subjectId: before.id });
    return { before };
  });
}
