// Staff erasure (`npm run submissions -- erase --email X | --id <public id>`), for requests that
// arrive by phone or post: everything under the address, or one submission, with its queued emails
// and links, in one transaction, with an audit entry (the person as a keyed hash, staff as the reason).
import type { Database } from '../db/database.ts';
import type { SubmissionType } from '../db/repository.ts';
import { eraseEverythingOf, eraseSubmissions, findByPublicId, SUBMISSION_TYPES } from './erasure.ts';
import { logProcessing, personHash } from './processing-log.ts';

export type StaffErasure = { email: string } | { id: string };

export interface StaffErasureResult {
  /** Rows erased per form. */
  erased: Record<SubmissionType, number>;
  /** Queued or sent emails erased with them. */
  messages: number;
}

const REASON = 'staff: request received by phone, post or email';

export async function staffErase(db: Database, hashKey: Buffer, target: StaffErasure): Promise<StaffErasureResult> {
  return db.transaction(async (tx) => {
    const result: StaffErasureResult = { erased: { contact: 0, volunteer: 0 }, messages: 0 };
    let email: string | undefined;
    if ('email' in target) {
      email = target.email;
      const erased = await eraseEverythingOf(tx, target.email);
      for (const type of SUBMISSION_TYPES) {
        result.erased[type] = erased[type].rows;
        result.messages += erased[type].messages;
      }
    } else {
      const found = await findByPublicId(tx, target.id);
      if (found) {
        email = found.email;
        const erased = await eraseSubmissions(tx, found.type, [found.id]);
        result.erased[found.type] = erased.rows;
        result.messages = erased.messages;
      }
    }
    const count = result.erased.contact + result.erased.volunteer;
    await logProcessing(tx, {
      action: 'erased',
      person: email ? personHash(hashKey, email) : undefined,
      count,
      reason: REASON,
    });
    return result;
  });
}
