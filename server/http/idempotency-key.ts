// The Idempotency-Key of a submission (IETF httpapi draft "The Idempotency-Key HTTP Header
// Field"): from the header, or from the hidden form field `idempotencyKey` of a plain form post.
// Taken before validation, so the field never reaches the schema or the database; only its
// SHA-256 is kept, for the route to pass to the repository.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_FIELD } from '../../schema/api/form-page.ts';
import { PublicError } from './errors.ts';

export { IDEMPOTENCY_FIELD };
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export const BAD_KEY_MESSAGE =
  'The Idempotency-Key must be 8 to 200 printable ASCII characters (letters, digits, punctuation or spaces). ' +
  'Please reload the page and send the form again.';
const CONFLICT_MESSAGE =
  'The Idempotency-Key header and the idempotencyKey field differ. Please reload the page and send the form again.';

const PRINTABLE = /^[\x20-\x7e]{8,200}$/;
// The draft defines the value as a Structured Field string ("..."); a bare token is accepted too.
const SF_STRING = /^"((?:[\x20\x21\x23-\x5b\x5d-\x7e]|\\["\\])*)"$/;

/** The key as the client meant it, or a 400 naming the rule. */
export function parseIdempotencyKey(raw: unknown): string {
  if (typeof raw !== 'string') throw new PublicError(400, BAD_KEY_MESSAGE);
  const quoted = SF_STRING.exec(raw);
  const key = quoted ? quoted[1].replace(/\\(["\\])/g, '$1') : raw;
  if (!PRINTABLE.test(key)) throw new PublicError(400, BAD_KEY_MESSAGE);
  return key;
}

const hashes = new WeakMap<FastifyRequest, Buffer>();

/** preValidation hook of the form routes: reads, checks and removes the key. */
export async function takeIdempotencyKey(request: FastifyRequest): Promise<void> {
  const header = request.headers[IDEMPOTENCY_HEADER];
  const body = request.body as Record<string, unknown> | null | undefined;
  const field = body && typeof body === 'object' && IDEMPOTENCY_FIELD in body ? body[IDEMPOTENCY_FIELD] : undefined;
  if (body && typeof body === 'object') delete body[IDEMPOTENCY_FIELD];
  // An empty hidden field (a page rendered without a key) means "no key", like no header.
  const fromField = field === undefined || field === '' ? undefined : parseIdempotencyKey(field);
  const fromHeader = header === undefined ? undefined : parseIdempotencyKey(header);
  if (fromField !== undefined && fromHeader !== undefined && fromField !== fromHeader) {
    throw new PublicError(400, CONFLICT_MESSAGE);
  }
  const key = fromHeader ?? fromField;
  if (key !== undefined) hashes.set(request, createHash('sha256').update(key).digest());
}

/** The SHA-256 of the request's key, when it sent one. */
export function idempotencyKeyHash(request: FastifyRequest): Buffer | undefined {
  return hashes.get(request);
}
