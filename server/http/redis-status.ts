// The rate limits' view of Redis: the client with short timeouts, whether it answers, and a
// warning at most once a minute while it does not. A Redis that accepts connections but never
// answers must not hold a form POST (or a shutdown) hostage, so every call is bounded.
import { Redis } from 'ioredis';

/** A rate-limit count that takes longer than this is given up and counted locally instead. */
export const REDIS_COMMAND_TIMEOUT_MS = 150;
const WARN_EVERY_MS = 60_000;

export interface WarnLog {
  warn(object: object, message: string): void;
  info(message: string): void;
}

export function createRedisClient(url: string): Redis {
  return new Redis(url, {
    connectTimeout: 500,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    // While Redis is away a command fails at once instead of waiting in a queue for it.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // Keep trying in the background, at most every 5 s, so limits are shared again once it is back.
    retryStrategy: (attempt) => Math.min(attempt * 250, 5000),
  });
}

export class RedisStatus {
  private lastWarning = -Infinity;
  private failing = false;

  constructor(
    private readonly redis: Redis,
    private readonly log: WarnLog,
    private readonly now: () => number = Date.now,
  ) {
    // Connection errors arrive here too; without a listener ioredis prints each one.
    redis.on('error', (error: Error) => this.failed(error));
    redis.on('ready', () => this.succeeded());
  }

  failed(error: Error): void {
    this.failing = true;
    if (this.now() - this.lastWarning < WARN_EVERY_MS) return;
    this.lastWarning = this.now();
    this.log.warn({ reason: error.message }, 'redis unavailable; rate limits counted per instance');
  }

  succeeded(): void {
    if (!this.failing) return;
    this.failing = false;
    this.log.info('redis answers again; rate limits shared');
  }

  /** True while Redis is not connected or its last call failed. */
  get degraded(): boolean {
    return this.failing || this.redis.status !== 'ready';
  }
}

/** QUIT politely, but never wait more than `timeoutMs` on a Redis that does not answer. */
export async function closeRedis(redis: Redis, timeoutMs = 300): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  try {
    await Promise.race([redis.quit().catch(() => {}), timeout]);
  } finally {
    clearTimeout(timer);
    redis.disconnect();
  }
}
