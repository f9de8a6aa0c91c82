// GET /api/admin/backup: the embedded database's dump, for `npm run backup` while this server holds
// DATA_DIR (only one process may open it). Registered only with the lock file's token and only for
// PGlite; answers only loopback callers that came straight here (no proxy headers) with
// `Authorization: Bearer <token>`, and everything else as an unknown route, as the staff commands'
// routes do (admin/admin-routes.ts).
import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { BACKUP_PATH } from './backup/pglite-backup.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

function authorised(request: FastifyRequest, token: string): boolean {
  if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) return false;
  if (PROXY_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  const given = Buffer.from(/^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const backupRoutes: FastifyPluginAsync<{ token: string }> = async (app, options) => {
  app.get(BACKUP_PATH, async (request, reply) => {
    const dump = app.database.dumpDataDir;
    if (!authorised(request, options.token) || !dump) return reply.callNotFound();
    const blob = await dump();
    request.log.info({ bytes: blob.size }, 'backup: database dump sent to npm run backup');
    return reply
      .header('content-type', 'application/gzip')
      .header('cache-control', 'no-store')
      .send(Buffer.from(await blob.arrayBuffer()));
  });
};

export default backupRoutes;
