// GET /api/health: for load balancers and the start-up check. 503 when the database is down,
// so a broken instance is taken out of rotation instead of losing submissions.
import type { FastifyPluginAsync } from 'fastify';
import { errorResponses, withData } from './response-schemas.ts';

const healthResponse = withData('Which database answers, and for how long the server has run.', {
  database: { type: 'string' },
  uptimeSeconds: { type: 'integer' },
});

const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/health',
    { schema: { response: { 200: healthResponse, ...errorResponses } } },
    async (request, reply) => {
      try {
        await app.repository.ping();
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ success: false, message: 'The database is not reachable.' });
      }
      return {
        success: true,
        message: 'OK',
        data: { database: app.config.databaseUrl ? 'postgres' : 'pglite', uptimeSeconds: Math.round(process.uptime()) },
      };
    },
  );
};

export default healthRoutes;
