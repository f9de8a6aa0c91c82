/**
 * What the previews show in a language: the page, or one section of it. Hindi and Telugu go through the
 * build's own overlay (content/translations/overlay.ts, as scripts/build/vite-plugin-pages.ts calls it), applied to
 * the editor's unsaved pages and translations: a section is in the language only when all its texts have a
 * current translation, otherwise it stays English and is marked so (`englishBlocks`), as the built site shows it.
 */
import { localisePage } from '../../content/translations/overlay.ts';
import type { Block, PagesFile } from '../../content/types.ts';
import type { Language } from '../../schema/api/languages.ts';
import type { Translations } from './translations.ts';

export interface PreviewContent {
  blocks: Block[];
  language: Language;
  /** Positions of the sections shown in English on a Hindi or Telugu page (wrapped in lang="en" by PageBlocks). */
  englishBlocks: number[];
  /** The section to bring into view (the whole-page preview follows the selected section). */
  scrollTo?: number;
}

/** The whole page in the language. */
export function previewPage(data: PagesFile, translations: Translations, pageIndex: number, language: Language) {
  const original = data.pages[pageIndex];
  if (!original) return { blocks: [], language, englishBlocks: [] };
  if (language === 'en') return { blocks: original.blocks, language, englishBlocks: [] };
  const { page, englishBlocks } = localisePage(data, pageIndex, translations[language]);
  return { blocks: page.blocks, language, englishBlocks };
}

/** One section of the page, as `previewPage` shows it. */
export function previewSection(page: PreviewContent, section: number): PreviewContent & { english: boolean } {
  const block = page.blocks[section];
  const english = page.englishBlocks.includes(section);
  return { blocks: block ? [block] : [], language: page.language, englishBlocks: english ? [0] : [], english };
}
