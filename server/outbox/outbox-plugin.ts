// Starts the outbox worker with the app and stops it on close: it stops claiming, waits briefly
// for deliveries in flight, and anything cut off is retried after its lease by the next start.
import fp from 'fastify-plugin';
import type { Queryable } from '../db/database.ts';
import { liveView } from '../site-content/live-view.ts';
import { notificationSettings } from '../site-content/notification-settings.ts';
import { followingContent } from '../site-content/site-content-plugin.ts';
import { createOutbox, type Outbox } from './outbox.ts';
import { loadOutboxConfig, type OutboxConfig } from './outbox-config.ts';

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
}

export default fp<OutboxPluginOptions>(
  async (app, options) => {
    const config = options.config ?? loadOutboxConfig(process.env, app.config.dataDir);
    // From the published content: the team's addresses and the e-mails' texts follow a publish.
    const settings = liveView(
      followingContent(app, ({ pages, translations }) =>
        notificationSettings(pages, config.notifyTo, config.visitorReplyTo, translations),
      ),
    );
    const db = options.database ?? app.database;
    // A request in the last 20 ms counts as busy: delivery waits for a quiet moment (yieldMaxMs).
    let lastRequestAt = 0;
    app.addHook('onRequest', async () => {
      lastRequestAt = performance.now();
    });
    const busy = () => performance.now() - lastRequestAt < 20;
    const outbox = createOutbox({ db, config, settings, log: app.log, busy });
    app.decorate('outbox', outbox);
    app.addHook('onReady', async () => outbox.start());
    // onClose runs before the database plugin's own onClose (reverse order), so the worker is
    // stopped while it can still record what it delivered.
    app.addHook('onClose', async () => outbox.stop());
  },
  { name: 'outbox', dependencies: ['config', 'database', 'site-content'] },
);
