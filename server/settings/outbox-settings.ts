// How e-mail and webhook calls leave: the outbox's settings, part of the one declaration
// (declaration.ts); server/outbox/outbox-config.ts turns them into OutboxConfig.
import { whole, words } from './setting.ts';

export const OUTBOX_SETTINGS = {
  SMTP_URL: words(
    'email',
    'smtp:// or smtps://user:password@host:port of the mail server. Unset: every e-mail is written as an .eml file in DATA_DIR/outbox/.',
    { pattern: '^smtps?://\\S+$', 'x-secret': 'url', must: 'start with smtp:// or smtps://' },
  ),
  SMTP_FROM: words('email', 'The From header of every e-mail; its domain names the Message-IDs.', {
    default: 'Example Welfare Foundation <no-reply@example.org>',
    pattern: '@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}>?\\s*$',
    must: 'end with an address such as no-reply@example.org',
  }),
  VISITOR_REPLY_TO: words(
    'email',
    "The Reply-To of every e-mail to a visitor or a parent (acknowledgements, guardian requests, Your data): a mailbox someone reads. Unset: the site's contact address (site.contact.email of pages.json).",
    {
      pattern: '^[^\\s@<>,]+@[^\\s@<>,]+\\.[^\\s@<>,]+$',
      must: 'be one e-mail address, like info@example.org',
      'x-default-text': 'site.contact.email',
    },
  ),
  NOTIFY_TO: words('email', 'Comma list of team addresses; replaces site.notifications of pages.json for every form.', {
    must: 'be e-mail addresses separated by commas',
  }),
  WEBHOOK_URL: words(
    'email',
    'Each submission is also sent here as signed JSON, through the same outbox. Needs WEBHOOK_SECRET.',
    { pattern: '^https?://\\S+$', 'x-secret': 'url', must: 'start with https:// or http://' },
  ),
  WEBHOOK_SECRET: words('email', 'The key of the webhook signature (X-Signature), shared with the receiver.', {
    minLength: 16,
    'x-secret': 'value',
    must: 'be at least 16 characters (a random secret)',
  }),
  OUTBOX_WEBHOOK_TIMEOUT_MS: whole('outbox', 10_000, 100, 120_000, 'How long one webhook call may take.'),
  OUTBOX_POLL_INTERVAL_MS: whole('outbox', 1000, 10, 600_000, 'How often the worker looks for messages due.'),
  OUTBOX_KICK_DELAY_MS: whole(
    'outbox',
    200,
    0,
    60_000,
    'After a submission, how long the worker waits to gather more into one batch.',
  ),
  OUTBOX_YIELD_MAX_MS: whole(
    'outbox',
    1000,
    0,
    60_000,
    'While requests keep coming, how long delivery may wait for a quiet moment.',
  ),
  OUTBOX_BATCH_SIZE: whole('outbox', 25, 1, 500, 'Messages claimed at once and delivered in parallel.'),
  OUTBOX_LEASE_MS: whole(
    'outbox',
    120_000,
    1000,
    3_600_000,
    'How long a claimed message stays with its worker before another may take it over.',
  ),
  OUTBOX_MAX_ATTEMPTS: whole('outbox', 10, 1, 100, 'Attempts in all before a message is marked failed.'),
  OUTBOX_MAX_ATTEMPTS_PERMANENT: whole(
    'outbox',
    3,
    1,
    100,
    'Attempts before a permanent refusal (SMTP 5xx, HTTP 4xx) is marked failed.',
  ),
  OUTBOX_RETRY_BASE_MS: whole('outbox', 60_000, 1, 86_400_000, 'The wait after the first failed attempt.'),
  OUTBOX_RETRY_FACTOR: whole(
    'outbox',
    3,
    1,
    10,
    'Each further wait is the last one times this (1, 3, 9, 27 ... minutes).',
  ),
  OUTBOX_RETRY_MAX_MS: whole('outbox', 6 * 3_600_000, 1, 7 * 86_400_000, 'The longest wait between attempts.'),
  OUTBOX_RETENTION_DAYS: whole(
    'outbox',
    30,
    1,
    3650,
    'Sent e-mails are deleted after this many days; failed ones stay until a person looks.',
  ),
  OUTBOX_STOP_TIMEOUT_MS: whole('outbox', 5000, 0, 60_000, 'At shutdown, how long deliveries in flight may finish.'),
} as const;
