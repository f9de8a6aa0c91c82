// What a reply needs of an item: who it goes to (the sender and, for an applicant under 18, the parent
// or guardian who agreed), their name, language, reference and phone; and the reply queued in the outbox
// with the item (its submission named, so the item's erasure deletes it, text and all).
import { type Language, storedLanguage } from '../../schema/api/languages.ts';
import type { Queryable } from '../db/database.ts';
import { insertOutboxRow, type EmailPayload } from '../outbox/outbox-store.ts';
import { formatReference } from '../submissions/reference.ts';
import { plainNameSql, type ItemRef } from './inbox-item-store.ts';
import { senderColumn } from './inbox-store.ts';

/** The outbox purpose of a reply written in the staff area. */
export const STAFF_REPLY = 'staff-reply';

export interface ReplyTarget {
  /** The form's kind (contact, volunteer): its team addresses receive what they answer. */
  type: string;
  /** K7M2-9QXD */
  reference: string;
  language: Language;
  name: string;
  to: string[];
  /** The sender's phone as typed, '' for a kind without one. */
  phone: string;
}

export async function replyTargetOf(db: Queryable, ref: ItemRef): Promise<ReplyTarget> {
  const { kind } = ref;
  const guardian = kind.guardian ? kind.guardian.email : 'NULL';
  const phone = kind.phones[0] ?? `''`;
  const { rows } = await db.query<Record<string, string | null>>(
    `SELECT reference, notice_language, ${plainNameSql(kind)} AS name, ${senderColumn(kind)} AS sender,
       ${guardian} AS guardian, ${phone} AS phone
     FROM ${kind.table} WHERE id = $1`,
    [ref.id],
  );
  const row = rows[0] ?? {};
  return {
    type: kind.type,
    reference: formatReference(row.reference ?? ''),
    language: storedLanguage(row.notice_language),
    name: row.name ?? '',
    to: [row.sender, row.guardian].filter((address): address is string => Boolean(address)),
    phone: row.phone ?? '',
  };
}

/** Queues the written reply with the item; its outbox row's id. */
export async function queueReply(
  tx: Queryable,
  ref: ItemRef,
  payload: EmailPayload,
  messageIdDomain: string,
): Promise<number> {
  const { id } = await insertOutboxRow(
    tx,
    { kind: 'email', purpose: STAFF_REPLY, submission: { type: ref.kind.type, id: ref.id }, payload },
    messageIdDomain,
  );
  return id;
}
