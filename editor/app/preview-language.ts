/**
 * What the preview shows of the selected section in a language. Hindi and Telugu go through the build's own
 * overlay (scripts/lib/translations/overlay.ts, as scripts/vite-plugin-pages.ts calls it), applied to the
 * editor's unsaved pages and translations: a section is in the language only when all its texts have a
 * current translation, otherwise it stays English and is marked so (`english`), as the built site shows it.
 */
import { localisePage } from '../../scripts/lib/translations/overlay.ts';
import type { Block, PagesFile } from '../../src/shared/content/types.ts';
import type { Language } from '../../src/shared/i18n/languages.ts';
import type { Translations } from './translations.ts';

export interface PreviewSection {
  block: Block | undefined;
  language: Language;
  /** Shown in English on a Hindi or Telugu page (wrapped in lang="en" by the site's PageBlocks). */
  english: boolean;
}

export function previewSection(
  data: PagesFile,
  translations: Translations,
  pageIndex: number,
  section: number,
  language: Language,
): PreviewSection {
  const original = data.pages[pageIndex]?.blocks[section];
  if (language === 'en' || !original) return { block: original, language, english: false };
  const { page, englishBlocks } = localisePage(data, pageIndex, translations[language]);
  return { block: page.blocks[section], language, english: englishBlocks.includes(section) };
}
