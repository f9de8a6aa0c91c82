// The outbox as one object for the app: queue a submission's messages in its transaction, deliver
// them in the background, report on them.
import type { Queryable } from '../db/database.ts';
import { createTransports } from './create-transports.ts';
import { enqueueSubmission } from './enqueue.ts';
import type { Language, NotificationSettings } from './messages/notification-settings.ts';
import type { SubmissionForEmail } from './messages/submission.ts';
import type { OutboxConfig } from './outbox-config.ts';
import { listOutbox, outboxHealth } from './outbox-status.ts';
import { createOutboxWorker, type WorkerLog } from './worker.ts';

export interface OutboxOptions {
  db: Queryable;
  config: OutboxConfig;
  settings: NotificationSettings;
  log: WorkerLog;
}

export function createOutbox({ db, config, settings, log }: OutboxOptions) {
  const transports = createTransports(config, log);
  const worker = createOutboxWorker({ db, config, transports, log });
  return {
    /** Inside the submission's transaction; call kick() after it committed. */
    enqueueSubmission: (tx: Queryable, submission: SubmissionForEmail, language?: Language) =>
      enqueueSubmission(tx, submission, {
        settings,
        language,
        webhook: Boolean(transports.webhook),
        messageIdDomain: config.messageIdDomain,
      }),
    kick: () => worker.kick(),
    start: () => worker.start(),
    drain: () => worker.drain(),
    async stop() {
      await worker.stop();
      transports.email.close();
      transports.webhook?.close();
    },
    health: () => outboxHealth(db),
    list: (limit?: number) => listOutbox(db, limit),
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
