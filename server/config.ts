// The server's settings as the rest of the code uses them (ServerConfig), made from the environment
// validated against the one declaration (settings/declaration.ts: type, default, meaning of each).
// A wrong value stops the start with one line naming the setting, the value and what is allowed.
import net from 'node:net';
import path from 'node:path';
import { ConfigError, type Env, readSettings, refusal } from './settings/read-settings.ts';
import type { Settings } from './settings/declaration.ts';

export { ConfigError, type Env };

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
   * E-mails to visitors (acknowledgements, guardian requests, "your data" links) one IP may cause
   * per hour; past it a submission is stored and the team notified, but nobody else is e-mailed.
   */
  visitorEmailsPerIpHour: number;
  /**
   * Which X-Forwarded-For hops to believe, so limits apply to the real client: false (none), a hop
   * count (1 = one proxy of ours in front), or the proxies' addresses/CIDRs. Never "every hop".
   */
  trustProxy: false | number | string[];
  logLevel: string;
  /** Bearer token of GET /metrics; without it the route does not exist. */
  metricsToken?: string;
}

function origins(settings: Settings): string[] {
  const list = (settings.CORS_ORIGINS ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return list.map((origin) => {
    // An origin is scheme://host[:port] without a path; anything else never matches a browser.
    const url = /^https?:\/\/[^/\s]+$/.test(origin) ? URL.parse(origin) : null;
    if (!url) throw new ConfigError(refusal('CORS_ORIGINS', origin));
    // As a browser writes it in Origin (lower case, no default port): the checks compare it letter for letter.
    return url.origin;
  });
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

function trustProxy(raw: string | undefined): false | number | string[] {
  if (raw === undefined || ['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  if (['true', 'yes', 'on'].includes(raw.toLowerCase())) {
    throw new ConfigError(
      'TRUST_PROXY=true would believe every X-Forwarded-For entry, including the ones a client writes ' +
        'itself, so anyone could dodge the rate limits. Write the number of proxies in front of the ' +
        'server (TRUST_PROXY=1 for one nginx on the same host) or their addresses (TRUST_PROXY=10.0.0.5,10.0.1.0/24).',
    );
  }
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops < 1 || hops > 10) throw new ConfigError(refusal('TRUST_PROXY', raw));
    return hops;
  }
  const list = raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const bad = list.find((entry) => !isProxyAddress(entry));
  if (bad !== undefined) {
    throw new ConfigError(refusal('TRUST_PROXY', bad));
  }
  return list;
}

export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): ServerConfig {
  const settings = readSettings(env);
  return {
    port: settings.PORT,
    host: settings.HOST,
    dataDir: path.resolve(cwd, settings.DATA_DIR),
    databaseUrl: settings.DATABASE_URL,
    redisUrl: settings.REDIS_URL,
    siteDir: path.resolve(cwd, settings.SITE_DIR),
    corsOrigins: origins(settings),
    uploadDir: settings.UPLOAD_DIR ? path.resolve(cwd, settings.UPLOAD_DIR) : undefined,
    uploadQuotaBytes: settings.UPLOAD_QUOTA_MB * 1024 * 1024,
    rateLimit: { max: settings.RATE_LIMIT_MAX, windowMs: settings.RATE_LIMIT_WINDOW_MS },
    visitorEmailsPerIpHour: settings.VISITOR_EMAILS_PER_IP_HOUR,
    trustProxy: trustProxy(settings.TRUST_PROXY),
    logLevel: settings.LOG_LEVEL,
    metricsToken: settings.METRICS_TOKEN,
  };
}

/** Settings for tests and scripts: defaults, with the given fields replaced. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return { ...loadConfig({}), ...overrides };
}
