// How each message a stored, non-spam submission owes is rendered from it at delivery: the team
// notification, the acknowledgement to the sender and, with WEBHOOK_URL, a signed call. Registered
// with the outbox as the renderer of those purposes; a batch's submissions are read together.
import type { Renderer } from '../../outbox/compose.ts';
import type { EmailPayload, WebhookPayload } from '../../outbox/outbox-store.ts';
import type { NotificationSettings } from '../../site-content/notification-settings.ts';
import { type SubmissionReader, submissionKey } from '../../submissions/reader.ts';
import { renderAcknowledgement } from './acknowledgement.ts';
import type { SubmissionForEmail } from './submission.ts';
import { renderTeamNotification } from './team-notification.ts';

export { submissionMessages } from '../../outbox/outbox.ts';

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

/** The renderer of a submission's own messages; an erased (or spam) submission's rows are 'gone'. */
export function submissionRenderer(settings: NotificationSettings, read: SubmissionReader): Renderer {
  return {
    purposes: ['team-notification', 'acknowledgement', 'submission-webhook'],
    async render(rows) {
      const refs = rows.flatMap((row) => (row.submission ? [row.submission] : []));
      const submissions = refs.length > 0 ? await read(refs) : new Map();
      return rows.map((row) => {
        if (!row.submission) return undefined;
        const submission = submissions.get(submissionKey(row.submission)) as SubmissionForEmail | undefined;
        return submission ? renderSubmissionMessage(row.purpose, submission, settings) : 'gone';
      });
    },
  };
}
