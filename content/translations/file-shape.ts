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

export interface TranslationFile {
  language: TranslatedLanguage;
  review: string;
  site: TranslationTexts;
  pages: Record<string, TranslationTexts>;
}
