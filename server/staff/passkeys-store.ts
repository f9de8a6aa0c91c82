// Staff passkeys: the public key and signature counter of each WebAuthn credential a member enrolled.
// Only public material is kept; the private key never leaves the member's device.
import type { Queryable } from '../db/database.ts';
import { JOINED_MEMBER_COLUMNS, type JoinedMemberRow, joinedMember, type StaffMember } from './members-store.ts';
import { isUuid } from './tokens.ts';

export interface NewPasskey {
  staffId: number;
  credentialId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
  deviceType: string;
  backedUp: boolean;
}

export interface StoredPasskey {
  id: number;
  credentialId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
  member: StaffMember;
}

export interface PasskeyRow {
  publicId: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  synced: boolean;
  transports: string[];
}

/** Adds a passkey; false when that credential is enrolled already (by anyone). */
export async function addPasskey(db: Queryable, passkey: NewPasskey): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO staff_passkeys (staff_id, credential_id, public_key, counter, transports, device_type, backed_up)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (credential_id) DO NOTHING RETURNING id`,
    [
      passkey.staffId,
      passkey.credentialId,
      Buffer.from(passkey.publicKey),
      passkey.counter,
      passkey.transports,
      passkey.deviceType,
      passkey.backedUp,
    ],
  );
  return rows.length > 0;
}

/** The passkey with this credential id, of an active member. */
export async function passkeyByCredential(db: Queryable, credentialId: string): Promise<StoredPasskey | undefined> {
  const { rows } = await db.query<
    JoinedMemberRow & {
      id: number;
      credential_id: string;
      public_key: Uint8Array;
      counter: number | string;
      transports: string[];
    }
  >(
    `SELECT p.id, p.credential_id, p.public_key, p.counter, p.transports, ${JOINED_MEMBER_COLUMNS}
     FROM staff_passkeys p JOIN staff_members m ON m.id = p.staff_id
     WHERE p.credential_id = $1 AND m.removed_at IS NULL`,
    [credentialId],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    id: Number(row.id),
    credentialId: row.credential_id,
    publicKey: new Uint8Array(row.public_key),
    counter: Number(row.counter),
    transports: row.transports,
    member: joinedMember(row),
  };
}

/** Notes a successful use: the authenticator's new counter and when. */
export async function notePasskeyUse(db: Queryable, id: number, counter: number): Promise<void> {
  await db.query('UPDATE staff_passkeys SET counter = $2, last_used_at = now() WHERE id = $1', [id, counter]);
}

export async function passkeysOf(db: Queryable, staffId: number): Promise<PasskeyRow[]> {
  const { rows } = await db.query<PasskeyRow>(
    `SELECT public_id::text AS "publicId", created_at AS "createdAt", last_used_at AS "lastUsedAt",
       device_type = 'multiDevice' AS synced, transports
     FROM staff_passkeys WHERE staff_id = $1 ORDER BY created_at, id`,
    [staffId],
  );
  return rows;
}

/** The credential ids a member has, so an authenticator is not asked to enrol one twice. */
export async function credentialIdsOf(db: Queryable, staffId: number) {
  const { rows } = await db.query<{ credential_id: string; transports: string[] }>(
    'SELECT credential_id, transports FROM staff_passkeys WHERE staff_id = $1',
    [staffId],
  );
  return rows.map((row) => ({ id: row.credential_id, transports: row.transports }));
}

/** Removes one of the member's own passkeys; false when they have none with this id. */
export async function removePasskey(db: Queryable, staffId: number, publicId: string): Promise<boolean> {
  if (!isUuid(publicId)) return false;
  const { rows } = await db.query(
    'DELETE FROM staff_passkeys WHERE staff_id = $1 AND public_id = $2::uuid RETURNING id',
    [staffId, publicId],
  );
  return rows.length > 0;
}

export async function passkeyCount(db: Queryable, staffId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM staff_passkeys WHERE staff_id = $1', [
    staffId,
  ]);
  return Number(rows[0].n);
}
