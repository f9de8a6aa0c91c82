// The staff area's settings (issue #25), part of the one declaration (declaration.ts);
// server/staff/staff-config.ts turns them into StaffConfig.
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
    'Sign-in attempts per staff account per hour (e-mailed links asked for, passkeys tried), on top of the per-IP limit.',
  ),
} as const;
