// Per-IP limits on the POST routes that opt in (config.rateLimit). With REDIS_URL the counts
// live in Redis, shared by every instance; when Redis is away or slow (150 ms at most) each
// instance counts in memory instead, so the forms keep working and stay limited.
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { MESSAGES } from '../../schema/api/messages.ts';
import { counter, fallbackStore } from './fallback-rate-store.ts';
import { rateLimitKey, rememberPeer } from './rate-limit-key.ts';
import { closeRedis, createRedisClient, RedisStatus } from './redis-status.ts';

export interface RateLimitsPluginOptions {
  /** An already connected client (tests); the app then does not close it. */
  redis?: Redis;
  /** Key prefix in Redis, so tests and apps sharing one Redis do not count each other. */
  rateLimitNamespace?: string;
}

/** What /api/health says about the limits. */
export type RateLimitMode = 'local' | 'redis' | 'degraded: rate limits local';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimitMode(): RateLimitMode;
    /**
     * Counts one e-mail to a visitor caused by this request's IP and says whether it may be sent
     * (VISITOR_EMAILS_PER_IP_HOUR). Not sent: the submission is stored and the team told all the same.
     */
    visitorEmailAllowed(request: FastifyRequest): Promise<boolean>;
  }
}

const HOUR_MS = 3_600_000;

/** Thrown by the limiter; the error handler turns it into 429 { success: false, message }. */
export class RateLimitError extends Error {
  statusCode = 429;
  constructor() {
    super(MESSAGES.rateLimited);
  }
}

export default fp<RateLimitsPluginOptions>(
  async (app, options) => {
    app.server.on('connection', rememberPeer);

    let redis = options.redis;
    if (!redis && app.config.redisUrl) {
      const client = createRedisClient(app.config.redisUrl);
      redis = client;
      app.addHook('onClose', () => closeRedis(client));
    }
    const status = redis ? new RedisStatus(redis, app.log) : undefined;
    app.decorate('rateLimitMode', (): RateLimitMode => {
      if (!status) return 'local';
      return status.degraded ? 'degraded: rate limits local' : 'redis';
    });

    // In the same store as the limits, so instances sharing Redis share the count.
    const nameSpace = options.rateLimitNamespace ?? 'wf-rate-limit-';
    const countEmail = counter(
      redis && status ? { redis, nameSpace: `${nameSpace}visitor-emails-`, status } : undefined,
    );
    app.decorate(
      'visitorEmailAllowed',
      async (request: FastifyRequest) =>
        (await countEmail(rateLimitKey(request), HOUR_MS)) <= app.config.visitorEmailsPerIpHour,
    );

    await app.register(rateLimit, {
      // Only routes that opt in (config.rateLimit) are limited: the POST routes.
      global: false,
      max: app.config.rateLimit.max,
      timeWindow: app.config.rateLimit.windowMs,
      keyGenerator: rateLimitKey,
      ...(redis && status ? { store: fallbackStore(redis, nameSpace, status) } : {}),
      // The store never fails (it falls back to memory); this is a last guard for the forms.
      skipOnError: true,
      errorResponseBuilder: () => new RateLimitError(),
    });
  },
  { name: 'rate-limits', dependencies: ['config'] },
);
