// Publishing from the staff area, for the pages area (editor and admin; a coordinator gets 403):
// GET  /api/staff/content                 the current draft (with its texts) and the published revision
// POST /api/staff/content/drafts          saves a draft on top of `baseRevision` (409 if the draft moved on)
// POST /api/staff/content/check           the checker's messages for a revision, or for unsaved texts
// POST /api/staff/content/publish         checks, renders the site, switches to it (422 with the messages)
// GET  /api/staff/content/history         published revisions, newest first
// GET  /api/staff/content/diff?from=&to=  what changed in words, page by page and section by section
// POST /api/staff/content/roll-back       publishes an earlier revision's content as a new revision
// POST /api/staff/content/preview {on}    this browser sees the draft on the site's addresses (preview.ts)
// GET  /api/staff/content/status and /catalogue: for the section editor (editor-routes.ts)
// /api/staff/content/working-copy: the member's own unsaved work (working-copy-routes.ts); a save deletes hers,
//                                  and so does a publish of exactly what it holds
// /api/staff/translations: review by translators (translation-routes.ts)
// Publishing and rolling back are in the staff audit trail with the member (app.staff.audit). In `npm run edit`
// both also write what is published into the developer's checkout (local-repository.ts).
import type { FastifyPluginAsync } from 'fastify';
import type {
  CheckContentBody,
  PreviewBody,
  PublishBody,
  RollBackBody,
  SaveDraftBody,
} from '../../schema/api/generated/route-types.ts';
import checkContentSchema from '../../schema/api/publishing/check-content.schema.json' with { type: 'json' };
import previewSchema from '../../schema/api/publishing/preview.schema.json' with { type: 'json' };
import publishSchema from '../../schema/api/publishing/publish.schema.json' with { type: 'json' };
import rollBackSchema from '../../schema/api/publishing/roll-back.schema.json' with { type: 'json' };
import saveDraftSchema from '../../schema/api/publishing/save-draft.schema.json' with { type: 'json' };
import {
  type ContentState,
  PUBLISHING_API,
  type PublishAnswer,
  type RevisionView,
} from '../../schema/api/publishing.ts';
import { LANGUAGES } from '../../schema/api/languages.ts';
import { STAFF_AREAS } from '../../schema/api/staff.ts';
import { PublicError } from '../http/errors.ts';
import { signedIn } from '../staff/guard.ts';
import { checkContentFiles } from './content-check.ts';
import { uploadedSources } from './pictures-store.ts';
import { hasPreviewCookie, setPreviewCookie } from './preview.ts';
import { changesInWords } from './content-changes.ts';
import { refuseDraft } from './draft-bounds.ts';
import editorRoutes from './editor-routes.ts';
import translationRoutes from './translation-routes.ts';
import workingCopyRoutes from './working-copy-routes.ts';
import { dropPublishedWorkingCopy, dropWorkingCopy } from './working-copies-store.ts';
import {
  recordGuardedChanges,
  refuseAdminOnlySave,
  refuseGuardedRollBack,
  refuseTextsPublish,
} from './guarded-publishing.ts';
import { type ContentFiles, filesFrom, pageCount } from './content-files.ts';
import {
  listPublished,
  publishDraft,
  readHeads,
  readRevision,
  type Revision,
  type RevisionSummary,
  rollBack,
  saveDraft,
} from './revisions-store.ts';

const pages = { staff: { roles: STAFF_AREAS.pages } };
/** How long turning the preview on waits for the draft to be drawn before answering "being prepared". */
const PREVIEW_WAIT_MS = 20_000;

export const PUBLISHING_MESSAGES = {
  conflict: (draft: number) =>
    `Someone saved a newer version of the pages (revision ${draft}) while you were editing. Nothing of yours was overwritten and nothing was lost: copy your change aside, load the newer version and make it again.`,
  publishMoved: (draft: number) =>
    `The draft changed (it is now revision ${draft}) since you looked at it. Look at the newer draft, then publish it.`,
  nothingNew: 'Visitors already see this revision: there is nothing new to publish.',
  refused: (errors: number) =>
    `Not published: the checker found ${errors} ${errors === 1 ? 'error' : 'errors'}. Visitors still see the site as it was. Fix ${errors === 1 ? 'it' : 'them'} and publish again.`,
  unknown: 'There is no revision with this number.',
  notPublished: 'Only a revision that was published can be published again.',
  current: 'Visitors already see this revision.',
  noNote: 'Please write a short note saying why (it is kept in the history).',
  // Read by an editor, who cannot mend it: what happened, that nothing changed, who can, and the words to pass on.
  noBuild:
    'Not published: this server cannot draw the pages yet. Your draft is saved and visitors still see the site as it was. Please tell the person who looks after the server that it has no built page renderer (npm run build, or a release of a build, is needed), then publish again.',
};

const view = (revision: RevisionSummary): RevisionView => ({
  id: revision.id,
  baseId: revision.baseId,
  state: revision.state,
  source: revision.source,
  note: revision.note,
  author: revision.author,
  createdAt: revision.createdAt.toISOString(),
  publishedAt: revision.publishedAt?.toISOString() ?? null,
  publishedBy: revision.publishedBy,
  restores: revision.restoresId,
});

