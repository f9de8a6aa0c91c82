// What a stored, non-spam submission owes, and how each message is rendered from it at delivery:
// the team notification, the acknowledgement to the sender and, with WEBHOOK_URL, a signed call.
import { renderAcknowledgement } from './messages/acknowledgement.ts';
import type { NotificationSettings } from './messages/notification-settings.ts';
import type { SubmissionForEmail } from './messages/submission.ts';
import { renderTeamNotification } from './messages/team-notification.ts';
import type { EmailPayload, QueuedMessage, WebhookPayload } from './outbox-store.ts';

/** The messages queued with each submission. */
export function submissionMessages(webhook: boolean): QueuedMessage[] {
  const messages: QueuedMessage[] = [
    { kind: 'email', purpose: 'team-notification' },
    { kind: 'email', purpose: 'acknowledgement' },
  ];
  if (webhook) messages.push({ kind: 'webhook', purpose: 'submission-webhook' });
  return messages;
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

/** The message for `purpose`; the same bytes on every attempt, since the submission does not change. */
export function renderSubmissionMessage(
  purpose: string,
  submission: SubmissionForEmail,
  settings: NotificationSettings,
): EmailPayload | WebhookPayload | undefined {
  switch (purpose) {
    case 'team-notification':
      return renderTeamNotification(submission, settings);
    case 'acknowledgement':
      return renderAcknowledgement(submission, settings, submission.language);
    case 'submission-webhook':
      return { body: webhookBody(submission) };
    default:
      return undefined;
  }
}
