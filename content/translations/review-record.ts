/**
 * Which texts a native speaker has reviewed (translations/reviewed.<language>.json). Every text stays
 * "needs review by a native speaker" until a reviewer's sheet has been applied to it (npm run
 * translations:sheet -- <language> --apply FILE); it stays reviewed while its English and its translation
 * are the ones the reviewer saw, found by a fingerprint of both, so any later change asks for review again.
 */
import { createHash } from 'node:crypto';
import type { TranslatedLanguage } from '../../schema/api/languages.ts';
import { type CheckedJson, readCheckedJson } from './checked-json.ts';
import { type LoadedSource, type SourceText, whereOf } from './text-source.ts';

export interface ReviewRecord {
  language: TranslatedLanguage;
  texts: Record<string, { fingerprint: string; reviewed: string; sheet: string }>;
}

export const reviewRecordFile = (language: TranslatedLanguage) => `translations/reviewed.${language}.json`;

export const fingerprint = (en: string, text: string) =>
  createHash('sha256').update(`${en}\u0000${text}`, 'utf8').digest('hex').slice(0, 16);

export function parseReviewRecord(json: string | undefined, language: TranslatedLanguage): CheckedJson<ReviewRecord> {
  const file = reviewRecordFile(language);
  const text = json ?? JSON.stringify({ language, texts: {} });
  return readCheckedJson<ReviewRecord>(text, file, 'reviewed.schema.json', language);
}

export const isReviewed = (record: ReviewRecord | undefined, text: SourceText) => {
  const entry = record?.texts[whereOf(text)];
  return !!entry && text.text !== '' && !text.stale && entry.fingerprint === fingerprint(text.en, text.text);
};

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

/** The record's file with `texts` marked reviewed today from `sheet`. */
export function withReviewed(record: ReviewRecord, texts: SourceText[], sheet: string, today: string): string {
  const next: ReviewRecord & { $schema: string } = {
    $schema: '../schema/reviewed.schema.json',
    language: record.language,
    texts: { ...record.texts },
  };
  for (const text of texts)
    next.texts[whereOf(text)] = { fingerprint: fingerprint(text.en, text.text), reviewed: today, sheet };
  next.texts = Object.fromEntries(Object.entries(next.texts).sort(([a], [b]) => a.localeCompare(b)));
  return `${JSON.stringify(next, null, 2)}\n`;
}
