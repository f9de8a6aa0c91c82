/**
 * Who may call the editor's API: the editor page this dev server served, and nothing else (#22).
 * A page on any other site (a localhost one included) can make the developer's browser send requests here;
 * a `text/plain` POST even needs no preflight. So every call must carry the session's token, which only a
 * page of this origin can read (it is written into editor/index.html), must come from this origin, and a
 * write must say its body's type. The Host check (Vite's allowedHosts, repeated here) keeps a rebound DNS
 * name from passing as this origin.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const TOKEN_HEADER = 'x-editor-token';

/** A request the editor refuses: its status and a message in plain words for the page. */
export class Refused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A new token each time the dev server starts (the page reloads itself when it restarts). */
export const newSessionToken = () => randomBytes(32).toString('base64url');

const digest = (value: string) => createHash('sha256').update(value).digest();
/** Compared in constant time; digests have one length, so a guess's length tells nothing either. */
const sameToken = (sent: string, token: string) => timingSafeEqual(digest(sent), digest(token));

const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])(:\d{1,5})?$/i;

/** Throws Refused unless the request comes from the editor page of this dev server. */
export function checkCaller(req: IncomingMessage, token: string, scheme = 'http'): void {
  const host = req.headers.host ?? '';
  if (!LOOPBACK_HOST.test(host))
    throw new Refused(403, "The editor answers only at this computer's own address (127.0.0.1 or localhost).");
  const ownOrigin = `${scheme}://${host}`;
  const origin = req.headers.origin;
  // Browsers send Origin with every POST; a GET from the page itself may come without one.
  const reading = req.method === 'GET' || req.method === 'HEAD';
  const site = req.headers['sec-fetch-site'];
  if (
    (origin === undefined && !reading) ||
    (origin !== undefined && origin !== ownOrigin) ||
    (site && site !== 'same-origin')
  )
    throw new Refused(403, "Only the editor's own page may do this; the request came from another page or site.");
  const sent = req.headers[TOKEN_HEADER];
  if (typeof sent !== 'string' || sent === '')
    throw new Refused(403, "Only the editor's own page may do this; the request did not carry the editor's token.");
  if (!sameToken(sent, token))
    throw new Refused(403, 'This page belongs to an earlier run of npm run edit. Reload the page to go on.');
}

/** The body's media type, without parameters such as charset (all the editor needs of the header). */
export const mediaType = (req: IncomingMessage) =>
  (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();

/** Throws Refused (415) unless the body is one of these media types. */
export function checkMediaType(req: IncomingMessage, accepted: readonly string[], what: string): void {
  const type = mediaType(req);
  if (!accepted.includes(type))
    throw new Refused(415, `${what} must be sent as ${accepted.join(' or ')}, not ${type || 'without a type'}.`);
}
