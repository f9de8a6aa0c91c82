// `npm run content -- ...` through the running server when it holds the embedded database (behind
// admin-routes.ts's loopback-and-token guard):
// GET  /api/admin/content                       the published revision's files (export)
// POST /api/admin/content {files, replaceDraft}  the files as a new draft, refused on checker errors (import)
import type { FastifyInstance } from 'fastify';
import { TRANSLATED_LANGUAGES } from '../../schema/api/languages.ts';
import { exportPublished, importDraft } from './content-commands.ts';
import type { ContentFiles } from './content-files.ts';

const filesSchema = {
  type: 'object',
  required: ['pagesText', 'translations'],
  additionalProperties: false,
  properties: {
    pagesText: { type: 'string' },
    translations: {
      type: 'object',
      required: [...TRANSLATED_LANGUAGES],
      additionalProperties: false,
      properties: Object.fromEntries(TRANSLATED_LANGUAGES.map((language) => [language, { type: 'string' }])),
    },
  },
} as const;

export function contentAdminRoutes(app: FastifyInstance): void {
  app.get('/api/admin/content', async () => {
    const exported = await exportPublished(app.database);
    return { success: true, message: `Revision ${exported.revision}.`, data: { exported } };
  });

  app.post<{ Body: { files: ContentFiles; replaceDraft?: boolean } }>(
    '/api/admin/content',
    {
      bodyLimit: 16 * 1024 * 1024,
      schema: {
        body: {
          type: 'object',
          required: ['files'],
          additionalProperties: false,
          properties: { files: filesSchema, replaceDraft: { type: 'boolean' } },
        },
      },
    },
    async (request) => {
      const result = await importDraft(app.database, request.body.files, {
        replaceDraft: request.body.replaceDraft,
      });
      return { success: true, message: result.message, data: { result } };
    },
  );
}
