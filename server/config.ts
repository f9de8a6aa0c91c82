// Reads the server's settings from the environment once, with defaults a newcomer can run,
// and fails early with a sentence naming the bad variable rather than misbehaving later.
import net from 'node:net';
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
  /** Most bytes UPLOAD_DIR may hold; an upload that could pass it is refused with 507. */
  uploadQuotaBytes: number;
  rateLimit: RateLimitConfig;
  /**
   * Which X-Forwarded-For hops to believe, so limits apply to the real client: false (none), a hop
   * count (1 = one proxy of ours in front), or the proxies' addresses/CIDRs. Never "every hop".
   */
  trustProxy: false | number | string[];
  logLevel: string;
}

export class ConfigError extends Error {}

export type Env = Record<string, string | undefined>;

/** A setting's value, trimmed; undefined when unset or blank. */
export function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/** A whole-number setting within [min, max], or the fallback when unset; anything else stops the start. */
export function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
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

// Names proxy-addr understands in place of addresses.
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  const version = net.isIP(address);
  if (!version || extra !== undefined) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (version === 4 ? 32 : 128);
}

function trustProxy(env: Env): false | number | string[] {
  const raw = text(env, 'TRUST_PROXY');
  if (raw === undefined || ['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  if (['true', 'yes', 'on'].includes(raw.toLowerCase())) {
    throw new ConfigError(
      'TRUST_PROXY=true would believe every X-Forwarded-For entry, including the ones a client writes ' +
        'itself, so anyone could dodge the rate limits. Write the number of proxies in front of the ' +
        'server (TRUST_PROXY=1 for one nginx on the same host) or their addresses (TRUST_PROXY=10.0.0.5,10.0.1.0/24).',
    );
  }
  if (/^\d+$/.test(raw)) return integer(env, 'TRUST_PROXY', 0, 1, 10);
  const list = raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const bad = list.find((entry) => !isProxyAddress(entry));
  if (bad !== undefined) {
    throw new ConfigError(
      `TRUST_PROXY is a hop count (1) or a comma list of proxy addresses or CIDRs (10.0.0.5,10.0.1.0/24); got "${bad}".`,
    );
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
  uploadQuotaMb: 500,
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
    uploadQuotaBytes: integer(env, 'UPLOAD_QUOTA_MB', defaults.uploadQuotaMb, 1, 10_000_000) * 1024 * 1024,
    rateLimit: {
      max: integer(env, 'RATE_LIMIT_MAX', defaults.rateLimitMax, 1, 1_000_000_000),
      windowMs: integer(env, 'RATE_LIMIT_WINDOW_MS', defaults.rateLimitWindowMs, 1000, 86_400_000),
    },
    trustProxy: trustProxy(env),
    logLevel: text(env, 'LOG_LEVEL') ?? 'info',
  };
}

/** Settings for tests and scripts: defaults, with the given fields replaced. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return { ...loadConfig({}), ...overrides };
}
