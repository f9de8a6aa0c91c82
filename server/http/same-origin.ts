// Refuses cross-site posts: a browser names the page that sent a form in Origin (or, from older
// browsers and some privacy settings, only in Referer). Forms from this site's own host or from
// a CORS_ORIGINS entry pass; a request with neither header (curl, scripts) passes too, since
// only browsers carry a visitor's cookies and network position across sites.
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

/** true when the request came from one of our pages, or says nothing about where it came from. */
export function isSameSite(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const origin = request.headers.origin;
  const referer = request.headers.referer;
  const source = origin ?? referer;
  if (source === undefined) return true;
  // "null" is the Origin of sandboxed frames, data: URLs and redirects across sites.
  const url = source === 'null' ? undefined : originOf(source);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return false;
  // The scheme is not compared for our own host: a TLS proxy in front sees https, we see http.
  // Each Host is read with the Origin's scheme, so "example.org:443" matches "https://example.org".
  const ownHosts = [request.headers.host, request.host].filter((host): host is string => Boolean(host));
  return (
    ownHosts.some((host) => originOf(`${url.protocol}//${host}`)?.host === url.host) ||
    allowedOrigins.includes(url.origin)
  );
}

/** onRequest hook: 403 with a sentence for a post from another site. */
export async function refuseCrossSite(request: FastifyRequest): Promise<void> {
  if (!isSameSite(request, request.server.config.corsOrigins)) throw new PublicError(403, CROSS_SITE_MESSAGE);
}
