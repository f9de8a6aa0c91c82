// What the section editor in the staff area needs besides the publishing API, for the pages area
// (editor and admin; a coordinator gets 403):
// GET /api/staff/content/status     the draft's and the published revision's numbers, polled by the editor
//                                   every 1.5 s (the whole content is 0.7 MB: too much to poll)
// GET /api/staff/content/catalogue  the block types' schemas, the site settings' schema and the pictures,
//                                   the same data `npm run edit` gives (content/block-schemas.ts), with
//                                   the pictures uploaded from the staff area
// and the pictures' routes (picture-routes.ts)
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync } from 'fastify';
import { blockKinds, siteSchema } from '../../content/block-schemas.ts';
import { type ContentStatus, PUBLISHING_API } from '../../schema/api/publishing.ts';
import { STAFF_AREAS } from '../../schema/api/staff.ts';
import pictureRoutes, { sitePictures } from './picture-routes.ts';
import { readHeads } from './revisions-store.ts';

const pages = { staff: { roles: STAFF_AREAS.pages } };
/** The repository's root: blocks/<type>/example.json is the shape a new section takes. */
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

const editorRoutes: FastifyPluginAsync = async (app) => {
  await app.register(pictureRoutes);

  app.get(PUBLISHING_API.status, { config: pages }, async (_request, reply) => {
    const heads = await readHeads(app.database);
    if (!heads) throw new Error('content_heads is empty: the publishing plugin seeds it at start');
    const preview = app.publishing.previews.status(heads.draftId);
    const data: ContentStatus = { draft: heads.draftId, published: heads.publishedId, ...(preview ? { preview } : {}) };
    reply.header('cache-control', 'no-store');
    return { success: true, message: `Draft: revision ${data.draft}.`, data };
  });

  app.get(PUBLISHING_API.catalogue, { config: pages }, async () => ({
    success: true,
    message: 'The block types, the site settings and the pictures.',
    // The pictures are those the checker accepts: the site's public folder, as pages:check reads it, and uploads
    // (named apart: the picker offers to delete those).
    data: { blocks: blockKinds(ROOT), site: siteSchema(), ...(await sitePictures(app)) },
  }));
};

export default editorRoutes;
