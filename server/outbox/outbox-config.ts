// The outbox's settings, read by the outbox plugin at start from the environment validated against
// the one declaration (server/settings/outbox-settings.ts holds each one's type, default and meaning).
import path from 'node:path';
import { ConfigError, type Env } from '../config.ts';
import { readSettings, refusal } from '../settings/read-settings.ts';

export interface RetryPolicy {
  /** Attempts in all before a message is marked failed. */
  maxAttempts: number;
  /** Attempts before a permanent refusal (SMTP 5xx, HTTP 4xx) is marked failed. */
  maxAttemptsPermanent: number;
  /** Delay after the first failed attempt; multiplied by `factor` after each further one. */
  baseDelayMs: number;
  factor: number;
  maxDelayMs: number;
}

export interface OutboxConfig {
  smtpUrl?: string;
  /** The From header of every email. */
  from: string;
  /** The domain in Message-IDs: the From address's domain. */
  messageIdDomain: string;
  /** Overrides the team addresses in pages.json (comma list). */
  notifyTo?: string[];
  /** Overrides the Reply-To of visitor e-mails (default: the site's contact address in pages.json). */
  visitorReplyTo?: string;
  webhookUrl?: string;
  webhookSecret?: string;
  webhookTimeoutMs: number;
  /** Where .eml files go when there is no SMTP_URL. */
  emlDir: string;
  pollIntervalMs: number;
  /** After a submission, how long the worker waits to gather more into one batch. */
  kickDelayMs: number;
  /** While requests keep coming, how long delivery may wait for a quiet moment before each batch. */
  yieldMaxMs: number;
  /** Rows claimed at once; they are delivered in parallel. */
  batchSize: number;
  /** How long a claimed row stays with its worker before another may take it over. */
  leaseMs: number;
  retry: RetryPolicy;
  retentionDays: number;
  /** How long a stop waits for deliveries in flight. */
  stopTimeoutMs: number;
}

/** The address, checked beyond its scheme (the declaration's pattern); the message masks any password. */
function url(name: 'SMTP_URL' | 'WEBHOOK_URL', raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  try {
    new URL(raw);
  } catch {
    throw new ConfigError(refusal(name, raw).replace('; got', ' (a valid address); got'));
  }
  return raw;
}

function fromDomain(from: string): string {
  const match = /@([A-Za-z0-9.-]+\.[A-Za-z]{2,})>?\s*$/.exec(from);
  if (!match) throw new ConfigError(refusal('SMTP_FROM', from));
  return match[1].toLowerCase();
}

function addresses(raw: string | undefined): string[] | undefined {
  const filled = (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  for (const address of filled) {
    if (!/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(address)) {
      throw new ConfigError(`${refusal('NOTIFY_TO', address).slice(0, -1)}, which is not one.`);
    }
  }
  return filled.length > 0 ? filled : undefined;
}

export function loadOutboxConfig(env: Env = process.env, dataDir = env.DATA_DIR?.trim() || 'data'): OutboxConfig {
  const settings = readSettings(env);
  const webhookUrl = url('WEBHOOK_URL', settings.WEBHOOK_URL);
  const webhookSecret = settings.WEBHOOK_SECRET;
  if (webhookUrl && !webhookSecret) {
    throw new ConfigError(
      'WEBHOOK_URL is set, so WEBHOOK_SECRET must be set too (at least 16 characters): the receiver uses it to check that calls come from this site.',
    );
  }
  return {
    smtpUrl: url('SMTP_URL', settings.SMTP_URL),
    from: settings.SMTP_FROM,
    messageIdDomain: fromDomain(settings.SMTP_FROM),
    notifyTo: addresses(settings.NOTIFY_TO),
    visitorReplyTo: settings.VISITOR_REPLY_TO,
    webhookUrl,
    webhookSecret: webhookUrl ? webhookSecret : undefined,
    webhookTimeoutMs: settings.OUTBOX_WEBHOOK_TIMEOUT_MS,
    emlDir: path.resolve(dataDir, 'outbox'),
    pollIntervalMs: settings.OUTBOX_POLL_INTERVAL_MS,
    kickDelayMs: settings.OUTBOX_KICK_DELAY_MS,
    yieldMaxMs: settings.OUTBOX_YIELD_MAX_MS,
    batchSize: settings.OUTBOX_BATCH_SIZE,
    leaseMs: settings.OUTBOX_LEASE_MS,
    retry: {
      maxAttempts: settings.OUTBOX_MAX_ATTEMPTS,
      maxAttemptsPermanent: settings.OUTBOX_MAX_ATTEMPTS_PERMANENT,
      // 1, 3, 9, 27, 81, 243 min, then 6 h: ten attempts over about 24 hours.
      baseDelayMs: settings.OUTBOX_RETRY_BASE_MS,
      factor: settings.OUTBOX_RETRY_FACTOR,
      maxDelayMs: settings.OUTBOX_RETRY_MAX_MS,
    },
    retentionDays: settings.OUTBOX_RETENTION_DAYS,
    stopTimeoutMs: settings.OUTBOX_STOP_TIMEOUT_MS,
  };
}
