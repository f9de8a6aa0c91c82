// buildApp(options): the whole API (and the site, when SITE_DIR holds a build) as a Fastify
// instance. server.ts listens with it; tests drive it with app.inject, no port needed.
import path from 'node:path';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import type { RenderFormPage } from '../schema/api/form-page.ts';
import type { PrivacySettings } from '../schema/api/privacy-notice.ts';
import { MAX_UPLOAD_BYTES } from '../schema/api/messages.ts';
import type { ServerConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { loggerOptions, type LoggerSettings } from './lib/logger.ts';
import { originForm, refuseOtherHost } from './http/request-target.ts';
import configPlugin from './config-plugin.ts';
import databasePlugin from './db/database-plugin.ts';
import type { OutboxConfig } from './outbox/outbox-config.ts';
import errorsPlugin from './http/errors-plugin.ts';
import outboxPlugin from './outbox/outbox-plugin.ts';
import plainFormsPlugin from './plain-forms/plain-forms-plugin.ts';
import privacyNoticesPlugin from './privacy/notices-plugin.ts';
import privacyPlugin from './privacy/privacy-plugin.ts';
import type { SubmissionKind } from './submissions/kinds.ts';
import submissionsPlugin from './submissions/submissions-plugin.ts';
import siteContentPlugin from './site-content/site-content-plugin.ts';
import type { PrivacyConfig } from './privacy/privacy-config.ts';
import rateLimitsPlugin from './http/rate-limits-plugin.ts';
import securityPlugin from './http/security-plugin.ts';
import unreadBodyPlugin from './http/unread-body-plugin.ts';
import staticSite, { siteAvailable } from './site/static-site-plugin.ts';
import adminExportRoutes from './admin/admin-routes.ts';
import formsPlugin from './forms/forms-plugin.ts';
import donationsPlugin from './donations/donations-plugin.ts';
import guardianRoutes from './privacy/guardian-routes.ts';
import healthRoutes from './ops/health-routes.ts';
import metricsPlugin from './ops/metrics-plugin.ts';
import { requestId } from './ops/request-id.ts';
import yourDataRoutes from './privacy/your-data-routes.ts';
import inboxRoutes from './inbox/inbox-routes.ts';
import replyRoutes from './inbox/reply-routes.ts';
import privacyTasksRoutes from './inbox/privacy-tasks-routes.ts';
import spamRoutes from './inbox/spam-routes.ts';
import membersRoutes from './staff/members-routes.ts';
import sessionRoutes from './staff/session-routes.ts';
import signInRoutes from './staff/sign-in-routes.ts';
import staffAppPlugin from './staff/staff-app-plugin.ts';
import type { StaffConfig } from './staff/staff-config.ts';
import staffPlugin from './staff/staff-plugin.ts';
import publishingPlugin, { type PublishingOptions } from './publishing/publishing-plugin.ts';

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
  /** The kinds of submission stored (default: the site's two forms); a test describes one more. */
  submissionKinds?: readonly SubmissionKind[];
  /** The site's content (organisation, e-mail settings, notices, form pages); default pages.json. */
  pagesFile?: string;
  /** The staff area's settings instead of the environment's (tests). */
  staffConfig?: StaffConfig;
  /** The built staff app; default `<SITE_DIR>/../staff` (dist/staff). */
  staffDir?: string;
  /** Publishing's content folder, renderer and poll instead of the defaults (tests). */
  publishing?: PublishingOptions;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: loggerOptions(options.logger ?? { level: config.logLevel }),
    bodyLimit: JSON_BODY_LIMIT,
    genReqId: requestId,
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
    // "GET http://host/about" is answered as "GET /about" (or 400 for another host): lib/request-target.ts.
    rewriteUrl: originForm,
    // A URL that cannot be decoded never reaches the error handler; answer it in our shape.
    frameworkErrors: (_error, _request, reply) =>
      (reply as FastifyReply)
        .code(400)
        .send({ success: false, message: 'This address is not valid. Please check the link.' }),
  });

  await app.register(configPlugin, { config });
  await app.register(metricsPlugin, { adminToken: options.adminToken });
  await app.register(siteContentPlugin, { pagesFile: options.pagesFile });
  await app.register(errorsPlugin);
  app.addHook('onRequest', refuseOtherHost);
  await app.register(unreadBodyPlugin);
  await app.register(securityPlugin);
  await app.register(plainFormsPlugin, { renderFormPage: options.renderFormPage, now: options.now });
  await app.register(rateLimitsPlugin, { redis: options.redis, rateLimitNamespace: options.rateLimitNamespace });
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 10, headerPairs: 50 },
  });
  await app.register(databasePlugin, { database: options.database });
  await app.register(submissionsPlugin, { kinds: options.submissionKinds });
  await app.register(outboxPlugin, { config: options.outboxConfig });
  await app.register(privacyPlugin, { config: options.privacyConfig });
  await app.register(privacyNoticesPlugin, { privacy: options.privacy });
  await app.register(staffPlugin, { config: options.staffConfig });

  await app.register(healthRoutes);
  await app.register(formsPlugin, { now: options.now });
  await app.register(donationsPlugin, { now: options.now });
  await app.register(guardianRoutes);
  await app.register(yourDataRoutes);
  await app.register(signInRoutes);
  await app.register(sessionRoutes);
  await app.register(membersRoutes);
  await app.register(inboxRoutes);
  await app.register(replyRoutes);
  await app.register(spamRoutes);
  await app.register(privacyTasksRoutes);
  await app.register(publishingPlugin, options.publishing ?? {});
  await app.register(staffAppPlugin, { staffDir: options.staffDir ?? path.join(config.siteDir, '..', 'staff') });
  if (options.adminToken) await app.register(adminExportRoutes, { token: options.adminToken });

  if (siteAvailable(config.siteDir)) await app.register(staticSite, { siteDir: config.siteDir });
  return app;
}
