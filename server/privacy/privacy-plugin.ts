// Personal data: the settings (retention periods, link lifetimes, the person-hash key),
// the daily purge of everything past its retention (the one purge: spam is one of its rules), and
// the processing log's "stored" entry, which the form routes hand to the insert's own statement.
// Registered after the database and the submissions, before the outbox (which renders the privacy
// emails with these settings) and the routes.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { InsertPart } from '../submissions/insert-once.ts';
import { loadPrivacyConfig, type PrivacyConfig } from './privacy-config.ts';
import { mailboxKey } from './mailbox.ts';
import { pageSettingsOf } from './page-settings.ts';
import { liveView } from '../site-content/live-view.ts';
import { followingContent } from '../site-content/site-content-plugin.ts';
import { privacyRenderer } from './privacy-messages.ts';
import { recipientGate } from './recipient-limit.ts';
import type { PageSettings } from './privacy-pages.ts';
import { logProcessing, personHash, type ProcessingEntry, storedEntryPart } from './processing-log.ts';
import { formatPurgeReport, type PurgeReport, purgeExpired, type TableRule } from './retention.ts';

export interface Privacy {
  config: PrivacyConfig;
  /** The processing log's key for an address. */
  personHash(email: string): string;
  log(entry: ProcessingEntry): Promise<void>;
  /** Erases (or with dryRun counts) everything past its retention now; the server runs it daily. */
  purge(options?: { dryRun?: boolean; now?: Date; kinds?: string[] }): Promise<PurgeReport>;
  /** Adds another slice's table to the purge (register before the app is ready). */
  retainAlso(rule: TableRule): void;
  /** What the privacy pages show of the site: its name and the guardian's notice by language. */
  pageSettings: PageSettings;
  /** The "stored" entry of a new submission from `email`, written by the insert's own statement. */
  storedEntry(email: string): InsertPart;
  /** Runs `work` after the current answer has gone (failures are logged); see settled(). */
  afterAnswer(work: () => Promise<void>): void;
  /** Resolves when the work started by afterAnswer so far is done (tests, close). */
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    privacy: Privacy;
  }
}

export interface PrivacyPluginOptions {
  /** Instead of the environment's (tests). */
  config?: PrivacyConfig;
}

const PURGE_EVERY_MS = 24 * 3_600_000;

/** Once after the start, then daily; a failure is logged and tried again the next day. */
function schedulePurge(app: FastifyInstance): void {
  const run = async () => {
    try {
      const report = await app.privacy.purge();
      if (report.kinds.some((item) => item.count > 0)) app.log.info(formatPurgeReport(report));
    } catch (error) {
      app.log.error({ err: error }, 'personal-data purge failed; trying again tomorrow');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    // Not awaited by the start (a backlog must not delay it); settled() waits for it.
    app.privacy.afterAnswer(run);
    timer = setInterval(run, PURGE_EVERY_MS).unref();
  });
  // Runs before the database's own onClose (reverse order), so the purge stops first.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await app.privacy.settled();
  });
}

export default fp<PrivacyPluginOptions>(
  async (app, options) => {
    const config = options.config ?? loadPrivacyConfig(process.env, app.config.dataDir, app.config.port);
    const db = app.database;
    const pending = new Set<Promise<void>>();
    const tableRules: TableRule[] = [];
    const privacy: Privacy = {
      afterAnswer(work) {
        const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
          .then(work)
          .catch((error) => app.log.error({ err: error }, 'privacy: background work failed'))
          .finally(() => pending.delete(running));
        pending.add(running);
      },
      settled: async () => {
        await Promise.all(pending);
      },
      config,
      personHash: (email) => personHash(config.hashKey, email),
      log: (entry) => logProcessing(db, entry),
      purge: (purgeOptions = {}) =>
        purgeExpired(db, {
          retention: config.retention,
          batchSize: config.purgeBatchSize,
          submissionKinds: app.submissions.kinds,
          tableRules,
          ...purgeOptions,
        }),
      retainAlso: (rule) => {
        tableRules.push(rule);
      },
      // From the published content, as the pages visitors see now.
      pageSettings: liveView(
        followingContent(app, ({ organisation, pages }) => ({
          ...pageSettingsOf(organisation, pages.site.privacy),
          centreNames: app.outbox.settings.centreNames,
          centreNamesIn: app.outbox.settings.centreNamesIn,
        })),
      ),
      storedEntry: (email) => storedEntryPart(personHash(config.hashKey, email)),
    };
    app.decorate('privacy', privacy);
    schedulePurge(app);
    // E-mails to visitors are counted per recipient mailbox (keyed hash) in the shared database, and
    // the privacy e-mails (guardian request, "your data" link) are rendered, with their link, at delivery.
    const admit = recipientGate(db, config.visitorEmailsPerAddress, (to) => privacy.personHash(mailboxKey(to)));
    app.outbox.admitWith(admit);
    app.outbox.use(privacyRenderer({ db, kinds: app.submissions.kinds, config, settings: app.outbox.settings, admit }));
  },
  { name: 'privacy', dependencies: ['config', 'database', 'submissions', 'site-content', 'outbox'] },
);
