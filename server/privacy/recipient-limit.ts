// The limit on e-mails to one visitor mailbox: acknowledgements, guardian requests and
// "your data" links are counted per recipient when the worker is about to send them, in the
// database every instance shares. Past the hour's or the day's number the message is suppressed:
// the submission stays stored and the team's notification is unaffected. Erasure confirmations
// are not counted: only someone who opened a link sent to that mailbox can cause one.
import type { Queryable } from '../db/database.ts';
import { type ClaimedRow, markAdmitted } from '../outbox/outbox-store.ts';
import { mailboxKey } from './mailbox.ts';
import { takeOne } from './person-counts.ts';

/** The purposes of e-mails someone else's form can send to a visitor's address. */
export const VISITOR_PURPOSES: ReadonlySet<string> = new Set(['acknowledgement', 'guardian-request', 'your-data-link']);

/** Whether a visitor e-mail may go to `to` now; a yes is counted, and noted on the row for retries. */
export type RecipientGate = (row: ClaimedRow, to: string) => Promise<boolean>;

export function recipientGate(
  db: Queryable,
  limits: { hour: number; day: number },
  personHash: (address: string) => string,
): RecipientGate {
  const windows = [
    { minutes: 60, max: limits.hour },
    { minutes: 24 * 60, max: limits.day },
  ];
  return async (row, to) => {
    if (row.admitted || !VISITOR_PURPOSES.has(row.purpose)) return true;
    if (!(await takeOne(db, 'recipient', personHash(mailboxKey(to)), windows))) return false;
    // A crash between the two statements counts one e-mail twice at most: never one too few.
    await markAdmitted(db, row);
    return true;
  };
}
