// Validation with the shared schemas, and one place that turns every failure into
// { success: false, message } with a status and a sentence a person can act on.
import fp from 'fastify-plugin';
import { MESSAGES } from '../../schema/api/messages.ts';
import { createAjv } from '../lib/ajv.ts';
import { describeError, type ErrorLike } from '../lib/errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route reads; decides which content type a 415 asks for. */
    expects?: 'json' | 'multipart';
  }
}

export default fp(
  async (app) => {
    const ajv = createAjv();
    app.setValidatorCompiler(({ schema }) => ajv.compile(schema));

    app.setErrorHandler((error: ErrorLike & Error, request, reply) => {
      const { status, message } = describeError(error, {
        bodySchema: request.routeOptions.schema?.body,
        expects: request.routeOptions.config?.expects,
      });
      if (status >= 500) request.log.error({ err: error }, 'request failed');
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
