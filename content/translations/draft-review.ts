/**
 * Review by a translator in the staff area, on a draft's files instead of the disk: the texts of pages.json
 * and of translations/<language>.json (the files a draft holds) with their review state and the glossary's
 * notes, one correction, and Mark reviewed. Both go through the review sheet's own checks and writing
 * (sheet-apply.ts: placeholders, script, the English unchanged, the files read again as pages:check reads
 * them), so a correction made here and one made in a sheet are the same; the review record is written in
 * the translation file, as the sheet writes it, with "staff area" as where the review came from.
 */
import type { TranslatedLanguage } from '../../schema/api/languages.ts';
import type { ReviewTally, TranslationTexts, TranslationTextView } from '../../schema/api/translations.ts';
import type { Glossary } from './glossary-match.ts';
import { parseReviewRecord, reviewRecordFile, reviewState } from './review-record.ts';
import { CONFIRM, glossaryNotes } from './sheet.ts';
import { type ApplyResult, applyLines } from './sheet-apply.ts';
import type { SheetLine } from './sheet-read.ts';
import { type SourceContext, whereOf } from './text-source.ts';
import { pagesOwnLanguages } from './source-own-languages.ts';
import { pageTranslations } from './source-page-translations.ts';
import { serverWordsFile } from './server-words-files.ts';
import { loadSources, serverWords } from './text-sources.ts';

/** What a review in the staff area is recorded as coming from (the sheet's file name, for a sheet). */
export const STAFF_AREA_REVIEW = 'staff area';

/**
 * The homes of texts a translator reviews in a draft: pages.json, the translation file, and the server's own
 * words, read from the repository with the draft's corrections of them (the translation file's "code").
 */
export const DRAFT_SOURCES = [pageTranslations, pagesOwnLanguages, serverWords];

export interface DraftFiles {
  pagesText: string;
  /** translations/<language>.json's text in the draft. */
  translation: string;
}

/**
 * A context that reads a draft's files and the server's words; every other file is absent, so only the texts
 * a draft can correct are listed. A correction of the server's words is written in the translation file.
 */
export function draftContext(language: TranslatedLanguage, files: DraftFiles): SourceContext {
  const translationFile = reviewRecordFile(language);
  return {
    root: '.',
    language,
    pagesText: files.pagesText,
    pagesData: JSON.parse(files.pagesText),
    pagesFile: 'pages.json',
    read: (file) =>
      file === translationFile ? files.translation : file === 'pages.json' ? files.pagesText : serverWordsFile(file),
    codeInTranslations: true,
  };
}

/** Every text of the draft in one language, with its state and the glossary's notes. */
export function draftTexts(context: SourceContext, glossary: Glossary | undefined, revision: number): TranslationTexts {
  const record = parseReviewRecord(context.read(reviewRecordFile(context.language)), context.language).data;
  const texts = loadSources(context, DRAFT_SOURCES).flatMap((loaded) =>
    loaded.texts.map((text): TranslationTextView => {
      const where = whereOf(text);
      const state = reviewState(record, text);
      return {
        where,
        page: text.page,
        field: text.field,
        en: text.en,
        text: text.text,
        state,
        ...(state === 'reviewed' ? { reviewedOn: record?.texts[where]?.reviewed } : {}),
        outdated: text.stale,
        glossary: glossary && !text.stale ? glossaryNotes(text, glossary) : [],
      };
    }),
  );
  const reviewed = texts.filter((text) => text.state === 'reviewed').length;
  return { language: context.language, revision, texts, reviewed, total: texts.length };
}

/** How many of a revision's texts stand in each state (the translations area's summary). */
export function reviewTally(context: SourceContext): ReviewTally {
  const { texts, reviewed, total } = draftTexts(context, undefined, 0);
  const englishChanged = texts.filter((text) => text.state === 'english-changed').length;
  return { reviewed, total, englishChanged, notReviewed: total - reviewed - englishChanged };
}

interface Seen {
  where: string;
  english: string;
  /** The translation the translator read (for Mark reviewed). */
  text?: string;
}

const refused = (message: string): ApplyResult => ({
  errors: [message],
  warnings: [],
  writes: new Map(),
  corrected: 0,
  confirmed: 0,
});

/** Why texts the page showed cannot be acted on now (moved, English or translation changed); undefined if they can. */
function movedOn(context: SourceContext, seen: Seen[], verb: string): string | undefined {
  const now = new Map(
    loadSources(context, DRAFT_SOURCES).flatMap((loaded) => loaded.texts.map((text) => [whereOf(text), text] as const)),
  );
  if (seen.some((one) => !now.has(one.where)))
    return `${verb}: a text is no longer in the draft (its page or section was moved or removed). Reload the page.`;
  if (seen.some((one) => now.get(one.where)?.en !== one.english))
    return `${verb}: the English changed since the page showed it. Reload the page and read it again.`;
  if (seen.some((one) => one.text !== undefined && now.get(one.where)?.text !== one.text))
    return `${verb}: a translation changed since the page showed it. Reload the page and read it again.`;
  return undefined;
}

const line = (seen: Seen, corrected: string, row: number): SheetLine => ({
  row,
  where: seen.where,
  english: seen.english,
  corrected,
});

/** One text's new translation, through the sheet's checks; it counts as reviewed, as a sheet's does. */
export function correctText(
  context: SourceContext,
  glossary: Glossary | undefined,
  correction: { where: string; english: string; text: string },
  today: string,
): ApplyResult {
  const seen = { where: correction.where, english: correction.english };
  const moved = movedOn(context, [seen], 'Not saved');
  if (moved) return refused(moved);
  // In a sheet "ok" confirms a translation; here Mark reviewed does.
  if (correction.text.trim().toLowerCase() === CONFIRM)
    return refused('Not saved: write the translation itself. To confirm the current one as it is, use Mark reviewed.');
  return applyLines(
    [line(seen, correction.text, 1)],
    { name: STAFF_AREA_REVIEW, label: () => 'Not saved' },
    context,
    glossary,
    today,
  );
}

/** Texts a translator read and found right, recorded as reviewed; refused when one is not what they read. */
export function markReviewed(context: SourceContext, texts: Required<Seen>[], today: string): ApplyResult {
  const moved = movedOn(context, texts, 'Not marked');
  if (moved) return refused(moved);
  return applyLines(
    texts.map((seen, index) => line(seen, CONFIRM, index + 1)),
    { name: STAFF_AREA_REVIEW, label: () => 'Not marked' },
    context,
    undefined,
    today,
  );
}
