// Reading and writing the server's own cookies: HttpOnly always, Secure over https.
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The value of the cookie `name` the request carries, if any (not yet checked). */
export function cookieOf(request: FastifyRequest, name: string): string | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/** Sets the cookie `name` for `path` (a `maxAgeSeconds` of 0 clears it). */
export function setCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  cookie: { name: string; value: string; path: string; maxAgeSeconds: number; sameSite: 'Lax' | 'Strict' },
) {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  const { name, value, path, maxAgeSeconds, sameSite } = cookie;
  reply.header(
    'set-cookie',
    `${name}=${value}; Path=${path}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=${sameSite}${secure}`,
  );
}
