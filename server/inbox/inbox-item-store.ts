// One inbox item: found by its public id among every kind staff may see, read with every
// field, its consent record, its guardian, its e-mails, notes and history; its status, assignee and
// notes changed with an entry in the staff audit (who changed what) and in the processing log (what
// was done with the person's data; never the item's words). An application still waiting for its
// parent or guardian is not found at all (kinds.ts visibleToStaffSql).
import type {
  Choice,
  InboxItemView,
  InboxStatus,
  ItemChange,
  ItemEmail,
  ItemNote,
} from '../../schema/api/staff-inbox.ts';
import { languageNameInEnglish } from '../../schema/api/languages.ts';
import { STATUS_LABELS } from '../../schema/api/staff-inbox.ts';
import type { Queryable } from '../db/database.ts';
import { fieldsSql, type SubmissionKind, visibleToStaffSql } from '../submissions/kinds.ts';
import { formatReference } from '../submissions/reference.ts';
import { isUuid } from '../staff/tokens.ts';
import { senderColumn } from './inbox-store.ts';
import { samePersonOf, samePersonSql } from './same-person.ts';

const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A submission staff may see, as the routes name it. */
export interface ItemRef {
  kind: SubmissionKind;
  id: number;
  /** The sender's address (the processing log's person). */
  email: string;
  spamReason: string | null;
}

/** The item with this public id (spam or not), or undefined: unknown, erased, or waiting for a guardian. */
export async function findItem(
  db: Queryable,
  kinds: readonly SubmissionKind[],
  publicId: string,
): Promise<ItemRef | undefined> {
  if (!isUuid(publicId)) return undefined;
  for (const kind of kinds) {
    const { rows } = await db.query<{ id: string | number; email: string; spam_reason: string | null }>(
      `SELECT id, ${senderColumn(kind)} AS email, spam_reason FROM ${kind.table}
       WHERE public_id = $1::uuid AND ${visibleToStaffSql(kind)}`,
      [publicId],
    );
    if (rows[0]) return { kind, id: Number(rows[0].id), email: rows[0].email, spamReason: rows[0].spam_reason };
  }
  return undefined;
}

/** Plain words for the e-mails an item may have. */
const EMAIL_LABELS: Record<string, string> = {
  'team-notification': 'E-mail to the team',
  acknowledgement: 'Acknowledgement to the sender',
  'submission-webhook': 'Webhook',
  'guardian-request': 'Request to the parent or guardian',
  'guardian-confirmed': 'Confirmation to the parent or guardian',
  'staff-reply': 'Reply from staff',
  'donation-team-notification': 'E-mail to the team',
  'donation-acknowledgement': 'Acknowledgement to the donor',
  'donation-receipt': 'Receipt to the donor',
  'donation-not-received': 'Money not received, to the donor',
};

async function emailsOf(db: Queryable, ref: ItemRef): Promise<ItemEmail[]> {
  const { rows } = await db.query<Record<string, string | number | null>>(
    `SELECT purpose, status, attempts, ${ISO('created_at')} AS created_at, ${ISO('sent_at')} AS sent_at, last_error
     FROM outbox WHERE submission_type = $1 AND submission_id = $2 ORDER BY id`,
    [ref.kind.type, ref.id],
  );
  return rows.map((row) => ({
    purpose: String(row.purpose),
    label: EMAIL_LABELS[String(row.purpose)] ?? String(row.purpose),
    // A message the recipient limit held back is, for staff, one that was not sent.
    status: (row.status === 'suppressed' ? 'failed' : row.status) as ItemEmail['status'],
    attempts: Number(row.attempts),
    createdAt: String(row.created_at),
    sentAt: row.sent_at === null ? null : String(row.sent_at),
    lastError: row.status === 'suppressed' ? 'held back: too many e-mails to this address' : (row.last_error as string),
  }));
}

/** The sender's name from the kind's own table, unaliased. */
export const plainNameSql = (kind: SubmissionKind) =>
  kind.names?.length ? `concat_ws(' ', ${kind.names.join(', ')})` : `''`;

const memberName = (alias: string) => `coalesce(nullif(${alias}.display_name, ''), ${alias}.email)`;

