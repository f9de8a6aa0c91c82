// The staff area's settings (server/settings/staff-settings.ts), and where its passkeys belong: the
// site's own address (SITE_URL) when it is set, else (development, a try-out) the address the
// browser used, so http://localhost:5000 works without any setting.
import { type Env, readSettings } from '../settings/read-settings.ts';

export interface StaffConfig {
  /** A session ends after this many minutes without a request. */
  idleMinutes: number;
  /** A session ends this many hours after it began. */
  maxHours: number;
  /** Sign-in links e-mailed to one address per hour; past it the answer is the same, nothing is sent. */
  linksPerHour: number;
  /** Failed passkey sign-ins per account per hour before a failure is a 429; never refuses a right one. */
  passkeyFailuresPerHour: number;
  /**
   * SITE_URL's origin when set: the passkeys' relying party (its host name) and the only origin
   * their answers may come from. Unset: the request's own host and scheme.
   */
  siteOrigin?: string;
}

export function loadStaffConfig(env: Env): StaffConfig {
  const settings = readSettings(env);
  return {
    idleMinutes: settings.STAFF_SESSION_IDLE_MINUTES,
    maxHours: settings.STAFF_SESSION_MAX_HOURS,
    linksPerHour: settings.STAFF_SIGN_IN_LINKS_PER_HOUR,
    passkeyFailuresPerHour: settings.STAFF_SIGN_IN_PER_HOUR,
    siteOrigin: settings.SITE_URL === undefined ? undefined : new URL(settings.SITE_URL).origin,
  };
}
