// Refuses cross-site posts: a browser names the page that sent a form in Origin (or, from older
// browsers and some privacy settings, only in Referer). Forms from this site's own host or from
// a CORS_ORIGINS entry pass; a request with neither header (curl, scripts) passes too, since
// only browsers carry a visitor's cookies and network position across sites.
// "Our own host" is the Host header, never X-Forwarded-Host: nginx passes that one on as the client
// wrote it, so with TRUST_PROXY set Fastify's request.host would let a request name its own origin.
// Where the site's address is configured (SITE_URL, the staff area), only that origin is ours.
import type { FastifyRequest } from 'fastify';
import { PublicError } from './errors.ts';

export const CROSS_SITE_MESSAGE = "This form can only be sent from this site's own pages.";

function originOf(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/**
 * true when the request came from one of our pages, or says nothing about where it came from. Our pages are
 * `siteOrigin`'s when it is given (SITE_URL's origin), else those of the host in the Host header.
 */
export function isSameSite(request: FastifyRequest, allowedOrigins: readonly string[], siteOrigin?: string): boolean {
  const origin = request.headers.origin;
  const referer = request.headers.referer;
  const source = origin ?? referer;
  if (source === undefined) return true;
  // "null" is the Origin of sandboxed frames, data: URLs and redirects across sites.
  const url = source === 'null' ? undefined : originOf(source);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return false;
  if (allowedOrigins.includes(url.origin)) return true;
  if (siteOrigin !== undefined) return url.origin === siteOrigin;
  // The scheme is not compared for the Host: a TLS proxy in front sees https, we see http.
  // The Host is read with the Origin's scheme, so "example.org:443" matches "https://example.org".
  const host = request.headers.host;
  return Boolean(host) && originOf(`${url.protocol}//${host}`)?.host === url.host;
}

/** onRequest hook: 403 with a sentence for a post from another site. */
export async function refuseCrossSite(request: FastifyRequest): Promise<void> {
  if (!isSameSite(request, request.server.config.corsOrigins)) throw new PublicError(403, CROSS_SITE_MESSAGE);
}
