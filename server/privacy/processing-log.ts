// The processing log: what was done with personal data and when. The person is named only by a keyed
// hash of their address (HMAC-SHA-256 with a key kept outside the database), so the log links one
// person's events without holding who they are; it never holds a name, a number or a submitted text.
import { createHmac } from 'node:crypto';
import { PROCESSING_ACTIONS } from '../../schema/api/staff-privacy.ts';
import type { Queryable } from '../db/database.ts';

// Every action the log records: the staff app's privacy page filters by them, so they are shared.
export { PROCESSING_ACTIONS };

export type ProcessingAction = (typeof PROCESSING_ACTIONS)[number];

export interface ProcessingEntry {
  action: ProcessingAction;
  /** personHash(address), or undefined for entries about no one person (a purge, an export). */
  person?: string;
  submissionType?: string;
  count?: number;
  /** Plain words chosen by the code, never anything a visitor typed. */
  reason?: string;
  /** The staff member who caused it (their id in staff_members, never an address); undefined for visitors, the purge and the command line. */
  staff?: number;
}

/** The keyed hash of an address: the same for the same address whatever its case or spaces. */
export function personHash(key: Buffer, email: string): string {
  return createHmac('sha256', key).update(email.trim().toLowerCase(), 'utf8').digest('hex');
}

export async function logProcessing(db: Queryable, entry: ProcessingEntry): Promise<void> {
  await db.query(
    'INSERT INTO processing_log (action, person_hash, submission_type, count, reason, staff_id) VALUES ($1, $2, $3, $4, $5, $6)',
    [
      entry.action,
      entry.person ?? null,
      entry.submissionType ?? null,
      entry.count ?? null,
      entry.reason ?? null,
      entry.staff ?? null,
    ],
  );
}

/**
 * The "stored" entry of a submission, as a part of the statement that inserts it (insert-once.ts):
 * written exactly when the row is, never for a replay of the same Idempotency-Key.
 */
export const storedEntryPart = (person: string) => ({
  sql: (source: string, submissionType: string, firstParam: number) => ({
    sql: `INSERT INTO processing_log (action, person_hash, submission_type)
      SELECT 'stored', $${firstParam}, $${firstParam + 1} FROM ${source}`,
    values: [person, submissionType],
  }),
});
