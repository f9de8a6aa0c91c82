/**
 * The shape of a translation file (translations/<language>.json, docs/translating.md), apart from the code
 * that reads it (load.ts, Node only), so the overlay can also run in the browser (the editor's preview).
 */
import type { TranslatedLanguage } from '../../schema/api/languages.ts';

export interface TranslationEntry {
  en: string;
  text: string;
}
export type TranslationTexts = Record<string, TranslationEntry>;

/** A text a native speaker reviewed (review-record.ts writes it; schema/translations.schema.json). */
export interface ReviewMark {
  fingerprint: string;
  english?: string;
  reviewed: string;
  sheet: string;
}

export interface TranslationFile {
  language: TranslatedLanguage;
  review: string;
  site: TranslationTexts;
  pages: Record<string, TranslationTexts>;
  /**
   * Corrections of the code's own words (server/words/<language>.json), by where they are written (whereOf):
   * used instead of the code's translation while their English is the code's (code-overrides.ts).
   */
  code?: TranslationTexts;
  /** The texts reviewed, by where they are written (whereOf). */
  reviewed?: Record<string, ReviewMark>;
}
