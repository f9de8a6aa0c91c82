// Erasing submissions: the row, every outbox message queued or sent for it, and every link that
// could still act on it, in the caller's transaction. Used by the purge, a guardian's refusal, the
// visitor's own "erase" and the staff command alike, for every kind kinds.ts describes.
import type { Queryable } from '../db/database.ts';
import { findSubmission, phoneDigits, phoneDigitsSql } from '../submissions/find.ts';
import {
  awaitingGuardianSql,
  fieldsSql,
  personWhere,
  SUBMISSION_KINDS,
  type PersonColumn,
  type SubmissionKind,
} from '../submissions/kinds.ts';

/** The privacy_links subject of a submission. */
export const submissionSubject = (type: string, id: number) => `${type}:${id}`;

export interface Erased {
  rows: number;
  messages: number;
}

/**
 * Why rows are erased: their retention is over (the purge), staff delete spam, or a person (or staff for
 * them) asks. A kind the law makes the foundation keep (`keptByLaw`: donations, for tax) is not erased on
 * request before its retention ends, except what was flagged as spam; the privacy notice and Your data say so.
 */
export type ErasureReason = 'retention' | 'spam' | 'request';

/** Deletes the given rows of one kind and everything hanging on them. */
export async function eraseSubmissions(
  tx: Queryable,
  kind: SubmissionKind,
  requested: number[],
  reason: ErasureReason = 'request',
): Promise<Erased> {
  let ids = requested;
  if (kind.keptByLaw && reason === 'request' && ids.length > 0) {
    const { rows: spam } = await tx.query<{ id: string | number }>(
      `SELECT id FROM ${kind.table} WHERE id = ANY($1::bigint[]) AND spam_reason IS NOT NULL`,
      [ids],
    );
    ids = spam.map((row) => Number(row.id));
  }
  if (ids.length === 0) return { rows: 0, messages: 0 };
  const { rows: messages } = await tx.query<{ n: number }>(
    `WITH gone AS (DELETE FROM outbox WHERE submission_type = $1 AND submission_id = ANY($2::bigint[]) RETURNING 1)
     SELECT count(*)::int AS n FROM gone`,
    [kind.type, ids],
  );
  await tx.query('DELETE FROM privacy_links WHERE subject = ANY($1::text[])', [
    ids.map((id) => submissionSubject(kind.type, id)),
  ]);
  // How staff handled it: its status, notes, history and the corrections asked about it.
  for (const table of ['inbox_items', 'inbox_notes', 'correction_requests']) {
    await tx.query(`DELETE FROM ${table} WHERE submission_type = $1 AND submission_id = ANY($2::bigint[])`, [
      kind.type,
      ids,
    ]);
  }
  await tx.query('DELETE FROM staff_audit WHERE subject_type = $1 AND subject_id = ANY($2::bigint[])', [
    `inbox:${kind.type}`,
    ids,
  ]);
  const { rows } = await tx.query<{ n: number }>(
    `WITH gone AS (DELETE FROM ${kind.table} WHERE id = ANY($1::bigint[]) RETURNING 1) SELECT count(*)::int AS n FROM gone`,
    [ids],
  );
  return { rows: Number(rows[0].n), messages: Number(messages[0].n) };
}

/** A submission found for a person: what the "your data" page and the staff command show. */
export interface PersonSubmission {
  kind: SubmissionKind;
  /** The kind's type (contact, volunteer). */
  type: string;
  id: number;
  publicId: string;
  /** The short reference (stored form, K7M29QXD; shown with formatReference). */
  reference: string;
  createdAt: string;
  /** Plain words, in English: what it was for (server/words gives the translations by type). */
  purpose: string;
  /** The address is the applicant's own, or that of the guardian who was asked for consent. */
  role: PersonColumn['role'];
  awaitingGuardian: boolean;
  /** Every field as stored (as the person typed it), by its payload name. */
  fields: Record<string, string>;
  /** The parent or guardian named for an applicant under 18, as the applicant typed them. */
  guardianDetails?: { name: string; email: string; relationship: string };
}

const CREATED = `to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at`;

interface FoundRow {
  id: string | number;
  public_id: string;
  reference: string;
  created_at: string;
  guardian: boolean;
  awaiting: boolean;
  [field: string]: unknown;
}

/**
 * The submissions of every kind whose `where(kind)` (a condition on $1, or undefined: none of this
 * kind) holds for `value`, oldest first; `address` (lower-cased) tells a guardian's item from the sender's.
 */
