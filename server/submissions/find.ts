// Finding submissions the way staff name them: by the short reference a person reads
// out on the phone or the public id of an export, and by the phone number a caller gives.
import type { Queryable } from '../db/database.ts';
import type { SubmissionKind } from './kinds.ts';
import { type SubmissionName, submissionNameOf } from './reference.ts';

/** The digits of a phone column (or of what staff typed), the last 10 when there are more: +91, 0 and spaces aside. */
export const phoneDigitsSql = (column: string) => `right(regexp_replace(${column}, '[^0-9]', '', 'g'), 10)`;
export const phoneDigits = (typed: string) => typed.replace(/[^0-9]/g, '').slice(-10);

/** A submission found by its reference or public id, whichever kind it is. */
export interface FoundSubmission {
  kind: SubmissionKind;
  id: number;
  /** The sender's address (for the processing log's person hash). */
  email: string;
}

/** The submission a staff tool names by its reference (K7M2-9QXD) or public id, of whichever kind. */
export async function findSubmission(
  db: Queryable,
  kinds: readonly SubmissionKind[],
  typed: string | SubmissionName,
): Promise<FoundSubmission | undefined> {
  const name = typeof typed === 'string' ? submissionNameOf(typed) : typed;
  if (!name) return undefined;
  const [where, value] =
    'reference' in name ? ['reference = $1', name.reference] : ['public_id = $1::uuid', name.publicId];
  for (const kind of kinds) {
    const sender = kind.people.find((person) => person.role === 'sender')?.column ?? 'email';
    const { rows } = await db.query<{ id: string | number; email: string }>(
      `SELECT id, ${sender} AS email FROM ${kind.table} WHERE ${where}`,
      [value],
    );
    if (rows[0]) return { kind, id: Number(rows[0].id), email: rows[0].email };
  }
  return undefined;
}
