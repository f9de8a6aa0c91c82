// Pages whose form carries the hidden Idempotency-Key field are sent with a fresh key each time
// (lib/idempotency-field.ts), so they cannot be cached nor sent from the precompressed copies.
// They are read once at start and compressed on the fly: a form page is some 25 KB, gzip takes
// well under a millisecond, and only these few pages pay it.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fillIdempotencyKey, needsIdempotencyKey } from '../plain-forms/idempotency-field.ts';

/** The site's HTML files (relative to root) that need a key, with their text. */
export function pagesNeedingKey(root: string, files: Iterable<string>): Map<string, string> {
  const pages = new Map<string, string>();
  for (const file of new Set(files)) {
    if (!file.endsWith('.html')) continue;
    try {
      const html = fs.readFileSync(path.join(root, file), 'utf8');
      if (needsIdempotencyKey(html)) pages.set(file, html);
    } catch {
      // A route whose file is missing is answered by the normal path (and its 404).
    }
  }
  return pages;
}

const acceptsGzip = (request: FastifyRequest) => /\bgzip\b/i.test(String(request.headers['accept-encoding'] ?? ''));

/** Sends the page with a fresh key, never stored by a cache. */
export function sendWithFreshKey(request: FastifyRequest, reply: FastifyReply, html: string, status = 200) {
  const filled = fillIdempotencyKey(html);
  reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('vary', 'accept-encoding');
  if (!acceptsGzip(request)) return reply.send(filled);
  return reply.header('content-encoding', 'gzip').send(gzipSync(filled));
}
