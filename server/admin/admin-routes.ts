// The staff commands' way into the embedded database, which only the running server may open:
// GET /api/admin/submissions (`export`, `--spam` for the flagged ones), GET /api/admin/outbox
// (`outbox`), POST /api/admin/purge (`purge [--dry-run]`; `purge-spam` is `?only=spam`)
// and POST /api/admin/erase (`erase --email X | --phone N | --id <reference> [--dry-run]`, the target in the JSON body), POST /api/admin/staff
// (`npm run staff -- ...`, admin-staff-routes.ts), POST /api/admin/donations/form-10bd
// (`npm run donations -- 10bd`). Registered only with a token (written
// to the 0600 lock file); answers only loopback callers that came straight to us, with
// `Authorization: Bearer <token>`; anything else sees a 404.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import eraseTargetSchema from '../../schema/api/admin/erase-target.schema.json' with { type: 'json' };
import purgeQuerySchema from '../../schema/api/admin/purge-query.schema.json' with { type: 'json' };
import submissionsQuerySchema from '../../schema/api/admin/submissions-query.schema.json' with { type: 'json' };
import type {
  EraseTargetBody,
  Form10BdBody,
  PurgeQuery,
  SubmissionsQuery,
} from '../../schema/api/generated/route-types.ts';
import form10bdSchema from '../../schema/api/staff/form-10bd.schema.json' with { type: 'json' };
import { form10bdAnswer } from '../donations/form-10bd-routes.ts';
import { logProcessing } from '../privacy/processing-log.ts';
import { type StaffErasure, staffErase } from '../privacy/staff-erase.ts';
import { staffAdminRoutes } from './admin-staff-routes.ts';
import { contentAdminRoutes } from '../publishing/admin-content-routes.ts';

export interface AdminExportOptions {
  token: string;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

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

  app.get<{ Querystring: SubmissionsQuery }>(
    '/api/admin/submissions',
    { schema: { querystring: submissionsQuerySchema } },
    async (request, reply) => {
      const { type, since, spam } = request.query;
      if (!app.submissions.kinds.some((kind) => kind.type === type)) return reply.callNotFound();
      const rows = await app.submissions.listSubmissions(type, since, spam === 'true');
      await logProcessing(app.database, { action: 'exported', submissionType: type, count: rows.length });
      return { success: true, message: `${rows.length} rows`, data: { rows } };
    },
  );

  app.get('/api/admin/outbox', async () => {
    const rows = await app.outbox.list();
    return { success: true, message: `${rows.length} messages`, data: { rows } };
  });

  // `npm run donations -- 10bd --fy 2026-27`: Form 10BD's file, recorded as the staff route records it.
  app.post<{ Body: Form10BdBody }>(
    '/api/admin/donations/form-10bd',
    { schema: { body: form10bdSchema } },
    async (request) => {
      const answer = await form10bdAnswer(app.database, app.privacy.config.hashKey, request.body, null);
      return { success: true, message: answer.summary, data: answer };
    },
  );

  privacyRoutes(app);
  staffAdminRoutes(app);
  contentAdminRoutes(app);
};

/** The purge and the staff erasure, behind the same guard as the export. */
function privacyRoutes(app: FastifyInstance): void {
  app.post<{ Querystring: PurgeQuery }>(
    '/api/admin/purge',
    { schema: { querystring: purgeQuerySchema } },
    async (request) => {
      const { dryRun, only } = request.query;
      const report = await app.privacy.purge({ dryRun: dryRun === 'true', ...(only ? { kinds: [only] } : {}) });
      return { success: true, message: 'Purged.', data: { report } };
    },
  );

  // The schema checks each field; that exactly one names the person is checked here.
  app.post<{ Body: EraseTargetBody & StaffErasure }>(
    '/api/admin/erase',
    { schema: { body: eraseTargetSchema } },
    async (request, reply) => {
      const targets = ['email', 'id', 'phone'].filter((name) => name in request.body);
      if (targets.length !== 1) {
        return reply.code(400).send({ success: false, message: 'Give exactly one of email, id or phone.' });
      }
      const result = await staffErase(app.database, app.privacy.config.hashKey, request.body, app.submissions.kinds);
      return { success: true, message: 'Erased.', data: { result } };
    },
  );
}

export default adminExportRoutes;
