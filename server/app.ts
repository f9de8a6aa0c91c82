// buildApp(options): the whole API (and the site, when SITE_DIR holds a build) as a Fastify
// instance. server.ts listens with it; tests drive it with app.inject, no port needed.
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { MAX_UPLOAD_BYTES } from '../schema/api/messages.js';
import type { ServerConfig } from './config.js';
import type { Database } from './db/database.js';
import { loggerOptions, type LoggerSettings } from './lib/logger.js';
import configPlugin from './plugins/config.js';
import databasePlugin from './plugins/database.js';
import errorsPlugin from './plugins/errors.js';
import securityPlugin from './plugins/security.js';
import staticSite, { siteAvailable } from './plugins/static-site.js';
import adminExportRoutes from './routes/admin-export.js';
import contactRoutes from './routes/contact.js';
import healthRoutes from './routes/health.js';
import testUploadRoutes from './routes/test-upload.js';
import volunteerRoutes from './routes/volunteer.js';

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
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: loggerOptions(options.logger ?? { level: config.logLevel }),
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    // Slow clients cannot hold a connection open for ever.
    requestTimeout: 30_000,
    // On close: refuse new requests with 503, drop idle keep-alive sockets, let in-flight finish.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });

  await app.register(configPlugin, { config });
  await app.register(errorsPlugin);
  await app.register(securityPlugin, { redis: options.redis, rateLimitNamespace: options.rateLimitNamespace });
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 10, headerPairs: 50 },
  });
  await app.register(databasePlugin, { database: options.database });

  await app.register(healthRoutes);
  await app.register(contactRoutes);
  await app.register(volunteerRoutes, { now: options.now });
  await app.register(testUploadRoutes);
  if (options.adminToken) await app.register(adminExportRoutes, { token: options.adminToken });

  if (siteAvailable(config.siteDir)) await app.register(staticSite, { siteDir: config.siteDir });
  return app;
}