async function submissionsWhere(
  db: Queryable,
  kinds: readonly SubmissionKind[],
  where: (kind: SubmissionKind) => string | undefined,
  value: string,
  address?: string,
): Promise<PersonSubmission[]> {
  const found: PersonSubmission[] = [];
  for (const kind of kinds) {
    const condition = where(kind);
    if (!condition) continue;
    const sender = kind.people.find((person) => person.role === 'sender')?.column ?? 'email';
    const guardian = address === undefined ? 'false' : `lower(${sender}) IS DISTINCT FROM $2`;
    const named = kind.guardian
      ? `, ${kind.guardian.name} AS guardian_name, ${kind.guardian.email} AS guardian_email,
         ${kind.guardian.relationship} AS guardian_relationship`
      : '';
    const { rows } = await db.query<FoundRow>(
      `SELECT id, public_id::text AS public_id, reference, ${CREATED}, ${guardian} AS guardian,
         coalesce(${awaitingGuardianSql(kind)}, false) AS awaiting, ${fieldsSql(kind, 'key')}${named}
       FROM ${kind.table} WHERE ${condition} ORDER BY id`,
      address === undefined ? [value] : [value, address],
    );
    for (const row of rows) {
      const role = row.guardian ? 'guardian' : 'sender';
      found.push({
        kind,
        type: kind.type,
        id: Number(row.id),
        publicId: row.public_id,
        reference: row.reference,
        createdAt: row.created_at,
        purpose: (role === 'guardian' && kind.purposeFor.guardian) || kind.purposeFor.sender,
        role,
        awaitingGuardian: row.awaiting,
        fields: Object.fromEntries(kind.fields.map((field) => [field.key, String(row[field.key] ?? '')])),
        ...(row.guardian_email
          ? {
              guardianDetails: {
                name: String(row.guardian_name ?? ''),
                email: String(row.guardian_email),
                relationship: String(row.guardian_relationship ?? ''),
              },
            }
          : {}),
      });
    }
  }
  return found.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Every stored submission (spam included: it is stored too) under an address, of every kind, oldest first. */
export function submissionsOf(
  db: Queryable,
  email: string,
  kinds: readonly SubmissionKind[] = SUBMISSION_KINDS,
): Promise<PersonSubmission[]> {
  const address = email.trim().toLowerCase();
  return submissionsWhere(db, kinds, (kind) => personWhere(kind, '$1'), address, address);
}

/** Every stored submission whose sender gave this phone number (its last 10 digits), of every kind. */
export function submissionsByPhone(
  db: Queryable,
  phone: string,
  kinds: readonly SubmissionKind[] = SUBMISSION_KINDS,
): Promise<PersonSubmission[]> {
  const where = (kind: SubmissionKind) =>
    kind.phones.length > 0 ? kind.phones.map((column) => `${phoneDigitsSql(column)} = $1`).join(' OR ') : undefined;
  return submissionsWhere(db, kinds, where, phoneDigits(phone));
}

/** One submission named by its reference or public id (as a PersonSubmission, or none). */
export async function submissionNamed(
  db: Queryable,
  typed: string,
  kinds: readonly SubmissionKind[] = SUBMISSION_KINDS,
): Promise<PersonSubmission[]> {
  const found = await findSubmission(db, kinds, typed);
  if (!found) return [];
  return submissionsWhere(db, [found.kind], () => 'id = $1::bigint', String(found.id));
}

/** Erases every submission under an address; returns how many per kind (by type). */
export async function eraseEverythingOf(
  tx: Queryable,
  email: string,
  kinds: readonly SubmissionKind[] = SUBMISSION_KINDS,
): Promise<Record<string, Erased>> {
  const found = await submissionsOf(tx, email, kinds);
  const result: Record<string, Erased> = {};
  for (const kind of kinds) {
    const ids = found.filter((item) => item.kind === kind).map((item) => item.id);
    result[kind.type] = await eraseSubmissions(tx, kind, ids);
  }
  return result;
}

/** The sum of erased rows (and messages) over every kind. */
export const totalErased = (erased: Record<string, Erased>): Erased =>
  Object.values(erased).reduce((sum, one) => ({ rows: sum.rows + one.rows, messages: sum.messages + one.messages }), {
    rows: 0,
    messages: 0,
  });
