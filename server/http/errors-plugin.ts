// Validation with the shared schemas, and one place that turns every failure into
// { success: false, message } with a status and a sentence a person can act on.
import fp from 'fastify-plugin';
import { MESSAGES } from '../../schema/api/messages.ts';
import { createAjv } from '../lib/ajv.ts';
import { findControlCharacters } from './control-characters.ts';
import { describeError, type ErrorLike, isDatabaseUnavailable, PublicError } from './errors.ts';
import { languageOf } from './request-language.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route reads; decides which content type a 415 asks for. */
    expects?: 'json' | 'multipart';
  }
  interface FastifyRequest {
    /** The error the request was refused with (a plain form post's page names each refused field from it). */
    failure: ErrorLike | null;
  }
}

export default fp(
  async (app) => {
    const ajv = createAjv();
    app.setValidatorCompiler(({ schema }) => ajv.compile(schema));

    // Before the schema runs, so a NUL never reaches the database (PostgreSQL refuses it in text).
    app.addHook('preValidation', async (request) => {
      if (request.routeOptions.config?.expects !== 'json') return;
      const found = findControlCharacters(request.body, request.routeOptions.schema?.body as object);
      if (found) throw new PublicError(400, found.message, found.field);
    });

    app.decorateRequest('failure', null);
    app.setErrorHandler((error: ErrorLike & Error, request, reply) => {
      // A plain form post's page (plain-forms/) names each refused field from it.
      request.failure = error;
      const { status, message } = describeError(error, {
        bodySchema: request.routeOptions.schema?.body,
        expects: request.routeOptions.config?.expects,
        language: languageOf(request),
      });
      if (isDatabaseUnavailable(error)) {
        request.server.writeHealth?.recordFailure();
        // Expected while a disk is full or the server restarts: one line, no stack.
        request.log.warn({ code: error.code, reason: error.message }, 'database cannot write');
      } else if (status >= 500 && error instanceof PublicError) {
        // A limit we set and worded (507: no room for uploads) is expected, not a fault: one line, no stack.
        request.log.warn({ statusCode: status, reason: error.message }, 'request refused by a server limit');
      } else if (status >= 500) request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ success: false, message });
    });

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0].slice(0, 200);
      const message =
        path.startsWith('/api/') || path === '/api' ? `${MESSAGES.notFound} (${request.method} ${path})` : 'Not found.';
      return reply.status(404).send({ success: false, message });
    });
  },
  { name: 'errors' },
);
