// The outbox as one object for the app: what a submission's insert should queue, delivery in the
// background (each message rendered by the renderer its slice registered), and reports on it.
import type { Queryable } from '../db/database.ts';
import type { NotificationSettings } from '../site-content/notification-settings.ts';
import { type AdmitGate, createComposer, type Renderer } from './compose.ts';
import { createTransports } from './create-transports.ts';
import type { OutboxConfig } from './outbox-config.ts';
import { listOutbox, outboxHealth } from './outbox-status.ts';
import { type QueuedMessage, type SubmissionQueue, submissionQueue } from './outbox-store.ts';
import { createOutboxWorker, type WorkerLog } from './worker.ts';

export interface OutboxOptions {
  db: Queryable;
  config: OutboxConfig;
  settings: NotificationSettings;
  log: WorkerLog;
  /** True while visitors' requests are coming in (delivery gives way). */
  busy?: () => boolean;
}

/** What every stored, non-spam submission owes: the team's e-mail, the sender's, and the webhook when set. */
export function submissionMessages(webhook: boolean): QueuedMessage[] {
  const messages: QueuedMessage[] = [
    { kind: 'email', purpose: 'team-notification' },
    { kind: 'email', purpose: 'acknowledgement' },
  ];
  if (webhook) messages.push({ kind: 'webhook', purpose: 'submission-webhook' });
  return messages;
}

export function createOutbox({ db, config, settings, log, busy }: OutboxOptions) {
  const transports = createTransports(config, log);
  const renderers: Renderer[] = [];
  let admit: AdmitGate = async () => true;
  const compose = createComposer(
    () => renderers,
    () => admit,
  );
  const worker = createOutboxWorker({ db, config, transports, compose, log, busy });
  const messages = submissionMessages(Boolean(transports.webhook));
  const owed: SubmissionQueue = submissionQueue(messages);
  return {
    /** Renders the rows of its purposes at delivery (register before the app is ready). */
    use(renderer: Renderer) {
      renderers.push(renderer);
    },
    /** The recipient limit every visitor e-mail passes (the privacy slice's). */
    admitWith(gate: AdmitGate) {
      admit = gate;
    },
    /** What a new submission's insert queues with it (see repository StoreOptions.queue). */
    submissionQueue: owed,
    /** The same without the e-mail to the sender: for a sender's IP past its visitor e-mails. */
    teamQueue: submissionQueue(messages.filter((message) => message.purpose !== 'acknowledgement')),
    /** Deliver now instead of at the next poll: call after a submission was stored. */
    kick: () => worker.kick(),
    start: () => worker.start(),
    drain: () => worker.drain(),
    async stop() {
      await worker.stop();
      transports.email.close();
      transports.webhook?.close();
    },
    /** The From header's domain, for the Message-IDs of rows queued outside a submission's insert. */
    messageIdDomain: config.messageIdDomain,
    /** The site's email settings (organisation, team addresses), for messages queued outside the insert. */
    settings,
    health: () => outboxHealth(db),
    list: (limit?: number) => listOutbox(db, limit),
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
