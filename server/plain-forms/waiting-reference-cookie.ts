// An applicant under 18 who sends the join form without JavaScript is e-mailed nothing until her parent or
// guardian agrees, so the page after Send is where she is given her application's reference. The 303 that
// leads there carries nothing personal (`?sent=volunteer&waiting=guardian`, the same for every such
// applicant): addresses end up in access logs, proxies and the browser's history. The reference rides in
// this cookie instead: set on the 303, for the confirmation page's path only, for 5 minutes, HttpOnly and
// SameSite=Strict, signed so that only a reference this server gave is ever shown, and cleared by the
// confirmation page that reads it (a reload shows the page without it, as an older link does). A donor who
// tells us her payment without JavaScript gets her donation's reference on its confirmation the same way.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieOf, setCookie } from '../http/cookies.ts';
import { REFERENCE_PATTERN } from '../submissions/reference.ts';

/** How long the cookie may wait for the confirmation page: the browser follows the 303 at once. */
export const WAITING_REFERENCE_SECONDS = 300;

// Over https the __Secure- prefix (browsers refuse it without Secure); over plain http (development, a try-out on
// a LAN) the plain name, never read over https (a plain-http page could have planted it).
const SECURE_NAME = '__Secure-waiting_reference';
const PLAIN_NAME = 'waiting_reference';

const nameFor = (request: FastifyRequest) => (request.protocol === 'https' ? SECURE_NAME : PLAIN_NAME);

/** A form page's path as a cookie's Path may hold it; anything else falls back to the whole site. */
const cookiePath = (path: string) => (/^\/[A-Za-z0-9/._~%-]*$/.test(path) ? path : '/');

const signature = (key: Buffer, reference: string, expires: number) =>
  createHmac('sha256', key).update(`waiting-reference:${reference}:${expires}`).digest('base64url');

const write = (request: FastifyRequest, reply: FastifyReply, path: string, value: string, maxAgeSeconds: number) =>
  setCookie(request, reply, {
    name: nameFor(request),
    value,
    path: cookiePath(path),
    maxAgeSeconds,
    sameSite: 'Strict',
  });

/** Gives the browser `reference` (stored form, K7M29QXD) for the confirmation page at `path`. */
export function setWaitingReference(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { path: string; reference: string; key: Buffer; now: Date },
): void {
  write(
    request,
    reply,
    options.path,
    signedReference(options.reference, options.key, options.now),
    WAITING_REFERENCE_SECONDS,
  );
}

/** The cookie's value: the reference, when it expires (Unix seconds) and their signature, joined by dots. */
export function signedReference(reference: string, key: Buffer, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + WAITING_REFERENCE_SECONDS;
  return `${reference}.${expires}.${signature(key, reference, expires)}`;
}

/**
 * The reference the request's cookie carries (stored form), when this server signed it and it has not
 * expired; the cookie is cleared in the answer either way, so it is read once.
 */
export function takeWaitingReference(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { key: Buffer; now: Date },
): string | undefined {
  const value = cookieOf(request, nameFor(request));
  if (value === undefined) return undefined;
  write(request, reply, request.url.split('?')[0], '', 0);
  const [reference, expiresText, mac, ...rest] = value.split('.');
  const expires = Number(expiresText);
  if (rest.length > 0 || !REFERENCE_PATTERN.test(reference ?? '') || !Number.isSafeInteger(expires)) return undefined;
  if (expires * 1000 <= options.now.getTime()) return undefined;
  const expected = Buffer.from(signature(options.key, reference, expires));
  const given = Buffer.from(mac ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected) ? reference : undefined;
}
