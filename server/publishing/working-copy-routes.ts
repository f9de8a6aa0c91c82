// The signed-in member's own working copy of the content, for the pages area (editor and admin; others get
// 403), and only hers: every route takes the member from the session, never from the request, so nobody reads,
// replaces or deletes another member's. The section editor keeps her unsaved work here a few seconds after her
// last change (PUT), offers it back when she opens the editor again (GET) and deletes it when she discards it
// (DELETE); saving a draft or publishing what it holds deletes it too (publishing-routes.ts).
// GET    /api/staff/content/working-copy   hers (or null) and the current draft's revision
// PUT    /api/staff/content/working-copy   keeps hers on top of `baseRevision` (413 over the drafts' size limit)
// DELETE /api/staff/content/working-copy   deletes hers
import type { FastifyPluginAsync } from 'fastify';
import type { KeepWorkingCopyBody } from '../../schema/api/generated/route-types.ts';
import keepWorkingCopySchema from '../../schema/api/publishing/keep-working-copy.schema.json' with { type: 'json' };
import {
  type KeptWorkingCopy,
  PUBLISHING_API,
  type WorkingCopyState,
  type WorkingCopyView,
} from '../../schema/api/publishing.ts';
import { STAFF_AREAS } from '../../schema/api/staff.ts';
import { PublicError } from '../http/errors.ts';
import { signedIn } from '../staff/guard.ts';
import { filesFrom } from './content-files.ts';
import { refuseDraftSize } from './draft-bounds.ts';
import { readHeads, readRevision } from './revisions-store.ts';
import { dropWorkingCopy, keepWorkingCopy, readWorkingCopy } from './working-copies-store.ts';

const pages = { staff: { roles: STAFF_AREAS.pages } };

export const WORKING_COPY_MESSAGES = {
  unknownBase: 'There is no revision with this number: your work was not kept. Save it as a draft instead.',
};

/** `bodyLimit`: the drafts route's (a working copy is as large as a draft). */
const workingCopyRoutes: FastifyPluginAsync<{ bodyLimit: number }> = async (app, { bodyLimit }) => {
  const db = app.database;

  app.get(PUBLISHING_API.workingCopy, { config: pages }, async (request, reply) => {
    const member = signedIn(request).member;
    const [copy, heads] = await Promise.all([readWorkingCopy(db, member.id), readHeads(db)]);
    if (!heads) throw new Error('content_heads is empty: the publishing plugin seeds it at start');
    const workingCopy: WorkingCopyView | null = copy
      ? {
          baseRevision: copy.baseId,
          content: { pages: copy.files.pagesText, translations: copy.files.translations },
          updatedAt: copy.updatedAt.toISOString(),
        }
      : null;
    const data: WorkingCopyState = { workingCopy, draft: heads.draftId };
    reply.header('cache-control', 'no-store');
    return {
      success: true,
      message: copy ? `Your working copy, started from revision ${copy.baseId}.` : 'You have no working copy.',
      data,
    };
  });

  app.put<{ Body: KeepWorkingCopyBody }>(
    PUBLISHING_API.workingCopy,
    { config: pages, bodyLimit, schema: { body: keepWorkingCopySchema } },
    async (request) => {
      const member = signedIn(request).member;
      const base = await readRevision(db, request.body.baseRevision);
      if (!base) throw new PublicError(404, WORKING_COPY_MESSAGES.unknownBase);
      const files = filesFrom(base.files, request.body);
      const refusal = refuseDraftSize(files, app.publishing.draftBounds);
      if (refusal) throw new PublicError(refusal.status, refusal.message);
      const updatedAt = await keepWorkingCopy(db, member.id, { baseId: base.id, files });
      const data: KeptWorkingCopy = { updatedAt: updatedAt.toISOString() };
      return { success: true, message: 'Your work is kept on this account.', data };
    },
  );

  app.delete(PUBLISHING_API.workingCopy, { config: pages }, async (request) => {
    await dropWorkingCopy(db, signedIn(request).member.id);
    return { success: true, message: 'Your working copy is deleted.' };
  });
};

export default workingCopyRoutes;
