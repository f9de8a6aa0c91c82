// Route guards that answer 415 before the body is read. Fastify alone would parse text/plain
// or multipart bodies for a JSON route and report a confusing schema error instead.
import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '../../schema/api/messages.ts';
import { PublicError } from './errors.ts';

function mediaType(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
}

export async function requireJson(request: FastifyRequest): Promise<void> {
  if (mediaType(request) !== 'application/json') throw new PublicError(415, MESSAGES.notJson);
}

export async function requireMultipart(request: FastifyRequest): Promise<void> {
  if (mediaType(request) !== 'multipart/form-data') throw new PublicError(415, MESSAGES.notMultipart);
}
