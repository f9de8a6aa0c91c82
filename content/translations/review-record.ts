/**
 * Which texts a native speaker has reviewed: the "reviewed" member of translations/<language>.json, so the
 * record travels with the translations (in a draft of the staff area, in a publish, in an export). Every
 * text stays "needs review by a native speaker" until a reviewer's sheet has been applied to it (npm run
 * translations:sheet -- <language> --apply FILE) or a translator marks it reviewed in the staff area; it
 * stays reviewed while its English and its translation are the ones the reviewer saw, found by a
 * fingerprint of both, so any later change asks for review again. A second fingerprint, of the English
 * alone, tells a changed English from a changed translation.
 */
import { createHash } from 'node:crypto';
import type { TranslatedLanguage } from '../../schema/api/languages.ts';
import type { ReviewState } from '../../schema/api/translations.ts';
import type { CheckedJson } from './checked-json.ts';
import type { ReviewMark } from './file-shape.ts';
import { setInLaidOutJson } from './json-edit.ts';
import { parseTranslations } from './load.ts';
import { type LoadedSource, type SourceText, whereOf } from './text-source.ts';

export interface ReviewRecord {
  language: TranslatedLanguage;
  texts: Record<string, ReviewMark>;
}

/** The file the record is written in: the language's translation file. */
export const reviewRecordFile = (language: TranslatedLanguage) => `translations/${language}.json`;

const hash = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 16);

export const fingerprint = (en: string, text: string) => hash(`${en}\u0000${text}`);

/** The record in a translation file's text (none yet when there is no file). */
export function parseReviewRecord(json: string | undefined, language: TranslatedLanguage): CheckedJson<ReviewRecord> {
  const file = reviewRecordFile(language);
  const loaded = parseTranslations(json ?? emptyTranslationFile(language), file, language);
  const data = loaded.data && { language, texts: loaded.data.reviewed ?? {} };
  return { file, source: loaded.source!, problems: loaded.problems, ...(data ? { data } : {}) };
}

export const isReviewed = (record: ReviewRecord | undefined, text: SourceText) => {
  const entry = record?.texts[whereOf(text)];
  return !!entry && text.text !== '' && !text.stale && entry.fingerprint === fingerprint(text.en, text.text);
};

export function reviewState(record: ReviewRecord | undefined, text: SourceText): ReviewState {
  const entry = record?.texts[whereOf(text)];
  if (!entry) return 'not-reviewed';
  if (isReviewed(record, text)) return 'reviewed';
  // Records written before the English's own fingerprint: a change of either is a change since review.
  if (!entry.english || entry.english !== hash(text.en)) return 'english-changed';
  return 'translation-changed';
}

export interface ReviewCount {
  name: string;
  file: string;
  reviewed: number;
  total: number;
}

/** How many texts of each source are reviewed. */
export function reviewCounts(record: ReviewRecord | undefined, sources: (LoadedSource & { name: string })[]) {
  return sources.map(
    (loaded): ReviewCount => ({
      name: loaded.name,
      file: loaded.file,
      reviewed: loaded.texts.filter((text) => isReviewed(record, text)).length,
      total: loaded.texts.length,
    }),
  );
}

/** The translation file `json` with `texts` marked reviewed today, from `sheet` (a file's name, or the staff area). */
export function withReviewed(
  json: string | undefined,
  record: ReviewRecord,
  texts: SourceText[],
  sheet: string,
  today: string,
): string {
  const marks: Record<string, ReviewMark> = { ...record.texts };
  for (const text of texts)
    marks[whereOf(text)] = {
      fingerprint: fingerprint(text.en, text.text),
      english: hash(text.en),
      reviewed: today,
      sheet,
    };
  const sorted = Object.fromEntries(Object.entries(marks).sort(([a], [b]) => a.localeCompare(b)));
  return setInLaidOutJson(json || emptyTranslationFile(record.language), ['reviewed'], sorted);
}

/** A language's translation file with nothing translated yet. */
export const emptyTranslationFile = (language: TranslatedLanguage) =>
  `${JSON.stringify(
    {
      $schema: '../schema/translations.schema.json',
      language,
      review: 'needs review by a native speaker',
      site: {},
      pages: {},
    },
    null,
    2,
  )}\n`;
