// Reads the server's settings from the environment once, with defaults a newcomer can run,
// and fails early with a sentence naming the bad variable rather than misbehaving later.
import path from 'node:path';

export interface RateLimitConfig {
  /** Requests allowed per IP and per POST route within the window. */
  max: number;
  windowMs: number;
}

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  siteDir: string;
  corsOrigins: string[];
  uploadDir?: string;
  rateLimit: RateLimitConfig;
  /** Trust X-Forwarded-For (only behind a proxy you run), so limits apply to the real client. */
  trustProxy: boolean;
  logLevel: string;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}; got "${raw}".`);
  }
  return value;
}

function origins(env: Env): string[] {
  const list = (text(env, 'CORS_ORIGINS') ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  for (const origin of list) {
    // An origin is scheme://host[:port] without a path; anything else never matches a browser.
    if (!/^https?:\/\/[^/\s]+$/.test(origin)) {
      throw new ConfigError(`CORS_ORIGINS entries look like https://example.org (no path); got "${origin}".`);
    }
  }
  return list;
}

export const defaults = {
  port: 5000,
  host: '0.0.0.0',
  dataDir: './data',
  siteDir: 'dist/client',
  rateLimitMax: 10,
  rateLimitWindowMs: 60_000,
} as const;

export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): ServerConfig {
  const uploadDir = text(env, 'UPLOAD_DIR');
  return {
    port: integer(env, 'PORT', defaults.port, 0, 65535),
    host: text(env, 'HOST') ?? defaults.host,
    dataDir: path.resolve(cwd, text(env, 'DATA_DIR') ?? defaults.dataDir),
    databaseUrl: text(env, 'DATABASE_URL'),
    redisUrl: text(env, 'REDIS_URL'),
    siteDir: path.resolve(cwd, text(env, 'SITE_DIR') ?? defaults.siteDir),
    corsOrigins: origins(env),
    uploadDir: uploadDir ? path.resolve(cwd, uploadDir) : undefined,
    rateLimit: {
      max: integer(env, 'RATE_LIMIT_MAX', defaults.rateLimitMax, 1, 1_000_000_000),
      windowMs: integer(env, 'RATE_LIMIT_WINDOW_MS', defaults.rateLimitWindowMs, 1000, 86_400_000),
    },
    trustProxy: ['1', 'true', 'yes'].includes((text(env, 'TRUST_PROXY') ?? '').toLowerCase()),
    logLevel: text(env, 'LOG_LEVEL') ?? 'info',
  };
}

/** Settings for tests and scripts: defaults, with the given fields replaced. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return { ...loadConfig({}), ...overrides };
}