async function notesOf(db: Queryable, ref: ItemRef): Promise<ItemNote[]> {
  const { rows } = await db.query<{ author: string | null; at: string; body: string }>(
    `SELECT ${memberName('m')} AS author, ${ISO('n.created_at')} AS at, n.body
     FROM inbox_notes n LEFT JOIN staff_members m ON m.id = n.author_id
     WHERE n.submission_type = $1 AND n.submission_id = $2 ORDER BY n.created_at, n.id`,
    [ref.kind.type, ref.id],
  );
  return rows.map((row) => ({ author: row.author ?? 'a removed member', at: row.at, text: row.body }));
}

/** The audit entries about an item, in words ("marked it In progress"). */
async function historyOf(db: Queryable, ref: ItemRef): Promise<ItemChange[]> {
  const { rows } = await db.query<AuditRow>(
    `SELECT ${ISO('a.at')} AS at, ${memberName('m')} AS actor, a.action, a.details, ${memberName('t')} AS assignee,
       o.status AS delivery, o.last_error
     FROM staff_audit a LEFT JOIN staff_members m ON m.id = a.actor_id
     LEFT JOIN staff_members t ON a.action = 'inbox-assign' AND t.id = (a.details->>'assignee')::bigint
     LEFT JOIN outbox o ON a.action = 'inbox-reply' AND o.id = (a.details->>'outbox')::bigint
     WHERE a.subject_type = $1 AND a.subject_id = $2 ORDER BY a.at, a.id`,
    [itemSubject(ref).subjectType, ref.id],
  );
  return rows.map((row) => ({ at: row.at, actor: row.actor ?? 'command line', what: describe(row) }));
}

interface AuditRow {
  at: string;
  actor: string | null;
  action: string;
  details: Record<string, string | number | null> | null;
  assignee: string | null;
  /** A reply's e-mail as the outbox has it now (null once purged, some while after it was sent). */
  delivery: string | null;
  last_error: string | null;
}

/** "sent", "waiting to be sent", "not sent (the reason)": a reply's e-mail, for its line in the history. */
function deliveryOf(row: AuditRow): string {
  if (row.delivery === 'pending' || row.delivery === 'sending') return 'waiting to be sent';
  if (row.delivery === 'failed') return `not sent (${row.last_error ?? 'refused'})`;
  if (row.delivery === 'suppressed') return 'not sent (too many e-mails to this address)';
  return 'sent';
}

function describe(row: AuditRow): string {
  const { action, details, assignee } = row;
  if (action === 'inbox-status') return `marked it ${STATUS_LABELS[details?.status as InboxStatus] ?? details?.status}`;
  if (action === 'inbox-assign') {
    if (details?.assignee === null || details?.assignee === undefined) return 'took the assignee off';
    return `assigned it to ${assignee ?? 'a removed member'}`;
  }
  if (action === 'inbox-note') return 'added a note';
  if (action === 'inbox-reply') {
    // Written in the staff area: its language and how its e-mail went; before that, the mail program's.
    if (!details?.outbox) return 'replied by e-mail';
    return `replied by e-mail in ${languageNameInEnglish(String(details.language))}: ${deliveryOf(row)}`;
  }
  if (action === 'inbox-whatsapp') return 'chose to reply on WhatsApp';
  if (action === 'spam-release') return 'released it from spam';
  return action;
}

interface DetailRow {
  [column: string]: string | number | null;
}

