// The section editor's backend, in the staff area and in `npm run edit` (the same server, signed in as a
// local admin): the section editor (editor/app) working on the server's draft through the publishing API (schema/api/publishing.ts) with the session cookie and the
// CSRF token (../api.ts). A version (`hash`) is the draft's revision number: a revision holds pages.json and
// every translation file at once, so all of them share it. A save names the revision it started from; one
// made on top of a newer draft is refused (409) and becomes the editor's 'conflict'. A save with checker
// errors is refused before it is sent ('invalid'), so the draft always passes the checker's schema and a saved
// draft is one that can be published. A save writes pages.json and the translation files keeping the lines of
// everything unchanged since the version loaded (content/keep-layout.ts), so a revision's diff, and the file a
// publish exports, show the edit alone. Pictures are uploaded to the server (server/publishing/picture-routes.ts)
// and listed with the repository's. The autosave keeps the member's unsaved work as her own working copy
// (server/publishing/working-copy-routes.ts): load() gives it back with the draft.
import { findNodeAtOffset, getNodePath, parseTree } from 'jsonc-parser';
import { writePages, writeTranslationFile } from '../../../content/keep-layout.ts';
import { MAX_PICTURE, TOO_LARGE } from '../../../content/pictures/upload-rules.ts';
import type { PagesFile } from '../../../content/types.ts';
import type {
  Catalogue,
  EditorBackend,
  FieldProblem,
  Loaded,
  SavedVersions,
  SaveOutcome,
  SaveRequest,
  WorkingCopy,
} from '../../../editor/app/backend.ts';
import type { TranslationData, Translations } from '../../../editor/app/translations.ts';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '../../../schema/api/languages.ts';
import {
  type ContentCheck,
  type ContentFieldMessage,
  type ContentProblem,
  type ContentState,
  type ContentStatus,
  type ContentTexts,
  type KeepWorkingCopyBody,
  type KeptWorkingCopy,
  type PictureList,
  PUBLISHING_API,
  type RevisionView,
  type SaveDraftBody,
  type UploadedPictureAnswer,
  type UploadPictureBody,
  type WorkingCopyState,
} from '../../../schema/api/publishing.ts';
import { ApiError, api, call, request } from '../api.ts';

/** A file's bytes in base64: the staff API speaks JSON only (its guard refuses any other body). */
async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}

const CONTENT_NAME = 'the draft';

/** Every language's version: the revision holds them all. */
const versions = (revision: number): SavedVersions => ({
  hash: String(revision),
  translationHashes: Object.fromEntries(TRANSLATED_LANGUAGES.map((language) => [language, String(revision)])),
});

/** The offset of a 1-based line and column in a text (the checker's position). */
function offsetOf(text: string, line: number, column: number): number {
  let offset = 0;
  for (let current = 1; current < line; current++) offset = text.indexOf('\n', offset) + 1;
  return offset + column - 1;
}

/**
 * The API's messages (a file, a line and a column) as the editor shows them: on the field they are about. A
 * message about pages.json is placed by where it points in the text that was checked (jsonc-parser); those
 * about a translation file come placed by the server (`fields`), or go in the list only.
 */
export function fieldProblems(
  problems: ContentProblem[],
  pagesText: string,
  fields?: ContentFieldMessage[],
): FieldProblem[] {
  const tree = parseTree(pagesText);
  const placed: FieldProblem[] = (fields ?? []).map((field) => ({ ...field, where: '' }));
  const listed = fields ? problems.filter((problem) => problem.file === 'pages.json') : problems;
  return [
    ...listed.map((problem) => {
      const node =
        tree && problem.file === 'pages.json'
          ? findNodeAtOffset(tree, offsetOf(pagesText, problem.line, problem.column))
          : undefined;
      return {
        severity: problem.severity,
        where: problem.where,
        message: problem.message,
        path: node ? getNodePath(node) : [],
      };
    }),
    ...placed,
  ];
}

const REMEDY = {
  draft: 'Ask a developer to import a corrected one.',
  'working copy': 'Reload the page; if this stays, ask a developer to delete your working copy.',
};

const parsed = (text: string, what: string, owner: keyof typeof REMEDY): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`The ${owner}'s ${what} is not valid JSON. ${REMEDY[owner]}`);
  }
};

/** A revision's or working copy's texts as the editor holds them. */
const contentOf = (content: ContentTexts, owner: keyof typeof REMEDY) => ({
  data: parsed(content.pages, 'pages.json', owner) as PagesFile,
  translations: Object.fromEntries(
    TRANSLATED_LANGUAGES.map((language) => [
      language,
      parsed(content.translations[language] || '{}', `${language} translations`, owner) as TranslationData,
    ]),
  ) as Translations,
});

/** The member's working copy, unless it holds exactly the draft she loads. */
function workingCopyOf(state: WorkingCopyState, draft: ContentTexts): WorkingCopy | undefined {
  const copy = state.workingCopy;
  if (!copy) return undefined;
  const same =
    copy.baseRevision === state.draft &&
    copy.content.pages === draft.pages &&
    TRANSLATED_LANGUAGES.every((language) => copy.content.translations[language] === draft.translations[language]);
  if (same) return undefined;
  return { ...contentOf(copy.content, 'working copy'), baseHash: String(copy.baseRevision), updatedAt: copy.updatedAt };
}

