// Request ids: nginx's $request_id (32 hex characters, sent as X-Request-Id by deploy/nginx.conf) when
// the request came through it, so nginx's access log and the server's JSON log name a request alike
// across instances; otherwise a fresh random id. Any other header value is ignored: an id is only
// ever hex or a UUID, never something a client wrote (it could carry personal data into the log).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const NGINX_ID = /^[0-9a-f]{32}$/;

export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && NGINX_ID.test(given) ? given : randomUUID();
}
