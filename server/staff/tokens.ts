// The staff area's secrets: random tokens that live only in a cookie, an e-mail or memory, and are
// kept in the database as their SHA-256. The CSRF token is derived from the session's own secret
// (an HMAC), so it is per session, stored nowhere, and unknown to anyone who cannot read the
// HttpOnly cookie; it is compared in constant time.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A session cookie's value: 32 random bytes, 43 base64url characters. */
export const SESSION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** A sign-in link's token: 32 random bytes too. */
export const LINK_TOKEN_PATTERN = SESSION_TOKEN_PATTERN;

/** A public id (UUID) as the browser sends it: anything else is no id of ours. */
export const isUuid = (text: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text);

export const newToken = () => randomBytes(32).toString('base64url');

export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest();

export const csrfTokenOf = (sessionToken: string) =>
  createHmac('sha256', sessionToken).update('staff-csrf', 'utf8').digest('base64url');

/** Whether `given` is the session's CSRF token; constant time in the token's contents. */
export function csrfMatches(sessionToken: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const expected = Buffer.from(csrfTokenOf(sessionToken), 'utf8');
  const offered = Buffer.from(given, 'utf8');
  return offered.length === expected.length && timingSafeEqual(offered, expected);
}
