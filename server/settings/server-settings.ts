// The settings of the process itself, its databases, its request limits and its operators' tools.
// Part of the one declaration (declaration.ts); the loaders in server/config.ts turn them into ServerConfig.
import { whole, words } from './setting.ts';

export const SERVER_SETTINGS = {
  PORT: whole('server', 5000, 0, 65535, 'The port the server listens on; 0 picks a free one (tests, benches).'),
  HOST: words('server', 'The address the server listens on: 0.0.0.0 for every interface, 127.0.0.1 behind nginx.', {
    default: '0.0.0.0',
    pattern: '^\\S+$',
    must: 'be an address to listen on, like 0.0.0.0, 127.0.0.1 or ::',
  }),
  SITE_DIR: words(
    'server',
    'The built site (dist/client, or the folder nginx serves). Without index.html in it the server answers the API only.',
    { default: 'dist/client', must: 'be a folder' },
  ),
  TRUST_PROXY: words(
    'server',
    'Behind your own reverse proxy: how many proxies are in front (1 for one nginx on the same host) or their addresses and CIDRs, so limits apply to the real client. Off when unset; true is refused (a client could choose its own address).',
    {
      must: 'be a whole number of proxies from 1 to 10, or a comma list of proxy addresses or CIDRs (10.0.0.5,10.0.1.0/24)',
    },
  ),
  CORS_ORIGINS: words('server', 'Comma list of other sites (https://example.org) whose pages may call the API.', {
    must: 'be a comma list of origins like https://example.org (no path)',
  }),
  UPLOAD_DIR: words(
    'server',
    'Keep uploaded PDFs here under generated names. Unset: each upload goes to a temporary folder deleted afterwards.',
    { must: 'be a folder' },
  ),
  UPLOAD_QUOTA_MB: whole(
    'server',
    500,
    1,
    10_000_000,
    'The most UPLOAD_DIR may hold; an upload that could pass it gets 507.',
  ),
  LOG_LEVEL: words('operations', 'How much the server logs (JSON lines on standard output).', {
    default: 'info',
    enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
    must: 'be one of fatal, error, warn, info, debug, trace, silent',
  }),
  METRICS_TOKEN: words(
    'operations',
    'Turns on GET /metrics (Prometheus), answered only with Authorization: Bearer <this token>. Unset: /metrics does not exist.',
    { minLength: 16, 'x-secret': 'value', must: 'be at least 16 characters (a random secret)' },
  ),
  DATA_DIR: words(
    'database',
    'The embedded database (pgdata/), its lock, the person-hash key and, without SMTP_URL, the e-mails as files. Unused by the database when DATABASE_URL is set.',
    { default: './data', must: 'be a folder' },
  ),
  DATABASE_URL: words(
    'database',
    'postgres://user:password@host/name: use that PostgreSQL server instead of the embedded database.',
    {
      pattern: '^postgres(ql)?://\\S+$',
      'x-secret': 'url',
      must: 'start with postgres:// or postgresql://',
    },
  ),
  REDIS_URL: words('database', 'redis://host:6379: rate-limit counts in Redis, shared by every instance.', {
    pattern: '^rediss?://\\S+$',
    'x-secret': 'url',
    must: 'start with redis:// or rediss://',
  }),
  RATE_LIMIT_MAX: whole(
    'limits',
    10,
    1,
    1_000_000_000,
    'Form posts allowed per client address and route in each window.',
  ),
  RATE_LIMIT_WINDOW_MS: whole('limits', 60_000, 1000, 86_400_000, 'The rate-limit window, in milliseconds.'),
  VISITOR_EMAILS_PER_IP_HOUR: whole(
    'limits',
    20,
    1,
    1_000_000_000,
    'E-mails to visitors one client address may cause per hour; past it submissions are kept and the team told, but nobody else is e-mailed.',
  ),
  VISITOR_EMAILS_PER_ADDRESS_HOUR: whole(
    'limits',
    3,
    1,
    1_000_000,
    'E-mails to one visitor mailbox per hour, whichever instance sends them; past it they are suppressed.',
  ),
  VISITOR_EMAILS_PER_ADDRESS_DAY: whole('limits', 10, 1, 1_000_000, 'E-mails to one visitor mailbox per day.'),
  YOUR_DATA_REQUESTS_PER_HOUR: whole('limits', 3, 1, 1000, '"Your data" links sent to one address per hour.'),
  CORRECTION_REQUESTS_PER_HOUR: whole(
    'limits',
    3,
    1,
    1000,
    'Correction requests one address may send the team per hour.',
  ),
} as const;
