// Absolute-form request targets (RFC 9112 3.2.2), "GET http://example.org/about HTTP/1.1": clients
// send them to proxies, and an origin server must accept them too. Fastify's router finds the route
// from such a target, but request.url keeps the whole URL, so every check that reads the path (the
// site's pages, the /api/* headers, plain form posts) missed: /about answered the 404 page.
// originForm (Fastify's rewriteUrl) turns the target into its path and query before routing.
// A target naming another host than the Host header is refused with 400. The RFC would have the
// target's host win over Host, but Host is what the other checks read (same-site posts, redirects),
// and answering for someone else's address would make this server look like an open proxy.
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { PublicError } from './errors.ts';

export const OTHER_HOST =
  'This server answers only for its own address. Please check the link, or ask for the page by its path.';

const SCHEME = /^([a-z][a-z0-9+.-]*):\/\//i;
const refused = new WeakSet<IncomingMessage>();

/** "host:port" as a URL of `scheme` would spell it (lower case, default port left out), or undefined. */
function hostIn(scheme: string, authority: string | undefined): string | undefined {
  if (!authority || /[@\s/\\?#]/.test(authority)) return undefined;
  try {
    return new URL(`${scheme}//${authority}`).host;
  } catch {
    return undefined;
  }
}

/** rewriteUrl: the path (and query) of an absolute-form target; any other target as it came. */
export function originForm(request: IncomingMessage): string {
  const url = request.url ?? '/';
  const scheme = SCHEME.exec(url);
  if (!scheme) return url;
  const rest = url.slice(scheme[0].length);
  const end = rest.search(/[/?#]/);
  const authority = end === -1 ? rest : rest.slice(0, end);
  const target = end === -1 ? '' : rest.slice(end);
  const protocol = `${scheme[1].toLowerCase()}:`;
  const host = hostIn(protocol, authority);
  const ours = hostIn(protocol, request.headers.host);
  // userinfo ("user@host") fails hostIn: RFC 9110 4.2.4 asks to treat it as an error.
  if ((protocol !== 'http:' && protocol !== 'https:') || !host || host !== ours) refused.add(request);
  if (target === '' || target.startsWith('#')) return '/';
  return target.startsWith('?') ? `/${target}` : target;
}

/** onRequest hook: the 400 for a target originForm found naming another host. */
export async function refuseOtherHost(request: FastifyRequest): Promise<void> {
  if (refused.has(request.raw)) throw new PublicError(400, OTHER_HOST);
}
