// Renders claimed rows just before delivery. A submission's messages are queued without their
// words and rendered here from the stored submission, so the outbox never holds a second copy
// of personal data; a row whose submission was erased meanwhile has nothing left to send.
// A batch's submissions are read with one query per form. Purposes with their own renderer (the
// privacy emails, whose links are created at delivery: server/privacy/privacy-messages.ts) render
// themselves from the database, one row at a time.
import { DeliveryError } from './backoff.ts';
import type { NotificationSettings } from './messages/notification-settings.ts';
import type { SubmissionForEmail } from './messages/submission.ts';
import type { ClaimedRow, DeliverableRow, EmailPayload, SubmissionRef, WebhookPayload } from './outbox-store.ts';
import { renderSubmissionMessage } from './submission-messages.ts';

/** The stored submissions among `refs`, keyed by submissionKey; erased (or spam) ones are missing. */
export type SubmissionLoader = (refs: SubmissionRef[]) => Promise<Map<string, SubmissionForEmail>>;

export const submissionKey = (ref: SubmissionRef) => `${ref.type}:${ref.id}`;

/** A row ready for its transport, `gone` when its submission was erased, or why it cannot be sent. */
export type Composed = { row: DeliverableRow } | { gone: true } | { error: DeliveryError };
export type Composer = (rows: ClaimedRow[]) => Promise<Composed[]>;

/** Renders a row of one purpose itself; 'gone' when what it was about was erased meanwhile. */
export type RowRenderer = (row: ClaimedRow) => Promise<EmailPayload | WebhookPayload | 'gone'>;

async function renderOwn(row: ClaimedRow, render: RowRenderer): Promise<Composed> {
  const payload = await render(row);
  if (payload === 'gone') return { gone: true };
  return { row: { ...row, payload: payload as DeliverableRow['payload'] } };
}

export function createComposer(
  settings: NotificationSettings,
  load: SubmissionLoader,
  renderers: Record<string, RowRenderer> = {},
): Composer {
  const own = (row: ClaimedRow) => !row.payload && Object.hasOwn(renderers, row.purpose);
  return async (rows) => {
    const refs = rows.flatMap((row) => (row.payload || !row.submission || own(row) ? [] : [row.submission]));
    const submissions = refs.length > 0 ? await load(refs) : new Map<string, SubmissionForEmail>();
    const rendered = new Map<ClaimedRow, Composed>();
    for (const row of rows.filter(own)) rendered.set(row, await renderOwn(row, renderers[row.purpose]));
    return rows.map((row): Composed => {
      const mine = rendered.get(row);
      if (mine) return mine;
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