/** `notAdmin`: the member is not an admin, so the settings only an admin may change are shown read-only. */
export function staffEditorBackend(options: { notAdmin?: boolean } = {}): EditorBackend {
  /** The texts of the version loaded or last saved: a save keeps the layout of what it did not change. */
  let base: { pages?: string; translations: Partial<Record<TranslatedLanguage, string>> } = { translations: {} };
  const draftTexts = (data: PagesFile, translations: Partial<Translations>) => ({
    pages: writePages(data, base.pages),
    translations: Object.fromEntries(
      Object.entries(translations).map(([language, file]) => [
        language,
        writeTranslationFile(file, base.translations[language as TranslatedLanguage]),
      ]),
    ) as Partial<Record<TranslatedLanguage, string>>,
  });
  const check = async (data: PagesFile, translations: Partial<Translations>) => {
    const texts = draftTexts(data, translations);
    const result = await api<ContentCheck>('POST', PUBLISHING_API.check, texts);
    return fieldProblems(result.problems, texts.pages, result.fields);
  };

  return {
    contentName: CONTENT_NAME,
    changedElsewhere: 'saved by someone else',
    changedBy: 'another member of staff, perhaps',
    loadSaved: 'Load their version',
    previewPage: '/staff/preview.html',
    notAdmin: options.notAdmin,
    async load(): Promise<Loaded> {
      const [state, copy] = await Promise.all([
        api<ContentState>('GET', PUBLISHING_API.content),
        api<WorkingCopyState>('GET', PUBLISHING_API.workingCopy),
      ]);
      const { content, id } = state.draft;
      base = { pages: content.pages, translations: { ...content.translations } };
      const draft = contentOf(content, 'draft');
      const translations = Object.fromEntries(
        TRANSLATED_LANGUAGES.map((language) => [
          language,
          { data: draft.translations[language], hash: String(id), name: `the ${language} translations` },
        ]),
      ) as Loaded['translations'];
      const result = await api<ContentCheck>('POST', PUBLISHING_API.check, { revision: id });
      const workingCopy = workingCopyOf({ ...copy, draft: id }, content);
      return {
        data: draft.data,
        hash: String(id),
        translations,
        problems: fieldProblems(result.problems, content.pages, result.fields),
        ...(workingCopy ? { workingCopy } : {}),
      };
    },
    catalogue: () => api<Catalogue>('GET', PUBLISHING_API.catalogue),
    status: async () => versions((await api<ContentStatus>('GET', PUBLISHING_API.status)).draft),
    check,
    async save(request: SaveRequest): Promise<SaveOutcome> {
      const edited = Object.fromEntries(
        Object.entries(request.translations).map(([language, file]) => [language, file.data]),
      ) as Partial<Translations>;
      const problems = await check(request.data, edited);
      const errors = problems.filter((problem) => problem.severity === 'error');
      if (errors.length > 0) return { status: 'invalid', problems: errors };
      // Saving over someone else's draft is allowed only over the one the person saw and chose to replace.
      const baseRevision = Number(request.overwrite?.hash ?? request.baseHash);
      const texts = draftTexts(request.data, edited);
      const body: SaveDraftBody = { baseRevision, ...texts };
      const answer = await call<{ revision: RevisionView }>('POST', PUBLISHING_API.drafts, body);
      // A 409 names the newer draft, which the editor offers to load; any other refusal is the editor's error.
      const refused = answer.ok ? undefined : answer;
      const draft = refused?.status === 409 ? (refused.data as { draft?: number } | undefined)?.draft : undefined;
      if (typeof draft === 'number') return { status: 'conflict', files: [CONTENT_NAME], ...versions(draft) };
      if (!answer.ok) throw new ApiError(answer.status, answer.message, answer.data);
      base = { pages: texts.pages, translations: { ...base.translations, ...texts.translations } };
      return { status: 'saved', changed: true, ...versions(answer.data.revision.id) };
    },
    // Kept in the database with the build's AVIF/WebP copies; shown on the site once a page using it is published.
    async uploadPicture(file: File) {
      // The server's own limit, said before 20 MB are sent for nothing.
      if (file.size > MAX_PICTURE) throw new Error(TOO_LARGE);
      const body: UploadPictureBody = { name: file.name, data: await base64Of(file) };
      const answer = await request<UploadedPictureAnswer>('POST', PUBLISHING_API.pictures, body);
      const { src, pictures, uploaded } = answer.data;
      return { src, pictures, uploaded, note: answer.message };
    },
    deletePicture: (src: string) => api<PictureList>('POST', PUBLISHING_API.deletePicture, { src }),
    async keepWorkingCopy({ data, translations, baseHash }) {
      const body: KeepWorkingCopyBody = { baseRevision: Number(baseHash), ...draftTexts(data, translations) };
      return (await api<KeptWorkingCopy>('PUT', PUBLISHING_API.workingCopy, body)).updatedAt;
    },
    async discardWorkingCopy() {
      await api('DELETE', PUBLISHING_API.workingCopy);
    },
  };
}