const textsOf = (files: ContentFiles) => ({ pages: files.pagesText, translations: files.translations });

const publishingRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database;
  const publishing = app.publishing;
  // Twice a draft's largest size: the pages travel as JSON strings inside the body, their quotes escaped.
  const contentBodyLimit = publishing.draftBounds.maxKb * 1024 * 2;
  await app.register(editorRoutes);
  await app.register(translationRoutes);
  await app.register(workingCopyRoutes, { bodyLimit: contentBodyLimit });

  const revision = async (id: number): Promise<Revision> => {
    const found = await readRevision(db, id);
    if (!found) throw new PublicError(404, PUBLISHING_MESSAGES.unknown);
    return found;
  };
  const heads = async () => {
    const found = await readHeads(db);
    if (!found) throw new Error('content_heads is empty: the publishing plugin seeds it at start');
    return found;
  };

  app.get(PUBLISHING_API.content, { config: pages }, async (_request, reply) => {
    const { draftId, publishedId } = await heads();
    const draft = await revision(draftId);
    const published = draftId === publishedId ? draft : await revision(publishedId);
    const data: ContentState = {
      draft: { ...view(draft), content: textsOf(draft.files) },
      published: view(published),
      unpublishedChanges: draftId !== publishedId,
    };
    reply.header('cache-control', 'no-store');
    return { success: true, message: `Draft: revision ${draftId}; visitors see revision ${publishedId}.`, data };
  });

  app.post<{ Body: SaveDraftBody }>(
    PUBLISHING_API.drafts,
    { config: pages, bodyLimit: contentBodyLimit, schema: { body: saveDraftSchema } },
    async (request, reply) => {
      const { baseRevision, note } = request.body;
      const base = await revision(baseRevision);
      const files = filesFrom(base.files, request.body);
      const refusal = refuseDraft(files, publishing.draftBounds);
      if (refusal) throw new PublicError(refusal.status, refusal.message);
      const published = async () => revision((await heads()).publishedId);
      await refuseAdminOnlySave(signedIn(request).member, base, files, (id) => readRevision(db, id), published);
      const result = await saveDraft(db, {
        baseId: baseRevision,
        files,
        staffId: signedIn(request).member.id,
        note,
      });
      if ('conflict' in result)
        return reply.code(409).send({
          success: false,
          message: PUBLISHING_MESSAGES.conflict(result.conflict.draftId),
          data: { draft: result.conflict.draftId },
        });
      // The draft now holds her work: her working copy, which held it, goes.
      await dropWorkingCopy(db, signedIn(request).member.id);
      const saved = await revision(result.saved);
      const check = checkContentFiles(saved.files, await uploadedSources(db));
      // A browser previewing the draft sees the new one once it is drawn (in the background).
      if (check.ok && hasPreviewCookie(request)) publishing.previews.start(saved.id);
      return reply.code(201).send({
        success: true,
        message: check.ok
          ? `Saved as revision ${saved.id}. Visitors do not see it until it is published.`
          : `Saved as revision ${saved.id}, with ${check.errors} error(s) to fix before it can be published.`,
        data: { revision: view(saved), check },
      });
    },
  );

  app.post<{ Body: CheckContentBody }>(
    PUBLISHING_API.check,
    { config: pages, bodyLimit: contentBodyLimit, schema: { body: checkContentSchema } },
    async (request) => {
      const base = await revision(request.body.revision ?? (await heads()).draftId);
      const check = checkContentFiles(filesFrom(base.files, request.body), await uploadedSources(db));
      return {
        success: true,
        message: check.ok ? `No errors (${check.warnings} warning(s)).` : `${check.errors} error(s).`,
        data: check,
      };
    },
  );

  app.post<{ Body: PublishBody }>(
    PUBLISHING_API.publish,
    { config: pages, schema: { body: publishSchema } },
    async (request, reply) => {
      const member = signedIn(request).member;
      const { draftId, publishedId } = await heads();
      if (draftId !== request.body.revision)
        return reply.code(409).send({
          success: false,
          message: PUBLISHING_MESSAGES.publishMoved(draftId),
          data: { draft: draftId },
        });
      const draft = await revision(draftId);
      // A changed text the site e-mails in its own name is an admin's to publish (guarded-publishing.ts).
      const guarded = refuseTextsPublish(member, await revision(publishedId), draft);
      const check = checkContentFiles(draft.files, await uploadedSources(db));
      if (!check.ok)
        return reply
          .code(422)
          .send({ success: false, message: PUBLISHING_MESSAGES.refused(check.errors), data: check });
      // npm run edit: never over a checkout changed on disk meanwhile (local-repository.ts).
      publishing.repository?.refuseChanged();
      // The pages are written first; visitors are switched to them only once the database says so.
      const release = await publishing.prepare(draft);
      const result = await publishDraft(db, { revisionId: draftId, staffId: member.id, note: request.body.note });
      if (result === 'nothing-new') throw new PublicError(409, PUBLISHING_MESSAGES.nothingNew);
      if ('conflict' in result)
        return reply.code(409).send({
          success: false,
          message: PUBLISHING_MESSAGES.publishMoved(result.conflict.draftId),
          data: { draft: result.conflict.draftId },
        });
      await publishing.switchTo(result.published, release, draft.files);
      await dropPublishedWorkingCopy(db, member.id, draft.files);
      await app.staff.audit({
        actor: member.id,
        action: 'content-published',
        subjectType: 'content-revision',
        subjectId: result.published,
        details: { addresses: release.addresses, ms: Math.round(release.ms) },
      });
      await recordGuardedChanges(app, member, result.published, guarded);
      const answer: PublishAnswer = {
        revision: result.published,
        release: release.name,
        addresses: release.addresses,
        ms: Math.round(release.ms),
        pages: pageCount(draft.files),
        languages: LANGUAGES.length,
      };
      const exported = (await publishing.repository?.write(db)) ?? '';
      return {
        success: true,
        message: `Published revision ${result.published}: visitors see it now.${exported}`,
        data: answer,
      };
    },
  );

  app.post<{ Body: PreviewBody }>(
    PUBLISHING_API.preview,
    { config: pages, schema: { body: previewSchema } },
    async (request, reply) => {
      setPreviewCookie(request, reply, request.body.on);
      if (!request.body.on)
        return { success: true, message: 'Preview is off: this browser shows the published site again.' };
      // Drawn in the background; this answer waits a little for it, so the editor is told how it went.
      const { draftId } = await heads();
      publishing.previews.start(draftId);
      await Promise.race([
        publishing.previews.settled(draftId),
        new Promise((done) => setTimeout(done, PREVIEW_WAIT_MS)),
      ]);
      const status = publishing.previews.status(draftId);
      return {
        success: status?.state === 'ready' || status?.state === 'rendering',
        message:
          status?.state === 'ready'
            ? 'Preview is on: in this browser, the site shows the draft (in every language) while you are signed in. Visitors still see the published site.'
            : (status?.message ?? ''),
        data: status,
      };
    },
  );

  app.get<{ Querystring: { limit?: string } }>(PUBLISHING_API.history, { config: pages }, async (request) => {
    const limit = Math.min(Math.max(Number.parseInt(request.query.limit ?? '50', 10) || 50, 1), 500);
    const revisions = (await listPublished(db, limit)).map(view);
    return { success: true, message: `${revisions.length} published revision(s).`, data: revisions };
  });

  app.get<{ Querystring: { from?: string; to?: string } }>(PUBLISHING_API.diff, { config: pages }, async (request) => {
    const number = (value: string | undefined, name: string) => {
      const parsed = Number(value);
      if (!value || !Number.isInteger(parsed) || parsed < 1)
        throw new PublicError(400, `Please give the revision to compare ${name} (?${name}=number).`);
      return parsed;
    };
    const from = await revision(number(request.query.from, 'from'));
    const to = await revision(number(request.query.to, 'to'));
    const changes = changesInWords(from.files, to.files);
    return {
      success: true,
      message: `${changes.length} ${changes.length === 1 ? 'page or setting' : 'pages and settings'} changed between revision ${from.id} and revision ${to.id}.`,
      data: changes,
    };
  });

  app.post<{ Body: RollBackBody }>(
    PUBLISHING_API.rollBack,
    { config: pages, schema: { body: rollBackSchema } },
    async (request) => {
      const member = signedIn(request).member;
      const note = request.body.note.trim();
      if (!note) throw new PublicError(400, PUBLISHING_MESSAGES.noNote);
      const target = await revision(request.body.revision);
      if (!target.publishedAt) throw new PublicError(409, PUBLISHING_MESSAGES.notPublished);
      const guarded = refuseGuardedRollBack(member, await revision((await heads()).publishedId), target);
      publishing.repository?.refuseChanged();
      const release = await publishing.prepare(target);
      const result = await rollBack(db, { targetId: target.id, staffId: member.id, note });
      if (result === 'not-published') throw new PublicError(409, PUBLISHING_MESSAGES.notPublished);
      if (result === 'current') throw new PublicError(409, PUBLISHING_MESSAGES.current);
      await publishing.switchTo(result.published, release, target.files);
      await app.staff.audit({
        actor: member.id,
        action: 'content-rolled-back',
        subjectType: 'content-revision',
        subjectId: result.published,
        details: { restores: target.id },
      });
      await recordGuardedChanges(app, member, result.published, guarded, target.id);
      const answer: PublishAnswer = {
        revision: result.published,
        release: release.name,
        addresses: release.addresses,
        ms: Math.round(release.ms),
        pages: pageCount(target.files),
        languages: LANGUAGES.length,
        draftKept: result.draftKept,
      };
      const exported = (await publishing.repository?.write(db)) ?? '';
      return {
        success: true,
        message: `Published revision ${result.published}, the content of revision ${target.id}: visitors see it now.${result.draftKept ? ' The unpublished draft is kept as it was.' : ''}${exported}`,
        data: answer,
      };
    },
  );
};

export default publishingRoutes;
