// Personal-data settings from the environment (issue #15). Every period is configuration, because
// the foundation's lawyer must confirm it; the defaults are the issue's. A bad value stops the start
// with a sentence naming the variable (server/config.ts's rule).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, type Env, integer, text } from '../config.ts';

export interface RetentionConfig {
  /** Contact messages are erased this many months after they arrived. */
  contactMonths: number;
  /** Volunteer applications (consent given) are erased this many months after they arrived. */
  volunteerMonths: number;
  /** Submissions flagged as spam are erased after this many days. */
  spamDays: number;
  /** An application still awaiting its guardian's consent is erased after this many days. */
  awaitingGuardianDays: number;
  /** Processing-log entries (and purge audits) are erased after this many days. */
  processingLogDays: number;
}

export interface PrivacyConfig {
  retention: RetentionConfig;
  /** How long a guardian's confirm-or-refuse link works. */
  guardianLinkHours: number;
  /** How long a "your data" link works. */
  yourDataLinkHours: number;
  /** How long the session a used "your data" link opens lasts. */
  yourDataSessionMinutes: number;
  /** "Your data" links sent to one address per hour at most (on top of the per-IP rate limit). */
  yourDataRequestsPerHour: number;
  /** The site's public address, for links in emails (https://example.org). */
  siteUrl: string;
  /** The key of the processing log's person hash. */
  hashKey: Buffer;
  /** Rows per purge transaction. */
  purgeBatchSize: number;
}

const KEY_FILE = 'privacy-hash.key';

/**
 * PRIVACY_HASH_KEY (at least 32 characters) or, when unset, a random key generated once into
 * DATA_DIR/privacy-hash.key (0600) and reused. Several instances on one Postgres must share
 * PRIVACY_HASH_KEY, or their hashes of the same address differ.
 */
export function hashKey(env: Env, dataDir: string): Buffer {
  const given = text(env, 'PRIVACY_HASH_KEY');
  if (given !== undefined) {
    if (given.length < 32) throw new ConfigError('PRIVACY_HASH_KEY must be at least 32 characters (a random secret).');
    return Buffer.from(given, 'utf8');
  }
  const file = path.join(dataDir, KEY_FILE);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    // 'wx': two processes starting at once cannot both write a key; the loser reads the winner's.
    try {
      fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as { code?: string }).code !== 'EEXIST') throw error;
    }
  }
  const key = fs.readFileSync(file, 'utf8').trim();
  if (key.length < 32) throw new ConfigError(`${file} does not hold a key; delete it and start again.`);
  return Buffer.from(key, 'utf8');
}

function siteUrl(env: Env, port: number): string {
  const raw = text(env, 'SITE_URL') ?? `http://localhost:${port}`;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`SITE_URL is the site's public address, like https://example.org; got "${raw}".`);
  }
  if (!['http:', 'https:'].includes(parsed.protocol) || parsed.pathname !== '/' || parsed.search || parsed.hash) {
    throw new ConfigError(
      `SITE_URL is the site's public address without a path, like https://example.org; got "${raw}".`,
    );
  }
  return parsed.origin;
}

export function loadPrivacyConfig(env: Env, dataDir: string, port = 5000): PrivacyConfig {
  return {
    retention: {
      contactMonths: integer(env, 'RETENTION_CONTACT_MONTHS', 12, 1, 1200),
      volunteerMonths: integer(env, 'RETENTION_VOLUNTEER_MONTHS', 24, 1, 1200),
      spamDays: integer(env, 'RETENTION_SPAM_DAYS', 30, 1, 36_500),
      awaitingGuardianDays: integer(env, 'RETENTION_AWAITING_GUARDIAN_DAYS', 7, 1, 365),
      processingLogDays: integer(env, 'RETENTION_PROCESSING_LOG_DAYS', 365, 1, 36_500),
    },
    guardianLinkHours: integer(env, 'GUARDIAN_LINK_HOURS', 7 * 24, 1, 365 * 24),
    yourDataLinkHours: integer(env, 'YOUR_DATA_LINK_HOURS', 24, 1, 30 * 24),
    yourDataSessionMinutes: integer(env, 'YOUR_DATA_SESSION_MINUTES', 30, 1, 24 * 60),
    yourDataRequestsPerHour: integer(env, 'YOUR_DATA_REQUESTS_PER_HOUR', 3, 1, 1000),
    siteUrl: siteUrl(env, port),
    hashKey: hashKey(env, dataDir),
    purgeBatchSize: integer(env, 'PURGE_BATCH_SIZE', 500, 1, 100_000),
  };
}
