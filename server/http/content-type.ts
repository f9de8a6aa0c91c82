// Route guards that answer 415 before the body is read. Fastify alone would parse text/plain
// or multipart bodies for a JSON route and report a confusing schema error instead, read a
// Latin-1 body as UTF-8 (garbling every accent), and parse gzip bytes as if they were JSON.
import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '../../schema/api/messages.ts';
import { PublicError } from './errors.ts';
import { mediaType } from './media-type.ts';
import { plainFormOf } from './plain-form-request.ts';

export const NOT_UTF8 = 'Please send the form as UTF-8 text (Content-Type: application/json; charset=utf-8).';
/** The same refusals worded for a person whose browser sent the form without our script. */
export const FORM_NOT_UTF8 =
  'Your browser sent the form in a text encoding we cannot read. Please reload the page and send it again.';
export const FORM_EXPECTED =
  'This form can only be sent from its page on this site. Please reload the page and try again.';
export const COMPRESSED =
  'Please send the form uncompressed: this address does not accept a Content-Encoding such as gzip.';

function charset(request: FastifyRequest): string | undefined {
  const match = /;\s*charset\s*=\s*"?([^";\s]*)"?/i.exec(request.headers['content-type'] ?? '');
  return match?.[1].toLowerCase();
}

/**
 * Browsers never compress what they send, and inflating bodies would let a few kilobytes of
 * gzip expand past the body limit in memory; so a compressed body is refused, not inflated.
 */
function refuseEncoded(request: FastifyRequest): void {
  const encoding = (request.headers['content-encoding'] ?? '').trim().toLowerCase();
  if (encoding && encoding !== 'identity') throw new PublicError(415, COMPRESSED);
}

function refuseOtherCharsets(request: FastifyRequest, message: string): void {
  const declared = charset(request);
  if (declared !== undefined && declared !== 'utf-8' && declared !== 'utf8') throw new PublicError(415, message);
}

export async function requireJson(request: FastifyRequest): Promise<void> {
  if (mediaType(request) !== 'application/json') throw new PublicError(415, MESSAGES.notJson);
  refuseOtherCharsets(request, NOT_UTF8);
  refuseEncoded(request);
}

/** JSON as requireJson, or a browser's own urlencoded form post (see plain-post.ts), in UTF-8. */
export async function requireJsonOrForm(request: FastifyRequest): Promise<void> {
  if (!plainFormOf(request)) return requireJson(request);
  if (mediaType(request) !== 'application/x-www-form-urlencoded') throw new PublicError(415, FORM_EXPECTED);
  refuseOtherCharsets(request, FORM_NOT_UTF8);
  refuseEncoded(request);
}

export async function requireMultipart(request: FastifyRequest): Promise<void> {
  if (mediaType(request) !== 'multipart/form-data') throw new PublicError(415, MESSAGES.notMultipart);
  refuseEncoded(request);
  // Fastify checks Content-Length against the route's bodyLimit for the bodies it parses, not for
  // multipart, which is streamed: without this a 6 MB upload was read to its end before its 413.
  const declared = Number(request.headers['content-length']);
  if (declared > request.routeOptions.bodyLimit) throw new PublicError(413, MESSAGES.fileTooLarge);
}
