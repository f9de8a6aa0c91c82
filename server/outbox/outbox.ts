// The outbox as one object for the app: what a submission's insert should queue, delivery in the
// background (rendering each message from its submission), and reports on it.
import type { Queryable } from '../db/database.ts';
import { createComposer, type RowRenderer, type SubmissionLoader } from './compose.ts';
import { createTransports } from './create-transports.ts';
import type { NotificationSettings } from './messages/notification-settings.ts';
import type { OutboxConfig } from './outbox-config.ts';
import { listOutbox, outboxHealth } from './outbox-status.ts';
import type { SubmissionQueue } from './outbox-store.ts';
import { submissionMessages } from './submission-messages.ts';
import { createOutboxWorker, type WorkerLog } from './worker.ts';

export interface OutboxOptions {
  db: Queryable;
  config: OutboxConfig;
  settings: NotificationSettings;
  /** Reads a submission back for rendering; undefined once it was erased. */
  loadSubmission: SubmissionLoader;
  log: WorkerLog;
  /** True while visitors' requests are coming in (delivery gives way). */
  busy?: () => boolean;
  /** Purposes rendered by their own code from the database (the privacy emails and their links). */
  renderers?: Record<string, RowRenderer>;
}

export function createOutbox({ db, config, settings, loadSubmission, log, busy, renderers }: OutboxOptions) {
  const transports = createTransports(config, log);
  const compose = createComposer(settings, loadSubmission, renderers);
  const worker = createOutboxWorker({ db, config, transports, compose, log, busy });
  const submissionQueue: SubmissionQueue = { messages: submissionMessages(Boolean(transports.webhook)) };
  return {
    /** What a new submission's insert queues with it (see repository StoreOptions.queue). */
    submissionQueue,
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
