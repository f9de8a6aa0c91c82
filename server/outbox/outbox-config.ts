// The outbox's settings from the environment, read by the outbox plugin at start (beside
// server/config.ts, with the same rule: a bad value stops the start with a sentence naming the variable).
import path from 'node:path';
import { ConfigError, type Env, integer, text } from '../config.ts';

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

function url(env: Env, name: string, schemes: string[]): string | undefined {
  const raw = text(env, name);
  if (raw === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    // The value may hold a password, so it is not repeated.
    throw new ConfigError(`${name} is not a valid address; it looks like ${schemes[0]}//host:port.`);
  }
  if (!schemes.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${schemes.map((s) => `${s}//`).join(' or ')}.`);
  }
  return raw;
}

const DEFAULT_FROM = 'Example Welfare Foundation <no-reply@example.org>';

function fromDomain(from: string): string {
  const match = /@([A-Za-z0-9.-]+\.[A-Za-z]{2,})>?\s*$/.exec(from);
  if (!match) throw new ConfigError(`SMTP_FROM must end with an address such as no-reply@example.org; got "${from}".`);
  return match[1].toLowerCase();
}

function addresses(env: Env): string[] | undefined {
  const list = (text(env, 'NOTIFY_TO') ?? '').split(',').map((item) => item.trim());
  const filled = list.filter(Boolean);
  for (const address of filled) {
    if (!/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(address)) {
      throw new ConfigError(`NOTIFY_TO holds e-mail addresses separated by commas; "${address}" is not one.`);
    }
  }
  return filled.length > 0 ? filled : undefined;
}

export function loadOutboxConfig(env: Env = process.env, dataDir = text(env, 'DATA_DIR') ?? 'data'): OutboxConfig {
  const webhookUrl = url(env, 'WEBHOOK_URL', ['https:', 'http:']);
  const webhookSecret = text(env, 'WEBHOOK_SECRET');
  if (webhookUrl && (!webhookSecret || webhookSecret.length < 16)) {
    throw new ConfigError(
      'WEBHOOK_URL is set, so WEBHOOK_SECRET must be set too (at least 16 characters): the receiver uses it to check that calls come from this site.',
    );
  }
  const from = text(env, 'SMTP_FROM') ?? DEFAULT_FROM;
  return {
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    from,
    messageIdDomain: fromDomain(from),
    notifyTo: addresses(env),
    webhookUrl,
    webhookSecret: webhookUrl ? webhookSecret : undefined,
    webhookTimeoutMs: integer(env, 'OUTBOX_WEBHOOK_TIMEOUT_MS', 10_000, 100, 120_000),
    emlDir: path.resolve(dataDir, 'outbox'),
    pollIntervalMs: integer(env, 'OUTBOX_POLL_INTERVAL_MS', 1000, 10, 600_000),
    kickDelayMs: integer(env, 'OUTBOX_KICK_DELAY_MS', 200, 0, 60_000),
    yieldMaxMs: integer(env, 'OUTBOX_YIELD_MAX_MS', 1000, 0, 60_000),
    batchSize: integer(env, 'OUTBOX_BATCH_SIZE', 25, 1, 500),
    leaseMs: integer(env, 'OUTBOX_LEASE_MS', 120_000, 1000, 3_600_000),
    retry: {
      maxAttempts: integer(env, 'OUTBOX_MAX_ATTEMPTS', 10, 1, 100),
      maxAttemptsPermanent: integer(env, 'OUTBOX_MAX_ATTEMPTS_PERMANENT', 3, 1, 100),
      // 1, 3, 9, 27, 81, 243 min, then 6 h: ten attempts over about 24 hours.
      baseDelayMs: integer(env, 'OUTBOX_RETRY_BASE_MS', 60_000, 1, 86_400_000),
      factor: integer(env, 'OUTBOX_RETRY_FACTOR', 3, 1, 10),
      maxDelayMs: integer(env, 'OUTBOX_RETRY_MAX_MS', 6 * 3_600_000, 1, 7 * 86_400_000),
    },
    retentionDays: integer(env, 'OUTBOX_RETENTION_DAYS', 30, 1, 3650),
    stopTimeoutMs: integer(env, 'OUTBOX_STOP_TIMEOUT_MS', 5000, 0, 60_000),
  };
}
