// Review by translators, for the translations area (translator, editor and admin; a coordinator gets 403):
// GET  /api/staff/translations/summary     each language's count of reviewed texts, in the draft and published
// GET  /api/staff/translations?language=   every text of pages.json and its translation in the current draft
// POST /api/staff/translations/correct     one text's new translation, as a new draft (400 with the reason)
// POST /api/staff/translations/review      texts marked reviewed by a native speaker, as a new draft
// The checks and the writing are the review sheet's (content/translations/draft-review.ts); the corrections
// reach visitors when an editor publishes the draft (an admin, when they change an e-mail's text).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  correctText,
  draftContext,
  draftTexts,
  markReviewed,
  reviewTally,
} from '../../content/translations/draft-review.ts';
import { loadGlossary } from '../../content/translations/glossary.ts';
import type { ApplyResult } from '../../content/translations/sheet-apply.ts';
import type { TextCorrectionBody, TextsQuery, TextsReviewBody } from '../../schema/api/generated/route-types.ts';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '../../schema/api/languages.ts';
import { STAFF_AREAS } from '../../schema/api/staff.ts';
import { TRANSLATIONS_API, type TranslationChange, type TranslationSummary } from '../../schema/api/translations.ts';
import textCorrectionSchema from '../../schema/api/translations/text-correction.schema.json' with { type: 'json' };
import textsQuerySchema from '../../schema/api/translations/texts-query.schema.json' with { type: 'json' };
import textsReviewSchema from '../../schema/api/translations/texts-review.schema.json' with { type: 'json' };
import { PublicError } from '../http/errors.ts';
import type { StaffMember } from '../staff/members-store.ts';
import { signedIn } from '../staff/guard.ts';
import type { ContentFiles } from './content-files.ts';
import { refuseDraft } from './draft-bounds.ts';
import { refuseAdminOnlySave } from './guarded-publishing.ts';
import { readHeads, readRevision, type Revision, saveDraft } from './revisions-store.ts';

const translations = { staff: { roles: STAFF_AREAS.translations } };
/** The repository's translations folder: the glossaries are the code's, not the draft's. */
const TRANSLATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../translations');

export const TRANSLATION_MESSAGES = {
  moved: (draft: number) =>
    `Someone saved a newer draft (revision ${draft}) since this page was loaded. Nothing was saved: reload the page and make your change again.`,
  corrected: (revision: number) =>
    `Saved in the draft (revision ${revision}) and marked reviewed. Visitors see it once an editor publishes the draft.`,
  reviewed: (count: number, revision: number) =>
    `${count} ${count === 1 ? 'text' : 'texts'} marked reviewed in the draft (revision ${revision}). The count on the site changes once an editor publishes the draft.`,
};

const today = () => new Date().toISOString().slice(0, 10);

const translationRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database;
  const glossaries = new Map<TranslatedLanguage, ReturnType<typeof loadGlossary>>();
  const glossaryOf = (language: TranslatedLanguage) => {
    if (!glossaries.has(language)) glossaries.set(language, loadGlossary(language, TRANSLATIONS_DIR));
    return glossaries.get(language)?.data;
  };

  const heads = async () => {
    const found = await readHeads(db);
    if (!found) throw new Error('content_heads is empty: the publishing plugin seeds it at start');
    return found;
  };
  const revisionOf = async (id: number): Promise<Revision> => {
    const found = await readRevision(db, id);
    if (!found) throw new Error(`revision ${id} is missing`);
    return found;
  };
  const draft = async () => revisionOf((await heads()).draftId);
  const contextOf = (revision: Revision, language: TranslatedLanguage) =>
    draftContext(language, { pagesText: revision.files.pagesText, translation: revision.files.translations[language] });

  /** Saves what a correction or a mark wrote as a new draft on top of `base`, and answers with its texts. */
  async function save(
    reply: FastifyReply,
    member: StaffMember,
    base: Revision,
    language: TranslatedLanguage,
    result: ApplyResult,
    message: (revision: number) => string,
  ) {
    if (result.errors.length) throw new PublicError(400, result.errors.join(' '));
    const translationFile = `translations/${language}.json`;
    const files: ContentFiles = {
      pagesText: result.writes.get('pages.json') ?? base.files.pagesText,
      translations: {
        ...base.files.translations,
        [language]: result.writes.get(translationFile) ?? base.files.translations[language],
      },
    };
    const refusal = refuseDraft(files, app.publishing.draftBounds);
    if (refusal) throw new PublicError(refusal.status, refusal.message);
    const published = async () => revisionOf((await heads()).publishedId);
    await refuseAdminOnlySave(member, base, files, (id) => readRevision(db, id), published);
    const saved = await saveDraft(db, {
      baseId: base.id,
      files,
      staffId: member.id,
      note: `Translations (${language}) reviewed in the staff area.`,
    });
    if ('conflict' in saved)
      return reply.code(409).send({
        success: false,
        message: TRANSLATION_MESSAGES.moved(saved.conflict.draftId),
        data: { draft: saved.conflict.draftId },
      });
    const revision = await revisionOf(saved.saved);
    const data: TranslationChange = {
      ...draftTexts(contextOf(revision, language), glossaryOf(language), revision.id),
      warnings: result.warnings,
    };
    return reply.code(201).send({ success: true, message: message(revision.id), data });
  }

  /** The current draft, which must be the one the page showed. */
  const baseFor = async (revision: number) => {
    const current = await draft();
    if (current.id !== revision) throw new PublicError(409, TRANSLATION_MESSAGES.moved(current.id));
    return current;
  };

  app.get(TRANSLATIONS_API.summary, { config: translations }, async (_request, reply) => {
    const { draftId, publishedId } = await heads();
    const [current, published] = await Promise.all([revisionOf(draftId), revisionOf(publishedId)]);
    const data: TranslationSummary = {
      draft: draftId,
      published: publishedId,
      languages: TRANSLATED_LANGUAGES.map((language) => ({
        language,
        draft: reviewTally(contextOf(current, language)),
        published: reviewTally(contextOf(published, language)),
      })),
    };
    reply.header('cache-control', 'no-store');
    return { success: true, message: 'How many texts of each language are reviewed.', data };
  });

  app.get<{ Querystring: TextsQuery }>(
    TRANSLATIONS_API.texts,
    { config: translations, schema: { querystring: textsQuerySchema } },
    async (request, reply) => {
      const { language } = request.query;
      const current = await draft();
      const data = draftTexts(contextOf(current, language), glossaryOf(language), current.id);
      reply.header('cache-control', 'no-store');
      return { success: true, message: `${data.reviewed} of ${data.total} texts reviewed.`, data };
    },
  );

  app.post<{ Body: TextCorrectionBody }>(
    TRANSLATIONS_API.correct,
    { config: translations, schema: { body: textCorrectionSchema } },
    async (request, reply) => {
      const { language, revision, where, english, text } = request.body;
      const base = await baseFor(revision);
      const result = correctText(contextOf(base, language), glossaryOf(language), { where, english, text }, today());
      return save(reply, signedIn(request).member, base, language, result, TRANSLATION_MESSAGES.corrected);
    },
  );

  app.post<{ Body: TextsReviewBody }>(
    TRANSLATIONS_API.review,
    { config: translations, schema: { body: textsReviewSchema } },
    async (request, reply) => {
      const { language, revision, texts } = request.body;
      const base = await baseFor(revision);
      const result = markReviewed(contextOf(base, language), texts, today());
      return save(reply, signedIn(request).member, base, language, result, (id) =>
        TRANSLATION_MESSAGES.reviewed(texts.length, id),
      );
    },
  );
};

export default translationRoutes;
