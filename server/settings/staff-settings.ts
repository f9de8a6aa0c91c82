// The staff area's settings, part of the one declaration (declaration.ts);
// server/staff/staff-config.ts turns them into StaffConfig. The sign-in limits are two separate
// counts per account (links e-mailed, failed passkeys), so asking for links never refuses a passkey.
import { whole } from './setting.ts';

export const STAFF_SETTINGS = {
  STAFF_SESSION_IDLE_MINUTES: whole(
    'server',
    30,
    1,
    24 * 60,
    'A staff session ends after this many minutes without a request to the server.',
  ),
  STAFF_SESSION_MAX_HOURS: whole(
    'server',
    12,
    1,
    7 * 24,
    'A staff session ends this many hours after signing in, however busy.',
  ),
  STAFF_SIGN_IN_PER_HOUR: whole(
    'limits',
    10,
    1,
    1000,
    'Failed passkey sign-ins per staff account per hour before further failures are answered 429, on top of the per-IP limit. Only failures count: a passkey that verifies always signs in.',
  ),
  STAFF_SIGN_IN_LINKS_PER_HOUR: whole(
    'limits',
    3,
    1,
    100,
    'Sign-in links e-mailed to one address per hour; further requests get the same answer and send nothing. Counted apart from passkeys.',
  ),
} as const;
