// buildApp(options): the whole API (and the site, when SITE_DIR holds a build) as a Fastify
// instance. server.ts listens with it; tests drive it with app.inject, no port needed.
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import type { RenderFormPage } from '../schema/api/form-page.ts';
import type { PrivacySettings } from '../schema/api/privacy-notice.ts';
import { MAX_UPLOAD_BYTES } from '../schema/api/messages.ts';
import type { ServerConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { loggerOptions, type LoggerSettings } from './lib/logger.ts';
import configPlugin from './plugins/config.ts';
import databasePlugin from './plugins/database.ts';
import type { OutboxConfig } from './outbox/outbox-config.ts';
import errorsPlugin from './plugins/errors.ts';
import outboxPlugin from './plugins/outbox.ts';
import plainFormsPlugin from './plugins/plain-forms.ts';
import privacyNoticesPlugin from './plugins/privacy-notices.ts';
import privacyPlugin from './plugins/privacy.ts';
import type { PrivacyConfig } from './privacy/privacy-config.ts';
import rateLimitsPlugin from './plugins/rate-limits.ts';
import securityPlugin from './plugins/security.ts';
import staticSite, { siteAvailable } from './plugins/static-site.ts';
import adminExportRoutes from './routes/admin-export.ts';
import contactRoutes from './routes/contact.ts';
import guardianRoutes from './routes/guardian.ts';
import healthRoutes from './routes/health.ts';
import testUploadRoutes from './routes/test-upload.ts';
import volunteerRoutes from './routes/volunteer.ts';
import yourDataRoutes from './routes/your-data.ts';

/** JSON bodies: the longest form (volunteer) is under 10 KB of text even in 4-byte UTF-8. */
export const JSON_BODY_LIMIT = 64 * 1024;

export interface BuildAppOptions {
  config: ServerConfig;
  /** Use this open database instead of opening one from config (tests). Not closed by the app. */
  database?: Database;
  /** Use this Redis client for rate limits instead of REDIS_URL (tests). Not closed by the app. */
  redis?: Redis;
  rateLimitNamespace?: string;
  /** Enables the loopback-only export endpoint with this bearer token. */
  adminToken?: string;
  logger?: LoggerSettings | false;
  /** Clock for the age rule. */
  now?: () => Date;
  /** Draws the pages plain form posts are answered with, instead of the build's renderer (tests). */
  renderFormPage?: RenderFormPage;
  /** The outbox's settings instead of the environment's (tests: an SMTP test server, fast retries). */
  outboxConfig?: OutboxConfig;
  /** Retention periods, link lifetimes and the person-hash key instead of the environment's (tests). */
  privacyConfig?: PrivacyConfig;
  /** The forms' privacy notices instead of pages.json's site.privacy (tests). */
  privacy?: PrivacySettings;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: loggerOptions(options.logger ?? { level: config.logLevel }),
    bodyLimit: JSON_BODY_LIMIT,
    // A hop count as proxy-addr's own test (Fastify takes a number too, but its types do not).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    // Slow clients cannot hold a connection open for ever; 2 minutes still lets a 5 MB PDF
    // through a slow mobile link.
    requestTimeout: 120_000,
    // On close: refuse new requests with 503, drop idle keep-alive sockets, let in-flight finish.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // Creating the embedded database the first time (initdb) can take 15 s on a busy machine.
    pluginTimeout: 120_000,
    // A URL that cannot be decoded never reaches the error handler; answer it in our shape.
    frameworkErrors: (_error, _request, reply) =>
      (reply as FastifyReply)
        .code(400)
        .send({ success: false, message: 'This address is not valid. Please check the link.' }),
  });

  await app.register(configPlugin, { config });
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(plainFormsPlugin, { renderFormPage: options.renderFormPage, now: options.now });
  await app.register(rateLimitsPlugin, { redis: options.redis, rateLimitNamespace: options.rateLimitNamespace });
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 10, headerPairs: 50 },
  });
  await app.register(databasePlugin, { database: options.database });
  await app.register(privacyPlugin, { config: options.privacyConfig });
  await app.register(outboxPlugin, { config: options.outboxConfig });
  await app.register(privacyNoticesPlugin, { privacy: options.privacy });

  await app.register(healthRoutes);
  await app.register(contactRoutes);
  await app.register(volunteerRoutes, { now: options.now });
  await app.register(testUploadRoutes);
  await app.register(guardianRoutes);
  await app.register(yourDataRoutes);
  if (options.adminToken) await app.register(adminExportRoutes, { token: options.adminToken });

  if (siteAvailable(config.siteDir)) await app.register(staticSite, { siteDir: config.siteDir });
  return app;
}
