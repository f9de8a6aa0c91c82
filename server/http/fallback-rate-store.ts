// A store for @fastify/rate-limit that counts in Redis and, when Redis fails or is slow,
// counts in this process's memory instead, so an outage loosens the limits (each instance
// counts alone) but never lifts them. Built from the plugin's own two stores; the plugin has no
// fallback of its own (its skipOnError lets every request through).
import { createRequire } from 'node:module';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { RedisStatus } from './redis-status.ts';

type Store = FastifyRateLimitStore;
type Callback = Parameters<Store['incr']>[1];
type RouteOptions = Parameters<Store['child']>[0];
interface GlobalParams {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

// The package has no types for its store files; these are their documented constructors.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key?: string,
) => Store;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => Store;

class FallbackStore implements Store {
  constructor(
    private readonly shared: Store,
    private readonly local: Store,
    private readonly status: RedisStatus,
  ) {}

  incr(key: string, cb: Callback, timeWindow: number, max: number): void {
    // Counted in both while Redis answers, so the local count is warm when it stops.
    this.local.incr(
      key,
      (_error, localResult) => {
        this.shared.incr(
          key,
          (error, result) => {
            if (!error && result) {
              this.status.succeeded();
              return cb(null, result);
            }
            this.status.failed(error ?? new Error('no answer'));
            cb(null, localResult);
          },
          timeWindow,
          max,
        );
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: RouteOptions): Store {
    return new FallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions), this.status);
  }
}

/** The class to give @fastify/rate-limit as `store` (it calls `new Store(globalParams)`). */
export function fallbackStore(redis: Redis, nameSpace: string, status: RedisStatus) {
  return class extends FallbackStore {
    constructor(params: GlobalParams) {
      super(
        new RedisStore(params.continueExceeding ?? false, params.exponentialBackoff ?? false, redis, nameSpace),
        new LocalStore(params.continueExceeding ?? false, params.exponentialBackoff ?? false),
        status,
      );
    }
  };
}

/**
 * A counter in the same stores, outside the plugin: Redis with the memory fallback when a client is
 * given, else memory. `count(key, windowMs)` resolves with how many times the key was counted in
 * its window, this time included; it never rejects (a store that fails counts nothing: 0). While
 * Redis is degraded it counts in memory at once: the request already waited once for Redis (the
 * rate limit) and must not wait a second time.
 */
export function counter(shared?: { redis: Redis; nameSpace: string; status: RedisStatus }) {
  const local = new LocalStore(false, false);
  const both = shared
    ? new FallbackStore(new RedisStore(false, false, shared.redis, shared.nameSpace), local, shared.status)
    : local;
  return (key: string, windowMs: number): Promise<number> =>
    new Promise((resolve) => {
      const store = shared?.status.degraded ? local : both;
      store.incr(key, (error, result) => resolve(!error && result ? result.current : 0), windowMs, 0);
    });
}
