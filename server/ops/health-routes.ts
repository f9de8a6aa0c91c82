// GET /api/health: for load balancers and the start-up check. 503 while the database cannot
// store a submission (down, or a full disk), so a broken instance is taken out of rotation
// instead of losing forms. Rate limits counted locally (Redis away) still answer 200: the
// forms work; `rateLimits` says so for the operator. `outbox` counts what is waiting and what
// failed, so a monitor can alert on mail that is not going out (still 200: submissions are kept).
import type { FastifyPluginAsync } from 'fastify';
import healthAnswerSchema from '../../schema/api/answers/health.schema.json' with { type: 'json' };
import type { HealthAnswer } from '../../schema/api/generated/route-types.ts';
import { errorResponses } from '../http/response-schemas.ts';

const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/health',
    { schema: { response: { 200: healthAnswerSchema, ...errorResponses } } },
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
      } satisfies HealthAnswer;
    },
  );
};

export default healthRoutes;
