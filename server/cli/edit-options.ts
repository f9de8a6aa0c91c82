// What `npm run edit` runs with (cli/edit.ts), decided before anything starts: its own folder, port and
// address, the checkout it edits, and the settings it never takes from the developer's environment, so the
// local server cannot reach a site's database, mail server, webhook or files. Refused, in one line: a
// production environment, and an address other computers could reach (its link signs in as an admin).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isLoopback } from '../http/loopback-only.ts';

export const EDIT_USAGE =
  'Usage: npm run edit [-- --port N] [--host 127.0.0.1|localhost|::1] [--content DIR] [--data DIR] [--replace-draft] [--no-open]\n' +
  '  --port      the port (5180; 0 for a free one)       --content  the checkout to edit (this folder)\n' +
  '  --data      its local database (data/edit)          --replace-draft  take the checkout over a draft nobody published\n' +
  '  --no-open   print the sign-in link without opening a browser';

export const EDIT_REFUSALS = {
  production:
    'npm run edit does not run with NODE_ENV=production: its link signs in as an admin without a passkey, which only a developer on their own computer may have.',
  host: (host: string) =>
    `npm run edit listens only on this computer (127.0.0.1, localhost or ::1), not on ${host}: its link signs in as an admin without a passkey. Leave --host out.`,
  port: (port: string) => `--port must be a port number (0 for a free one), not "${port}".`,
};

/** Settings a site's server is configured with that must never reach the local one. */
const NOT_INHERITED = [
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'WEBHOOK_URL',
  'WEBHOOK_SECRET',
  'NOTIFY_TO',
  'UPLOAD_DIR',
  'SITE_DIR',
  'SITE_URL',
  'CORS_ORIGINS',
  'TRUST_PROXY',
  'METRICS_TOKEN',
] as const;

export interface EditOptions {
  host: string;
  /** 0: a free one, chosen before the start. */
  port: number;
  /** The checkout (absolute): its pages.json, translations/ and public/images. */
  contentDir: string;
  /** The local database's folder (absolute). */
  dataDir: string;
  replaceDraft: boolean;
  open: boolean;
}

export type EditDecision = { options: EditOptions } | { refusal: string; status: number };

export function editOptions(argv: string[], env: NodeJS.ProcessEnv, cwd = process.cwd()): EditDecision {
  if (env.NODE_ENV === 'production') return { refusal: EDIT_REFUSALS.production, status: 1 };
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        content: { type: 'string' },
        data: { type: 'string' },
        'replace-draft': { type: 'boolean' },
        'no-open': { type: 'boolean' },
        help: { type: 'boolean' },
      },
    }));
  } catch (error) {
    return { refusal: `${(error as Error).message}\n${EDIT_USAGE}`, status: 2 };
  }
  if (values.help) return { refusal: EDIT_USAGE, status: 0 };
  const host = String(values.host ?? '127.0.0.1');
  if (!isLoopback(host)) return { refusal: EDIT_REFUSALS.host(host), status: 1 };
  const port = String(values.port ?? '5180');
  if (!/^\d{1,5}$/.test(port) || Number(port) > 65535) return { refusal: EDIT_REFUSALS.port(port), status: 2 };
  return {
    options: {
      host,
      port: Number(port),
      contentDir: path.resolve(cwd, String(values.content ?? '.')),
      dataDir: path.resolve(cwd, String(values.data ?? 'data/edit')),
      replaceDraft: values['replace-draft'] === true,
      open: values['no-open'] !== true,
    },
  };
}

/** The environment the local server reads its settings from: its own folder and address, nothing of a site's. */
export function editEnvironment(env: NodeJS.ProcessEnv, options: EditOptions, siteUrl: string): NodeJS.ProcessEnv {
  const local: NodeJS.ProcessEnv = { ...env };
  for (const name of NOT_INHERITED) delete local[name];
  return {
    ...local,
    DATA_DIR: options.dataDir,
    HOST: options.host,
    PORT: String(options.port),
    // The address its pages, links and the staff guard's origin check name: the one it printed.
    SITE_URL: siteUrl,
    // The developer's terminal shows what needs them, not every request.
    LOG_LEVEL: env.LOG_LEVEL ?? 'warn',
    // A developer's afternoon, not a shared office's 30 minutes.
    STAFF_SESSION_IDLE_MINUTES: env.STAFF_SESSION_IDLE_MINUTES ?? '720',
  };
}
