// SITE_URL is the address in every e-mailed link (a guardian's confirmation, "your data", a staff
// sign-in). Left out, the links read http://localhost:PORT, which no parent can open. A
// server that sends real e-mail (SMTP_URL set) or runs as production (NODE_ENV=production) refuses to
// start without it; a try-out (e-mails as .eml files) starts with one warning.
import { ConfigError, type Env } from './read-settings.ts';

/** True when this start is a real site: its e-mails reach people. */
const isProduction = (env: Env) => env.NODE_ENV === 'production' || Boolean(env.SMTP_URL?.trim());

/**
 * Throws a ConfigError (one line) when a production start has no SITE_URL; returns the warning a
 * try-out without it logs once, or undefined when SITE_URL is set.
 */
export function checkSiteUrl(env: Env, port: number): string | undefined {
  if (env.SITE_URL?.trim()) return undefined;
  const why = env.NODE_ENV === 'production' ? 'NODE_ENV is production' : 'SMTP_URL is set';
  if (isProduction(env)) {
    throw new ConfigError(
      `SITE_URL must be set (${why}): it is the address of every link the site e-mails, like https://example.org.`,
    );
  }
  return `SITE_URL is not set: links in e-mails point to http://localhost:${port}, which works only on this computer. Set it to the site's public address before going live.`;
}
