// Renders claimed rows just before delivery. A submission's messages are queued without their
// words and rendered here from the stored submission, so the outbox never holds a second copy
// of personal data; a row whose submission was erased meanwhile has nothing left to send.
// A batch's submissions are read with one query per form.
import { DeliveryError } from './backoff.ts';
import type { NotificationSettings } from './messages/notification-settings.ts';
import type { SubmissionForEmail } from './messages/submission.ts';
import type { ClaimedRow, DeliverableRow, SubmissionRef } from './outbox-store.ts';
import { renderSubmissionMessage } from './submission-messages.ts';

/** The stored submissions among `refs`, keyed by submissionKey; erased (or spam) ones are missing. */
export type SubmissionLoader = (refs: SubmissionRef[]) => Promise<Map<string, SubmissionForEmail>>;

export const submissionKey = (ref: SubmissionRef) => `${ref.type}:${ref.id}`;

/** A row ready for its transport, `gone` when its submission was erased, or why it cannot be sent. */
export type Composed = { row: DeliverableRow } | { gone: true } | { error: DeliveryError };
export type Composer = (rows: ClaimedRow[]) => Promise<Composed[]>;

export function createComposer(settings: NotificationSettings, load: SubmissionLoader): Composer {
  return async (rows) => {
    const refs = rows.flatMap((row) => (row.payload || !row.submission ? [] : [row.submission]));
    const submissions = refs.length > 0 ? await load(refs) : new Map<string, SubmissionForEmail>();
    return rows.map((row): Composed => {
      if (row.payload) return { row: row as DeliverableRow };
      if (!row.submission) return { error: new DeliveryError('NO_MESSAGE', true) };
      const submission = submissions.get(submissionKey(row.submission));
      if (!submission) return { gone: true };
      const payload = renderSubmissionMessage(row.purpose, submission, settings);
      if (!payload) return { error: new DeliveryError('UNKNOWN_PURPOSE', true) };
      return { row: { ...row, payload: payload as DeliverableRow['payload'] } };
    });
  };
}
