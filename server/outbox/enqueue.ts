// Writing messages into the outbox, inside the caller's transaction: a stored submission always
// gets its messages, and a rolled-back one never does.
import type { Queryable } from '../db/database.ts';
import { renderAcknowledgement } from './messages/acknowledgement.ts';
import type { Language, NotificationSettings } from './messages/notification-settings.ts';
import type { SubmissionForEmail } from './messages/submission.ts';
import { renderTeamNotification } from './messages/team-notification.ts';
import { type EmailPayload, insertOutboxRow, type NewOutboxRow, type SubmissionRef } from './outbox-store.ts';

export interface OutboxEmail extends EmailPayload {
  purpose: string;
  submission?: SubmissionRef;
}

export async function enqueueEmails(
  tx: Queryable,
  emails: OutboxEmail[],
  messageIdDomain: string,
): Promise<{ id: number; messageId: string }[]> {
  const queued = [];
  for (const { purpose, submission, ...payload } of emails) {
    queued.push(await insertOutboxRow(tx, { kind: 'email', purpose, submission, payload }, messageIdDomain));
  }
  return queued;
}

/** The JSON a webhook receives: the form, the public id, the time (UTC) and every field. */
export function webhookBody(submission: SubmissionForEmail): string {
  return JSON.stringify({
    event: 'submission.created',
    form: submission.type,
    id: submission.publicId,
    createdAt: submission.createdAt.toISOString(),
    fields: submission.fields,
  });
}

export interface SubmissionMessageOptions {
  settings: NotificationSettings;
  /** The language the sender used (issue #17); English until then. */
  language?: Language;
  /** Also queue a signed webhook call (WEBHOOK_URL is set). */
  webhook: boolean;
}

/** The rows a stored, non-spam submission owes: team notification, acknowledgement, webhook call. */
export function submissionMessages(submission: SubmissionForEmail, options: SubmissionMessageOptions): NewOutboxRow[] {
  const ref = { type: submission.type, id: submission.id };
  const rows: NewOutboxRow[] = [
    {
      kind: 'email',
      purpose: 'team-notification',
      submission: ref,
      payload: renderTeamNotification(submission, options.settings),
    },
    {
      kind: 'email',
      purpose: 'acknowledgement',
      submission: ref,
      payload: renderAcknowledgement(submission, options.settings, options.language),
    },
  ];
  if (options.webhook) {
    rows.push({
      kind: 'webhook',
      purpose: 'submission-webhook',
      submission: ref,
      payload: { body: webhookBody(submission) },
    });
  }
  return rows;
}

export async function enqueueSubmission(
  tx: Queryable,
  submission: SubmissionForEmail,
  options: SubmissionMessageOptions & { messageIdDomain: string },
): Promise<number> {
  const rows = submissionMessages(submission, options);
  for (const row of rows) await insertOutboxRow(tx, row, options.messageIdDomain);
  return rows.length;
}
