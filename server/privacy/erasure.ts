// Erasing submissions: the row, every outbox message queued or sent for it, and every link that
// could still act on it, in the caller's transaction. Used by the purge, a guardian's refusal, the
// visitor's own "erase" and the staff command alike.
import type { Queryable } from '../db/database.ts';
import type { SubmissionType } from '../db/repository.ts';

export const TABLES: Record<SubmissionType, string> = {
  contact: 'contact_messages',
  volunteer: 'volunteer_applications',
};

export const SUBMISSION_TYPES = Object.keys(TABLES) as SubmissionType[];

/** The privacy_links subject of a submission. */
export const submissionSubject = (type: SubmissionType, id: number) => `${type}:${id}`;

export interface Erased {
  rows: number;
  messages: number;
}

/** Deletes the given rows of one form and everything hanging on them. */
export async function eraseSubmissions(tx: Queryable, type: SubmissionType, ids: number[]): Promise<Erased> {
  if (ids.length === 0) return { rows: 0, messages: 0 };
  const { rows: messages } = await tx.query<{ n: number }>(
    `WITH gone AS (DELETE FROM outbox WHERE submission_type = $1 AND submission_id = ANY($2::bigint[]) RETURNING 1)
     SELECT count(*)::int AS n FROM gone`,
    [type, ids],
  );
  await tx.query('DELETE FROM privacy_links WHERE subject = ANY($1::text[])', [
    ids.map((id) => submissionSubject(type, id)),
  ]);
  const { rows } = await tx.query<{ n: number }>(
    `WITH gone AS (DELETE FROM ${TABLES[type]} WHERE id = ANY($1::bigint[]) RETURNING 1) SELECT count(*)::int AS n FROM gone`,
    [ids],
  );
  return { rows: Number(rows[0].n), messages: Number(messages[0].n) };
}

/** A submission found for a person: what the "your data" page and the staff command show. */
export interface PersonSubmission {
  type: SubmissionType;
  id: number;
  publicId: string;
  createdAt: string;
  /** Plain words: what it was for. */
  purpose: string;
  /** The address is the applicant's own, or that of the guardian who was asked for consent. */
  role: 'sender' | 'guardian';
  awaitingGuardian: boolean;
}

const CREATED = `to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at`;

/** Every stored submission (spam included: it is stored too) under an address, oldest first. */
export async function submissionsOf(db: Queryable, email: string): Promise<PersonSubmission[]> {
  const address = email.trim().toLowerCase();
  const { rows: contacts } = await db.query<{ id: string | number; public_id: string; created_at: string }>(
    `SELECT id, public_id::text AS public_id, ${CREATED} FROM contact_messages WHERE lower(email) = $1 ORDER BY id`,
    [address],
  );
  const { rows: volunteers } = await db.query<{
    id: string | number;
    public_id: string;
    created_at: string;
    guardian: boolean;
    awaiting: boolean;
  }>(
    `SELECT id, public_id::text AS public_id, ${CREATED}, lower(email) <> $1 AS guardian,
       coalesce(consent_status = 'awaiting_guardian', false) AS awaiting
     FROM volunteer_applications WHERE lower(email) = $1 OR lower(guardian_email) = $1 ORDER BY id`,
    [address],
  );
  return [
    ...contacts.map((row) => ({
      type: 'contact' as const,
      id: Number(row.id),
      publicId: row.public_id,
      createdAt: row.created_at,
      purpose: 'Contact message: to answer your question',
      role: 'sender' as const,
      awaitingGuardian: false,
    })),
    ...volunteers.map((row) => ({
      type: 'volunteer' as const,
      id: Number(row.id),
      publicId: row.public_id,
      createdAt: row.created_at,
      purpose: row.guardian
        ? 'Volunteer application of a child in your care: to consider it with your consent'
        : 'Volunteer application: to consider you as a volunteer',
      role: row.guardian ? ('guardian' as const) : ('sender' as const),
      awaitingGuardian: row.awaiting,
    })),
  ].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Erases every submission under an address; returns how many per form. */
export async function eraseEverythingOf(tx: Queryable, email: string): Promise<Record<SubmissionType, Erased>> {
  const found = await submissionsOf(tx, email);
  const result = {} as Record<SubmissionType, Erased>;
  for (const type of SUBMISSION_TYPES) {
    result[type] = await eraseSubmissions(
      tx,
      type,
      found.filter((item) => item.type === type).map((item) => item.id),
    );
  }
  return result;
}

/** The submission with this public id (either form), or undefined. */
export async function findByPublicId(
  db: Queryable,
  publicId: string,
): Promise<{ type: SubmissionType; id: number; email: string } | undefined> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(publicId)) return undefined;
  for (const type of SUBMISSION_TYPES) {
    const { rows } = await db.query<{ id: string | number; email: string }>(
      `SELECT id, email FROM ${TABLES[type]} WHERE public_id = $1::uuid`,
      [publicId],
    );
    if (rows[0]) return { type, id: Number(rows[0].id), email: rows[0].email };
  }
  return undefined;
}
