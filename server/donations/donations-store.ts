// The few reads of stored donations the Donate form's routes need (the rest goes through the
// submission kinds: kinds.ts DONATION).
import type { Queryable } from '../db/database.ts';

/** The reference of the first donation that quoted this transaction reference, if any (a duplicate is flagged). */
export async function earlierDonationWith(db: Queryable, transactionRef: string): Promise<string | null> {
  const { rows } = await db.query<{ reference: string }>(
    'SELECT reference FROM donations WHERE lower(transaction_ref) = lower($1) ORDER BY id LIMIT 1',
    [transactionRef],
  );
  return rows[0]?.reference ?? null;
}

/** What the confirmation page of a stored donation says: its pledge's reference, and whether an ID was given. */
export async function donationSummary(
  db: Queryable,
  reference: string,
): Promise<{ pledgeReference: string; withId: boolean } | undefined> {
  const { rows } = await db.query<{ pledge_reference: string; id_type: string }>(
    'SELECT pledge_reference, id_type FROM donations WHERE reference = $1',
    [reference],
  );
  return rows[0] ? { pledgeReference: rows[0].pledge_reference, withId: rows[0].id_type !== 'none' } : undefined;
}
