// The processing log: what was done with personal data and when. The person is named only by a keyed
// hash of their address (HMAC-SHA-256 with a key kept outside the database), so the log links one
// person's events without holding who they are; it never holds a name, a number or a submitted text.
import { createHmac } from 'node:crypto';
import type { Queryable } from '../db/database.ts';

export type ProcessingAction =
  | 'stored'
  | 'notified'
  | 'guardian-asked'
  | 'consent-confirmed'
  | 'consent-refused'
  | 'erased'
  | 'exported'
  | 'purged'
  | 'data-requested'
  | 'data-viewed'
  | 'correction-requested';

export interface ProcessingEntry {
  action: ProcessingAction;
  /** personHash(address), or undefined for entries about no one person (a purge, an export). */
  person?: string;
  submissionType?: string;
  count?: number;
  /** Plain words chosen by the code, never anything a visitor typed. */
  reason?: string;
}

/** The keyed hash of an address: the same for the same address whatever its case or spaces. */
export function personHash(key: Buffer, email: string): string {
  return createHmac('sha256', key).update(email.trim().toLowerCase(), 'utf8').digest('hex');
}

export async function logProcessing(db: Queryable, entry: ProcessingEntry): Promise<void> {
  await db.query(
    'INSERT INTO processing_log (action, person_hash, submission_type, count, reason) VALUES ($1, $2, $3, $4, $5)',
    [entry.action, entry.person ?? null, entry.submissionType ?? null, entry.count ?? null, entry.reason ?? null],
  );
}
