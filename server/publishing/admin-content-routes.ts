// `npm run content -- ...` through the running server when it holds the embedded database (behind
// admin-routes.ts's loopback-and-token guard):
// GET  /api/admin/content                       the published revision's files (export)
// POST /api/admin/content {files, replaceDraft}  the files as a new draft, refused on checker errors (import)
import type { FastifyInstance } from 'fastify';
import contentImportSchema from '../../schema/api/admin/content-import.schema.json' with { type: 'json' };
import type { ContentImportBody } from '../../schema/api/generated/route-types.ts';
import { exportPublished, importDraft } from './content-commands.ts';

export function contentAdminRoutes(app: FastifyInstance): void {
  app.get('/api/admin/content', async () => {
    const exported = await exportPublished(app.database);
    return { success: true, message: `Revision ${exported.revision}.`, data: { exported } };
  });

  app.post<{ Body: ContentImportBody }>(
    '/api/admin/content',
    { bodyLimit: 16 * 1024 * 1024, schema: { body: contentImportSchema } },
    async (request) => {
      const result = await importDraft(app.database, request.body.files, {
        replaceDraft: request.body.replaceDraft,
      });
      return { success: true, message: result.message, data: { result } };
    },
  );
}
