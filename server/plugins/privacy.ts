// Personal data (issue #15): the settings (retention periods, link lifetimes, the person-hash key),
// the daily purge of everything past its retention (it replaces the spam-only purge), and the
// processing log's "stored" entries for the two forms. Registered after the database, before the
// outbox (which renders the privacy emails with these settings) and the routes.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ENDPOINTS } from '../../schema/api/endpoints.ts';
import { loadPrivacyConfig, type PrivacyConfig } from '../privacy/privacy-config.ts';
import { logProcessing, personHash, type ProcessingEntry } from '../privacy/processing-log.ts';
import { formatPurgeReport, type PurgeReport, purgeExpired } from '../privacy/retention.ts';

export interface Privacy {
  config: PrivacyConfig;
  /** The processing log's key for an address. */
  personHash(email: string): string;
  log(entry: ProcessingEntry): Promise<void>;
  /** Erases (or with dryRun counts) everything past its retention now; the server runs it daily. */
  purge(options?: { dryRun?: boolean; now?: Date }): Promise<PurgeReport>;
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

const FORM_TYPES = new Map<string, string>([
  [ENDPOINTS.contact, 'contact'],
  [ENDPOINTS.volunteer, 'volunteer'],
]);

export default fp<PrivacyPluginOptions>(
  async (app, options) => {
    const config = options.config ?? loadPrivacyConfig(process.env, app.config.dataDir, app.config.port);
    const db = app.database;
    const pending = new Set<Promise<void>>();
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
        purgeExpired(db, { retention: config.retention, batchSize: config.purgeBatchSize, ...purgeOptions }),
    };
    app.decorate('privacy', privacy);
    schedulePurge(app);

    // "stored": when a form's answer is 201 (stored, or replayed), before a plain post turns it into a redirect.
    app.addHook('preSerialization', async (request, reply, payload) => {
      const type = request.method === 'POST' ? FORM_TYPES.get(request.url.split('?')[0]) : undefined;
      const email = (request.body as { email?: unknown } | undefined)?.email;
      if (type && reply.statusCode === 201 && typeof email === 'string') {
        await privacy.log({ action: 'stored', person: privacy.personHash(email), submissionType: type });
      }
      return payload;
    });
  },
  { name: 'privacy', dependencies: ['config', 'database'] },
);
