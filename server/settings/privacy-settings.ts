// Personal-data settings, part of the one declaration (declaration.ts). Every period is
// configuration because the foundation's lawyer must confirm it; server/privacy/privacy-config.ts
// turns them into PrivacyConfig.
import { DONATION_RETENTION_MONTHS, TAX_RULES } from '../donations/tax-rules.ts';
import { whole, words } from './setting.ts';

export const PRIVACY_SETTINGS = {
  SITE_URL: words(
    'privacy',
    "The site's public address, for the links in e-mails (https://example.org). Required when NODE_ENV=production or SMTP_URL is set (the server does not start without it); otherwise one warning at start.",
    {
      pattern: '^https?://[^/?#\\s]+/?$',
      must: "be the site's public address without a path, like https://example.org",
      'x-default-text': 'http://localhost:PORT',
    },
  ),
  PRIVACY_HASH_KEY: words(
    'privacy',
    "The key of the processing log's person hash. Unset: one is generated into DATA_DIR/privacy-hash.key. Instances sharing one Postgres must share it.",
    {
      minLength: 32,
      'x-secret': 'value',
      must: 'be at least 32 characters (a random secret)',
      'x-default-text': 'DATA_DIR/privacy-hash.key',
    },
  ),
  RETENTION_CONTACT_MONTHS: whole(
    'privacy',
    12,
    1,
    1200,
    'Contact messages are erased this many months after they arrived.',
  ),
  RETENTION_VOLUNTEER_MONTHS: whole(
    'privacy',
    24,
    1,
    1200,
    'Volunteer applications are erased this many months after they arrived.',
  ),
  RETENTION_DONATION_MONTHS: whole(
    'privacy',
    DONATION_RETENTION_MONTHS,
    12,
    1200,
    `Donations (who gave, their ID and address, how they paid) are kept this many months after they arrived, also when the donor asks for erasure: a trust keeps its books ten years (${TAX_RULES.retentionYears.rule}, as we read it; the foundation's adviser confirms it).`,
  ),
  RETENTION_SPAM_DAYS: whole('privacy', 30, 1, 36_500, 'Submissions flagged as spam are erased after this many days.'),
  RETENTION_AWAITING_GUARDIAN_DAYS: whole(
    'privacy',
    7,
    1,
    365,
    "An application still waiting for its guardian's consent is erased after this many days.",
  ),
  RETENTION_PROCESSING_LOG_DAYS: whole(
    'privacy',
    365,
    1,
    36_500,
    'Processing-log entries (purge audits too) are erased after this many days.',
  ),
  PURGE_BATCH_SIZE: whole('privacy', 500, 1, 100_000, 'Rows erased per transaction by the daily purge.'),
  GUARDIAN_LINK_HOURS: whole('privacy', 7 * 24, 1, 365 * 24, "How long a guardian's confirm-or-refuse link works."),
  YOUR_DATA_LINK_HOURS: whole('privacy', 24, 1, 30 * 24, 'How long a "your data" link works.'),
  YOUR_DATA_SESSION_MINUTES: whole(
    'privacy',
    30,
    1,
    24 * 60,
    'How long the session a used "your data" link opens lasts.',
  ),
} as const;
