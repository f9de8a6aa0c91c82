// GET /api/admin/submissions: lets `npm run submissions -- export` read the embedded database
// through the running server, which alone may open DATA_DIR. Registered only with a token
// (written to the 0600 lock file); answers only loopback callers that came straight to us, with
// `Authorization: Bearer <token>`; anything else sees a 404.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { SubmissionType } from '../db/repository.ts';

export interface AdminExportOptions {
  token: string;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const querySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type'],
  properties: {
    type: { type: 'string', enum: ['contact', 'volunteer'] },
    since: { type: 'string', format: 'date' },
  },
} as const;

// Headers a reverse proxy adds. Behind a proxy on the same host every caller's socket is
// 127.0.0.1, so a request carrying one came from outside, through the proxy.
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

function authorised(request: FastifyRequest, token: string): boolean {
  // The socket address, not request.ip: a forwarded header must not make a caller "local".
  if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) return false;
  if (PROXY_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '');
  if (!bearer) return false;
  const given = Buffer.from(bearer[1]);
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const adminExportRoutes: FastifyPluginAsync<AdminExportOptions> = async (app, options) => {
  app.get<{ Querystring: { type: SubmissionType; since?: string } }>(
    '/api/admin/submissions',
    {
      schema: { querystring: querySchema },
      // Checked before the query is validated, and answered exactly like an unknown route,
      // so strangers learn nothing about this one.
      onRequest: async (request, reply) => {
        if (!authorised(request, options.token)) return reply.callNotFound();
      },
    },
    async (request, reply) => {
      const rows = await app.repository.listSubmissions(request.query.type, request.query.since);
      // No personal data in caches between here and the command.
      reply.header('cache-control', 'no-store');
      return { success: true, message: `${rows.length} rows`, data: { rows } };
    },
  );
};

export default adminExportRoutes;
