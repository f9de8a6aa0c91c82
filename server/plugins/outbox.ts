// Starts the outbox worker with the app and stops it on close: it stops claiming, waits briefly
// for deliveries in flight, and anything cut off is retried after its lease by the next start.
import path from 'node:path';
import fp from 'fastify-plugin';
import type { Queryable } from '../db/database.ts';
import { createSubmissionReader } from '../db/submission-reader.ts';
import { readNotificationSettings } from '../outbox/messages/notification-settings.ts';
import { createOutbox, type Outbox } from '../outbox/outbox.ts';
import { loadOutboxConfig, type OutboxConfig } from '../outbox/outbox-config.ts';
import { PRIVACY_RENDERERS } from '../privacy/privacy-messages.ts';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: Outbox;
  }
}

export interface OutboxPluginOptions {
  /** The open database; defaults to the database plugin's. */
  database?: Queryable;
  /** Defaults to the environment, with the app's DATA_DIR. */
  config?: OutboxConfig;
  /** Where the site settings are; defaults to pages.json in the working folder. */
  pagesFile?: string;
}

export default fp<OutboxPluginOptions>(
  async (app, options) => {
    const config = options.config ?? loadOutboxConfig(process.env, app.config.dataDir);
    const settings = await readNotificationSettings(options.pagesFile ?? path.resolve('pages.json'), config.notifyTo);
    const db = options.database ?? app.database;
    // A request in the last 20 ms counts as busy: delivery waits for a quiet moment (yieldMaxMs).
    let lastRequestAt = 0;
    app.addHook('onRequest', async () => {
      lastRequestAt = performance.now();
    });
    const busy = () => performance.now() - lastRequestAt < 20;
    const loadSubmission = createSubmissionReader(db);
    // The privacy emails (guardian request, "your data" link) create their link when rendered.
    const renderers = app.hasDecorator('privacy')
      ? Object.fromEntries(
          Object.entries(PRIVACY_RENDERERS).map(([purpose, render]) => [
            purpose,
            (row: Parameters<typeof render>[0]) => render(row, { db, config: app.privacy.config, settings }),
          ]),
        )
      : undefined;
    const outbox = createOutbox({ db, config, settings, loadSubmission, log: app.log, busy, renderers });
    app.decorate('outbox', outbox);
    app.addHook('onReady', async () => outbox.start());
    // onClose runs before the database plugin's own onClose (reverse order), so the worker is
    // stopped while it can still record what it delivered.
    app.addHook('onClose', async () => outbox.stop());
  },
  { name: 'outbox', dependencies: ['config', 'database'] },
);
