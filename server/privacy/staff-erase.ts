// Staff erasure (`npm run submissions -- erase --email X | --phone N | --id <reference or public id>
// [--dry-run]`), for requests that arrive by phone or post: everything under the address or phone
// number, or one submission, with its queued emails and links, in one transaction, with an audit entry
// (the person as a keyed hash, staff as the reason). --dry-run lists what would go and changes nothing.
import type { Database } from '../db/database.ts';
import { SUBMISSION_KINDS, type SubmissionKind } from '../submissions/kinds.ts';
import { formatReference } from '../submissions/reference.ts';
import {
  eraseSubmissions,
  type PersonSubmission,
  submissionNamed,
  submissionsByPhone,
  submissionsOf,
} from './erasure.ts';
import { logProcessing, personHash } from './processing-log.ts';

export type StaffErasure = ({ email: string } | { id: string } | { phone: string }) & {
  dryRun?: boolean;
  /** The member who asked, in the staff area (their row id, for the log); none on the command line. */
  staff?: number;
};

/** One item that was (or with --dry-run would be) erased, as staff see it. */
export interface ErasedItem {
  type: string;
  /** K7M2-9QXD */
  reference: string;
  /** When it arrived (ISO, UTC). */
  createdAt: string;
  /** The sender's first name and initial; empty while it waits for a guardian (staff see nothing of it). */
  who: string;
  /** The address given is the guardian's, not the sender's. */
  asGuardian: boolean;
  awaitingGuardian: boolean;
}

export interface StaffErasureResult {
  /** Rows erased (or that would be) per kind (by type: contact, volunteer). */
  erased: Record<string, number>;
  /** Queued or sent emails erased with them (0 on a dry run). */
  messages: number;
  items: ErasedItem[];
  dryRun: boolean;
}

const REASON = 'staff: request received by phone, post or email';

/** "Ravi K." from the fields a kind has (name, or first and last name). */
function shortName(fields: Record<string, string>): string {
  const [first = '', ...rest] = (
    fields.firstName ? `${fields.firstName} ${fields.lastName ?? ''}` : (fields.name ?? '')
  )
    .trim()
    .split(/\s+/);
  const initial = rest.at(-1)?.[0];
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

const itemOf = (item: PersonSubmission): ErasedItem => ({
  type: item.type,
  reference: formatReference(item.reference),
  createdAt: item.createdAt,
  who: item.awaitingGuardian ? '' : shortName(item.fields),
  asGuardian: item.role === 'guardian',
  awaitingGuardian: item.awaitingGuardian,
});

export async function staffErase(
  db: Database,
  hashKey: Buffer,
  target: StaffErasure,
  kinds: readonly SubmissionKind[] = SUBMISSION_KINDS,
): Promise<StaffErasureResult> {
  return db.transaction(async (tx) => {
    const found =
      'email' in target
        ? await submissionsOf(tx, target.email, kinds)
        : 'phone' in target
          ? await submissionsByPhone(tx, target.phone, kinds)
          : await submissionNamed(tx, target.id, kinds);
    const erased: Record<string, number> = Object.fromEntries(kinds.map((kind) => [kind.type, 0]));
    const dryRun = target.dryRun === true;
    let messages = 0;
    for (const kind of kinds) {
      const ids = found.filter((item) => item.kind === kind).map((item) => item.id);
      if (dryRun) erased[kind.type] = ids.length;
      else {
        const one = await eraseSubmissions(tx, kind, ids);
        erased[kind.type] = one.rows;
        messages += one.messages;
      }
    }
    if (!dryRun) {
      // One entry per person: the address given, or each sender of what a phone number or id found.
      const people = new Map<string | undefined, number>();
      for (const item of found) {
        const email = 'email' in target ? target.email : item.fields.email;
        const key = email?.trim().toLowerCase() || undefined;
        people.set(key, (people.get(key) ?? 0) + 1);
      }
      if (people.size === 0) people.set('email' in target ? target.email : undefined, 0);
      for (const [email, count] of people) {
        const person = email ? personHash(hashKey, email) : undefined;
        await logProcessing(tx, { action: 'erased', person, count, reason: REASON, staff: target.staff });
      }
    }
    return { erased, messages, items: found.map(itemOf), dryRun };
  });
}
