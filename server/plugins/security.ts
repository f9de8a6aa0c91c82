// Security headers, CORS and per-IP rate limits. Limits live in Redis when REDIS_URL is set,
// so several API instances behind a load balancer count the same requests.
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { MESSAGES } from '../../schema/api/messages.ts';

export interface SecurityPluginOptions {
  /** An already connected client (tests); the app then does not close it. */
  redis?: Redis;
  /** Key prefix in Redis, so tests and apps sharing one Redis do not count each other. */
  rateLimitNamespace?: string;
}

/** Thrown by the limiter; the error handler turns it into 429 { success: false, message }. */
export class RateLimitError extends Error {
  statusCode = 429;
  constructor() {
    super(MESSAGES.rateLimited);
  }
}

export default fp<SecurityPluginOptions>(
  async (app, options) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'script-src': ["'self'"],
          // styled-components injects <style> tags at run time.
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:'],
          'connect-src': ["'self'"],
          // The site may be tried over plain http on a LAN; HTTPS is the proxy's job.
          'upgrade-insecure-requests': null,
        },
      },
      // Cross-origin API callers (allowed by CORS) must be able to read our JSON.
      crossOriginResourcePolicy: { policy: app.config.corsOrigins.length ? 'cross-origin' : 'same-origin' },
    });

    if (app.config.corsOrigins.length > 0) {
      await app.register(cors, {
        origin: app.config.corsOrigins,
        methods: ['GET', 'POST'],
        maxAge: 600,
      });
    }

    let redis = options.redis;
    if (!redis && app.config.redisUrl) {
      redis = new Redis(app.config.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1 });
      let reported = false;
      // Log a Redis outage once, not on every reconnect attempt.
      redis.on('error', (error: Error) => {
        if (!reported) app.log.warn({ err: { message: error.message } }, 'redis unavailable; rate limits not enforced');
        reported = true;
      });
      redis.on('ready', () => {
        reported = false;
      });
      const client = redis;
      app.addHook('onClose', async () => {
        await client.quit().catch(() => client.disconnect());
      });
    }

    await app.register(rateLimit, {
      // Only routes that opt in (config.rateLimit) are limited: the three POST routes.
      global: false,
      max: app.config.rateLimit.max,
      timeWindow: app.config.rateLimit.windowMs,
      ...(redis ? { redis, nameSpace: options.rateLimitNamespace ?? 'wf-rate-limit-' } : {}),
      // A Redis outage must not take the forms down: fail open and log (see above).
      skipOnError: true,
      errorResponseBuilder: () => new RateLimitError(),
    });
  },
  { name: 'security', dependencies: ['config'] },
);