/** Everything staff see of one item but the reply's frame, which the routes add (they log the view). */
export async function readItem(
  db: Queryable,
  ref: ItemRef,
  centreNames: Record<string, string>,
  kinds: readonly SubmissionKind[] = [ref.kind],
): Promise<Omit<InboxItemView, 'reply'>> {
  const { kind } = ref;
  const guardian = kind.guardian;
  const guardianSql = guardian
    ? `, ${guardian.name} AS g_name, ${guardian.email} AS g_email, ${guardian.relationship} AS g_relationship,
       ${ISO(guardian.confirmedAt)} AS g_confirmed`
    : '';
  const { rows } = await db.query<DetailRow>(
    `SELECT public_id::text AS public_id, reference, ${ISO('created_at')} AS received_at, ${plainNameSql(kind)} AS name,
       ${senderColumn(kind)} AS sender, notice_version, ${ISO('consent_given_at')} AS consent_given_at,
       notice_language, spam_reason, ${fieldsSql(kind, 'key')}${guardianSql},
       ${samePersonSql(kinds, kind, senderColumn)} AS same_person
     FROM ${kind.table} s WHERE id = $1`,
    [ref.id],
  );
  const { rows: handling } = await db.query<{
    status: string;
    assignee_id: string | null;
    assignee_name: string | null;
  }>(
    `SELECT h.status, m.public_id::text AS assignee_id, ${memberName('m')} AS assignee_name
     FROM inbox_items h LEFT JOIN staff_members m ON m.id = h.assignee_id
     WHERE h.submission_type = $1 AND h.submission_id = $2`,
    [kind.type, ref.id],
  );
  const handled = handling[0] ?? { status: 'new', assignee_id: null, assignee_name: null };
  const row = rows[0];
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  const centre = kind.centre ? text(row[kind.centre]) : null;
  const fields = kind.fields.map((field) => {
    const value = text(row[field.key]);
    return {
      label: field.label ?? field.key,
      value: field.key === kind.centre ? (centreNames[value] ?? value) : value,
      freeText: field.freeText === true,
    };
  });
  const assignee: Choice | null = handled.assignee_id
    ? { value: handled.assignee_id, label: String(handled.assignee_name) }
    : null;
  const guardianView: InboxItemView['guardian'] = !guardian
    ? null
    : row.g_email
      ? {
          needed: true,
          name: text(row.g_name),
          email: text(row.g_email),
          relationship: text(row.g_relationship),
          confirmedAt: row.g_confirmed === null ? null : text(row.g_confirmed),
        }
      : { needed: false };
  const name = text(row.name);
  const reference = formatReference(text(row.reference));
  const [emails, notes, history] = await Promise.all([emailsOf(db, ref), notesOf(db, ref), historyOf(db, ref)]);
  return {
    id: text(row.public_id),
    type: kind.type,
    kindLabel: kind.label,
    reference,
    receivedAt: text(row.received_at),
    name,
    email: text(row.sender),
    centre: centre === null ? null : (centreNames[centre] ?? centre),
    language: row.notice_language === null ? null : text(row.notice_language),
    status: handled.status as InboxStatus,
    assignee,
    samePerson: samePersonOf(row.same_person === null ? null : String(row.same_person)),
    fields,
    consent:
      row.notice_version === null && row.consent_given_at === null
        ? null
        : {
            noticeVersion: row.notice_version === null ? null : text(row.notice_version),
            givenAt: row.consent_given_at === null ? null : text(row.consent_given_at),
            language: row.notice_language === null ? null : text(row.notice_language),
          },
    guardian: guardianView,
    emails,
    notes,
    history,
    spamReason: row.spam_reason === null ? null : text(row.spam_reason),
  };
}

/** The audit subject of an item: its kind and row. */
export const itemSubject = (ref: ItemRef) => ({ subjectType: `inbox:${ref.kind.type}`, subjectId: ref.id });

/** Sets the status and/or assignee (a member's row id, or null), creating the handling row. Returns what changed. */
export async function changeHandling(
  db: Queryable,
  ref: ItemRef,
  change: { status?: InboxStatus; assigneeId?: number | null },
): Promise<{ status?: InboxStatus; assigneeChanged: boolean }> {
  const { rows: before } = await db.query<{ status: InboxStatus; assignee_id: string | number | null }>(
    'SELECT status, assignee_id FROM inbox_items WHERE submission_type = $1 AND submission_id = $2 FOR UPDATE',
    [ref.kind.type, ref.id],
  );
  const oldStatus = before[0]?.status ?? 'new';
  const oldAssignee =
    before[0]?.assignee_id === undefined || before[0]?.assignee_id === null ? null : Number(before[0].assignee_id);
  const status = change.status ?? oldStatus;
  const assignee = change.assigneeId === undefined ? oldAssignee : change.assigneeId;
  await db.query(
    `INSERT INTO inbox_items (submission_type, submission_id, status, assignee_id) VALUES ($1, $2, $3, $4)
     ON CONFLICT (submission_type, submission_id)
     DO UPDATE SET status = excluded.status, assignee_id = excluded.assignee_id, updated_at = now()`,
    [ref.kind.type, ref.id, status, assignee],
  );
  return { ...(status !== oldStatus ? { status } : {}), assigneeChanged: assignee !== oldAssignee };
}

export async function addNote(db: Queryable, ref: ItemRef, author: number, body: string): Promise<void> {
  await db.query('INSERT INTO inbox_notes (submission_type, submission_id, author_id, body) VALUES ($1, $2, $3, $4)', [
    ref.kind.type,
    ref.id,
    author,
    body,
  ]);
}
