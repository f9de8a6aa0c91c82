// GET /api/health: for load balancers and the start-up check. 503 while the database cannot
// store a submission (down, or a full disk), so a broken instance is taken out of rotation
// instead of losing forms. Rate limits counted locally (Redis away) still answer 200: the
// forms work; `rateLimits` says so for the operator. `outbox` counts what is waiting and what
// failed, so a monitor can alert on mail that is not going out (still 200: submissions are kept).
import type { FastifyPluginAsync } from 'fastify';
import { errorResponses, withData } from '../http/response-schemas.ts';

const healthResponse = withData('Which database answers, how the rate limits count, the outbox, and the uptime.', {
  database: { type: 'string' },
  rateLimits: { type: 'string' },
  // Counts only: never an address or a subject.
  outbox: {
    type: 'object',
    description: 'Emails and webhook calls waiting (pending), the age of the oldest one waiting, and the failed ones.',
    properties: {
      pending: { type: 'integer' },
      oldestPendingAgeSeconds: { type: 'integer' },
      failed: { type: 'integer' },
    },
  },
  uptimeSeconds: { type: 'integer' },
});

const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/health',
    { schema: { response: { 200: healthResponse, ...errorResponses } } },
    async (request, reply) => {
      const writes = await app.writeHealth.check();
      if (!writes.ok) {
        request.log.warn({ reason: writes.reason }, 'health check: database cannot write');
        return reply.code(503).send({ success: false, message: 'The database cannot store submissions right now.' });
      }
      return {
        success: true,
        message: 'OK',
        data: {
          database: app.databaseKind,
          rateLimits: app.rateLimitMode(),
          outbox: await app.outbox.health(),
          uptimeSeconds: Math.round(process.uptime()),
        },
      };
    },
  );
};

export default healthRoutes;
