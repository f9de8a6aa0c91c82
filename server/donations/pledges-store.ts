// Pledges: what a donor chose on /donate before paying (an amount and what it is for). No personal
// data, so no consent and no "Your data" entry; the reference is what the payment quotes. Stored once
// per Idempotency-Key, like the forms' submissions.
import type { Language } from '../../schema/api/languages.ts';
import type { Queryable } from '../db/database.ts';
import { insertOnce, type StoredRow } from '../submissions/insert-once.ts';

export interface Pledge {
  reference: string;
  amountRupees: number;
  purpose: string;
  language: Language;
}

export async function storePledge(
  db: Queryable,
  pledge: Omit<Pledge, 'reference'> & { spamReason?: string },
  keyHash?: Buffer,
): Promise<StoredRow> {
  const columns = ['amount_rupees', 'purpose', 'language', ...(pledge.spamReason ? ['spam_reason'] : [])];
  const values = [
    pledge.amountRupees,
    pledge.purpose,
    pledge.language,
    ...(pledge.spamReason ? [pledge.spamReason] : []),
  ];
  return insertOnce(db, { table: 'donation_pledges', type: 'pledge', columns, values }, keyHash);
}

/** The pledge with this stored reference (K7M29QXD), or undefined. */
export async function findPledge(db: Queryable, reference: string): Promise<Pledge | undefined> {
  const { rows } = await db.query<{
    reference: string;
    amount_rupees: number | string;
    purpose: string;
    language: Language;
  }>('SELECT reference, amount_rupees, purpose, language FROM donation_pledges WHERE reference = $1', [reference]);
  const row = rows[0];
  return row
    ? {
        reference: row.reference,
        amountRupees: Number(row.amount_rupees),
        purpose: row.purpose,
        language: row.language,
      }
    : undefined;
}
