// `npm run edit` answers only this computer, under only this computer's names. Its listening address is
// refused unless it is a loopback one (127.0.0.0/8, ::1, localhost), and every request must name one in
// its Host: a page on any site can make the browser call 127.0.0.1, and a DNS name of the attacker's
// rebound to 127.0.0.1 would be that site's own origin for the browser (a Host of its name is refused here).
import net from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Whether `host` (a name or an address, without a port) is this computer's own. */
export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (bare === 'localhost' || bare.endsWith('.localhost')) return true;
  if (net.isIPv4(bare)) return bare.startsWith('127.');
  return net.isIPv6(bare) && (bare === '::1' || /^::ffff:127\./.test(bare));
}

export const NOT_THIS_COMPUTER =
  'npm run edit answers only this computer, at 127.0.0.1, localhost or [::1]: open it with one of those.';

/** onRequest hook: a Host header that names anything but this computer gets 403. */
export async function refuseOtherThanLoopback(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const host = request.headers.host ?? '';
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d*$/, '');
  if (!isLoopback(name))
    return reply.code(403).header('cache-control', 'no-store').send({ success: false, message: NOT_THIS_COMPUTER });
}
