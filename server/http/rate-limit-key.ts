// Whom a request is counted against. request.ip is undefined when the client reset the
// connection before the limiter ran (a complete POST then RST), and @fastify/rate-limit's own
// key generator then throws: a 500 with a stack, and the request never counted. So the peer's
// address is noted when the connection opens and used when request.ip is gone.
import type { Socket } from 'node:net';
import type { FastifyRequest } from 'fastify';

const peers = new WeakMap<Socket, string>();

/** Call on the server's 'connection' event, while the socket still knows its peer. */
export function rememberPeer(socket: Socket): void {
  if (socket.remoteAddress) peers.set(socket, socket.remoteAddress);
}

/** Key for the IPv6 /64 a host usually owns whole, so it cannot rotate through addresses. */
function ipv6Prefix(ip: string): string {
  const lower = ip.toLowerCase().split('%')[0];
  const [head, tail] = lower.split('::');
  const groups = (part: string | undefined) =>
    (part ? part.split(':') : []).flatMap((group) => (group.includes('.') ? ['v4', 'v4'] : [group]));
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const full = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${full
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

export function normaliseIp(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  return ip.includes(':') ? ipv6Prefix(ip) : ip;
}

function requestIp(request: FastifyRequest): string | undefined {
  try {
    return request.ip;
  } catch {
    // proxy-addr cannot read a closed socket's address when TRUST_PROXY is set.
    return undefined;
  }
}

export function rateLimitKey(request: FastifyRequest): string {
  const ip = requestIp(request) || peers.get(request.raw.socket) || request.raw.socket?.remoteAddress;
  // No address at all: one shared bucket, so these requests are still counted.
  return ip ? normaliseIp(ip) : 'peer-unknown';
}
