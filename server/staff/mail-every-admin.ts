// Queues one e-mail to every admin who is still a member, in the caller's transaction: for the changes an
// admin must see the same day (where personal data goes, where money goes).
import type { Queryable } from '../db/database.ts';
import { type EmailPayload, insertOutboxRow } from '../outbox/outbox-store.ts';

/** Queues `emailTo(address)` for each admin under `purpose`; answers how many admins were written to. */
export async function mailEveryAdmin(
  tx: Queryable,
  purpose: string,
  emailTo: (address: string) => EmailPayload,
  messageIdDomain: string,
): Promise<number> {
  const { rows } = await tx.query<{ email: string }>(
    `SELECT email FROM staff_members WHERE role = 'admin' AND removed_at IS NULL ORDER BY id`,
  );
  for (const { email } of rows)
    await insertOutboxRow(tx, { kind: 'email', purpose, payload: emailTo(email) }, messageIdDomain);
  return rows.length;
}
