// The staff commands' way into the embedded database, which only the running server may open:
// GET /api/admin/submissions (`export`, `--spam` for the flagged ones), GET /api/admin/outbox
// (`outbox`), POST /api/admin/spam/purge (`purge-spam`), POST /api/admin/purge (`purge [--dry-run]`)
// and POST /api/admin/erase (`erase --email X | --id <public id>`, the target in the JSON body). Registered only with a token (written
// to the 0600 lock file); answers only loopback callers that came straight to us, with
// `Authorization: Bearer <token>`; anything else sees a 404.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { SubmissionType } from '../db/repository.ts';
import { logProcessing } from '../privacy/processing-log.ts';
import { type StaffErasure, staffErase } from '../privacy/staff-erase.ts';

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
    // Query strings are not coerced (the API's Ajv never coerces), so the flag is the text "true".
    spam: { type: 'string', enum: ['true'] },
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
  // Checked before the query is validated, and answered exactly like an unknown route, so
  // strangers learn nothing about these routes. No personal data in caches between here and the command.
  app.addHook('onRequest', async (request, reply) => {
    if (!authorised(request, options.token)) return reply.callNotFound();
    reply.header('cache-control', 'no-store');
  });

  app.get<{ Querystring: { type: SubmissionType; since?: string; spam?: 'true' } }>(
    '/api/admin/submissions',
    { schema: { querystring: querySchema } },
    async (request) => {
      const { type, since, spam } = request.query;
      const rows = await app.repository.listSubmissions(type, since, spam === 'true');
      await logProcessing(app.database, { action: 'exported', submissionType: type, count: rows.length });
      return { success: true, message: `${rows.length} rows`, data: { rows } };
    },
  );

  app.get('/api/admin/outbox', async () => {
    const rows = await app.outbox.list();
    return { success: true, message: `${rows.length} messages`, data: { rows } };
  });

  app.post('/api/admin/spam/purge', async () => {
    const deleted = await app.purgeSpam();
    return { success: true, message: 'Flagged spam past 30 days deleted.', data: { deleted } };
  });

  privacyRoutes(app);
};

const eraseSchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  maxProperties: 1,
  properties: { email: { type: 'string', minLength: 3, maxLength: 254 }, id: { type: 'string', maxLength: 64 } },
} as const;

/** The purge and the staff erasure, behind the same guard as the export. */
function privacyRoutes(app: FastifyInstance): void {
  app.post<{ Querystring: { dryRun?: 'true' } }>(
    '/api/admin/purge',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { dryRun: { type: 'string', enum: ['true'] } },
        },
      },
    },
    async (request) => {
      const report = await app.privacy.purge({ dryRun: request.query.dryRun === 'true' });
      return { success: true, message: 'Purged.', data: { report } };
    },
  );

  app.post<{ Body: StaffErasure }>('/api/admin/erase', { schema: { body: eraseSchema } }, async (request) => {
    const result = await staffErase(app.database, app.privacy.config.hashKey, request.body);
    return { success: true, message: 'Erased.', data: { result } };
  });
}

export default adminExportRoutes;
