// Personal-data settings, from the environment validated against the one declaration
// (server/settings/privacy-settings.ts: every period, its default and meaning). Every period is
// configuration, because the foundation's lawyer must confirm it.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, type Env } from '../config.ts';
import { readSettings } from '../settings/read-settings.ts';

export interface RetentionConfig {
  /** Contact messages are erased this many months after they arrived. */
  contactMonths: number;
  /** Volunteer applications (consent given) are erased this many months after they arrived. */
  volunteerMonths: number;
  /** Donations are kept this many months after they arrived, erasure requests notwithstanding (tax law). */
  donationMonths: number;
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
  /** Correction requests one address may send the team per hour. */
  correctionRequestsPerHour: number;
  /**
   * E-mails to one visitor mailbox (acknowledgements, guardian requests, "your data" links) in the
   * last hour and day, whichever instance sends them; past either, the message is suppressed.
   */
  visitorEmailsPerAddress: { hour: number; day: number };
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
  // At least 32 characters: the declaration's rule, checked by readSettings.
  const given = readSettings(env).PRIVACY_HASH_KEY;
  if (given !== undefined) return Buffer.from(given, 'utf8');
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

export function loadPrivacyConfig(env: Env, dataDir: string, port = 5000): PrivacyConfig {
  const settings = readSettings(env);
  return {
    retention: {
      contactMonths: settings.RETENTION_CONTACT_MONTHS,
      volunteerMonths: settings.RETENTION_VOLUNTEER_MONTHS,
      donationMonths: settings.RETENTION_DONATION_MONTHS,
      spamDays: settings.RETENTION_SPAM_DAYS,
      awaitingGuardianDays: settings.RETENTION_AWAITING_GUARDIAN_DAYS,
      processingLogDays: settings.RETENTION_PROCESSING_LOG_DAYS,
    },
    guardianLinkHours: settings.GUARDIAN_LINK_HOURS,
    yourDataLinkHours: settings.YOUR_DATA_LINK_HOURS,
    yourDataSessionMinutes: settings.YOUR_DATA_SESSION_MINUTES,
    yourDataRequestsPerHour: settings.YOUR_DATA_REQUESTS_PER_HOUR,
    correctionRequestsPerHour: settings.CORRECTION_REQUESTS_PER_HOUR,
    visitorEmailsPerAddress: {
      hour: settings.VISITOR_EMAILS_PER_ADDRESS_HOUR,
      day: settings.VISITOR_EMAILS_PER_ADDRESS_DAY,
    },
    // The declaration's pattern allows one trailing slash; links are built on the bare origin.
    siteUrl: new URL(settings.SITE_URL ?? `http://localhost:${port}`).origin,
    hashKey: hashKey(env, dataDir),
    purgeBatchSize: settings.PURGE_BATCH_SIZE,
  };
}
