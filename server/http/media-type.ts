import type { FastifyRequest } from 'fastify';

/** The request's media type, lower-cased, without its parameters (charset, boundary). */
export function mediaType(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
}
