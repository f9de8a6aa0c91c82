// The sign-in e-mails as outbox rows: what is owed to which member, without the link (it is made
// when the e-mail is delivered: staff-messages.ts), except a link the command line printed, which the
// e-mail must repeat: that one is written now (it works once, for 15 minutes). A request by address is one statement, the same
// whether or not the address belongs to a member, and it queues nothing for one that does not.
import type { Queryable } from '../db/database.ts';
import { type EmailPayload, insertOutboxRow } from '../outbox/outbox-store.ts';
import { normaliseEmail, STAFF_MEMBER_TYPE } from './members-store.ts';

/** 'staff-invitation': the first e-mail to a new member; 'staff-sign-in': a link asked for. */
export type StaffMailPurpose = 'staff-invitation' | 'staff-sign-in';
export const STAFF_MAIL_PURPOSES: readonly StaffMailPurpose[] = ['staff-invitation', 'staff-sign-in'];

/** A sign-in link asked for on the sign-in page: queued only when the address is an active member's. */
export async function queueSignInEmailTo(db: Queryable, email: string): Promise<void> {
  await db.query(
    `INSERT INTO outbox (kind, purpose, submission_type, submission_id, next_attempt_at)
     SELECT 'email', 'staff-sign-in', $2, id, now() FROM staff_members WHERE email = $1 AND removed_at IS NULL`,
    [normaliseEmail(email), STAFF_MEMBER_TYPE],
  );
}

/** An invitation, or a link an admin sends a member: rendered at delivery, unless `payload` was written now. */
export async function queueStaffEmail(
  db: Queryable,
  staffId: number,
  purpose: StaffMailPurpose,
  messageIdDomain: string,
  payload: EmailPayload | null = null,
): Promise<void> {
  await insertOutboxRow(
    db,
    { kind: 'email', purpose, submission: { type: STAFF_MEMBER_TYPE, id: staffId }, payload },
    messageIdDomain,
  );
}
