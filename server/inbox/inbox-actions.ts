// What staff do in the inbox, spam review and privacy tasks, each in one transaction with
// its entries: the staff audit (who did what; an item's history) and the processing log (what was
// done with the person's data: the person as a keyed hash, the member by id, never the item's words).
import type { InboxFilter, InboxStatus } from '../../schema/api/staff-inbox.ts';
import type { Database, Queryable } from '../db/database.ts';
import type { EmailPayload, QueuedMessage } from '../outbox/outbox-store.ts';
import { markCorrectionDone } from '../privacy/correction-store.ts';
import { eraseSubmissions } from '../privacy/erasure.ts';
import { logProcessing, type ProcessingAction } from '../privacy/processing-log.ts';
import { recordAudit } from '../staff/audit-store.ts';
import { addNote, changeHandling, type ItemRef, itemSubject } from './inbox-item-store.ts';
import { queueReply } from './reply-store.ts';
import { releaseFromSpam } from './spam-store.ts';

/** Who acts, and how the log names a person. */
export interface Actor {
  id: number;
  personHash(email: string): string;
}

async function record(
  tx: Queryable,
  actor: Actor,
  ref: ItemRef,
  audit: { action: string; details?: Record<string, string | number | null> },
  log: ProcessingAction,
) {
  await recordAudit(tx, { actor: actor.id, ...audit, ...itemSubject(ref) });
  await logProcessing(tx, {
    action: log,
    person: actor.personHash(ref.email),
    submissionType: ref.kind.type,
    staff: actor.id,
  });
}

export const logView = (db: Queryable, actor: Actor, ref: ItemRef) =>
  logProcessing(db, {
    action: 'viewed-by-staff',
    person: actor.personHash(ref.email),
    submissionType: ref.kind.type,
    staff: actor.id,
  });

/** A new status and/or assignee (a member's row id, or null for none); what changed. */
export function changeItem(
  db: Database,
  actor: Actor,
  ref: ItemRef,
  change: { status?: InboxStatus; assigneeId?: number | null },
) {
  return db.transaction(async (tx) => {
    const result = await changeHandling(tx, ref, change);
    if (result.status) {
      await record(tx, actor, ref, { action: 'inbox-status', details: { status: result.status } }, 'status-changed');
    }
    if (result.assigneeChanged) {
      const details = { assignee: change.assigneeId ?? null };
      await record(tx, actor, ref, { action: 'inbox-assign', details }, 'assigned');
    }
    return result;
  });
}

export function noteItem(db: Database, actor: Actor, ref: ItemRef, text: string) {
  return db.transaction(async (tx) => {
    await addNote(tx, ref, actor.id, text);
    await record(tx, actor, ref, { action: 'inbox-note' }, 'note-added');
  });
}

/** A new item is marked in progress once someone answers it; true when it was new. */
async function inProgressWhenNew(tx: Queryable, actor: Actor, ref: ItemRef): Promise<boolean> {
  const { rows } = await tx.query<{ status: InboxStatus }>(
    'SELECT status FROM inbox_items WHERE submission_type = $1 AND submission_id = $2 FOR UPDATE',
    [ref.kind.type, ref.id],
  );
  const isNew = (rows[0]?.status ?? 'new') === 'new';
  if (isNew) {
    await changeHandling(tx, ref, { status: 'in-progress' });
    await record(tx, actor, ref, { action: 'inbox-status', details: { status: 'in-progress' } }, 'status-changed');
  }
  return isNew;
}

/**
 * A reply written in the staff area: its e-mail queued with the item, in progress when it was new (true
 * then), and in the history with its e-mail (whose delivery the history follows) and language.
 */
export function replyToItem(
  db: Database,
  actor: Actor,
  ref: ItemRef,
  reply: { payload: EmailPayload; language: string; messageIdDomain: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const isNew = await inProgressWhenNew(tx, actor, ref);
    const outbox = await queueReply(tx, ref, reply.payload, reply.messageIdDomain);
    await record(tx, actor, ref, { action: 'inbox-reply', details: { outbox, language: reply.language } }, 'replied');
    return isNew;
  });
}

/** "Reply on WhatsApp" chosen: in progress when new (true then), and logged (what is written there is not known). */
export function whatsappChosen(db: Database, actor: Actor, ref: ItemRef): Promise<boolean> {
  return db.transaction(async (tx) => {
    const isNew = await inProgressWhenNew(tx, actor, ref);
    await record(tx, actor, ref, { action: 'inbox-whatsapp' }, 'replied');
    return isNew;
  });
}

/** The CSV download's entries: about no one person, with the kind, the rows and the dates. */
export function logExport(db: Database, actor: Actor, filter: InboxFilter & { kind: string }, rows: number) {
  return db.transaction(async (tx) => {
    const details = { type: filter.kind, rows, from: filter.from ?? null, to: filter.to ?? null };
    await recordAudit(tx, { actor: actor.id, action: 'inbox-export', details });
    await logProcessing(tx, {
      action: 'exported',
      submissionType: filter.kind,
      count: rows,
      reason: 'staff area: CSV download',
      staff: actor.id,
    });
  });
}

/** Not spam: false when it was no longer flagged. */
export function releaseSpam(
  db: Database,
  actor: Actor,
  ref: ItemRef,
  owed: readonly QueuedMessage[],
  messageIdDomain: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await releaseFromSpam(tx, ref, owed, messageIdDomain))) return false;
    await record(tx, actor, ref, { action: 'spam-release' }, 'released-from-spam');
    return true;
  });
}

/**
 * Delete now: erased as every erasure is; the audit names only its kind (the item is gone). False,
 * with nothing erased, when it is no longer flagged: a colleague released it (it is a real message
 * now) or deleted it between the page's check and this.
 */
export function deleteSpam(db: Database, actor: Actor, ref: ItemRef): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query(
      `SELECT id FROM ${ref.kind.table} WHERE id = $1 AND spam_reason IS NOT NULL FOR UPDATE`,
      [ref.id],
    );
    if (rows.length === 0) return false;
    const erased = await eraseSubmissions(tx, ref.kind, [ref.id], 'spam');
    await recordAudit(tx, { actor: actor.id, action: 'spam-delete', details: { type: ref.kind.type } });
    await logProcessing(tx, {
      action: 'erased',
      person: actor.personHash(ref.email),
      submissionType: ref.kind.type,
      count: erased.rows,
      reason: 'staff: deleted as spam',
      staff: actor.id,
    });
    return true;
  });
}

/** Marks a correction request done; false when unknown or done already. */
export function correctionDone(db: Database, actor: Actor, publicId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await markCorrectionDone(tx, publicId, actor.id);
    if (!row) return false;
    await recordAudit(tx, { actor: actor.id, action: 'correction-done' });
    await logProcessing(tx, {
      action: 'correction-done',
      person: actor.personHash(row.email),
      submissionType: row.submission_type ?? undefined,
      staff: actor.id,
    });
    return true;
  });
}
