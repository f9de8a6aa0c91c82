/**
 * The sections a language's pages show in English although part of them is translated. The build
 * shows a section in Hindi or Telugu only when every text of it has a current translation (overlay.ts), so
 * changing one heading, or adding one button, sends the whole translated section back to English on /hi/
 * or /te/. An editor says so at the section, naming the texts that need a translation again. Sections with
 * no translation at all are left out: they are simply not translated yet, which the missing count says.
 */
import type { TranslatedLanguage } from '../../schema/api/languages.ts';
import type { TranslationFile } from './file-shape.ts';
import { localisePage } from './overlay.ts';
import { pageTexts, type TranslatableText } from './translatable.ts';

export interface SectionFallback {
  language: TranslatedLanguage;
  pageIndex: number;
  section: number;
  /** Its texts with no current translation: changed since translated, new, or never translated. */
  untranslated: TranslatableText[];
}

interface PagesShape {
  pages: { path: string }[];
}

export function sectionFallbacks(
  data: PagesShape,
  language: TranslatedLanguage,
  translations: TranslationFile | undefined,
): SectionFallback[] {
  if (!translations) return [];
  const found: SectionFallback[] = [];
  data.pages.forEach((page, pageIndex) => {
    const { englishBlocks } = localisePage(data, pageIndex, translations);
    if (englishBlocks.length === 0) return;
    const given = translations.pages[page.path] ?? {};
    const texts = pageTexts(data, pageIndex);
    for (const section of englishBlocks) {
      const own = texts.filter((text) => text.pointer.startsWith(`/blocks/${section}/`));
      const current = (text: TranslatableText) => {
        const entry = given[text.pointer];
        return !!entry && entry.text !== '' && entry.en === text.text;
      };
      if (!own.some(current)) continue;
      found.push({ language, pageIndex, section, untranslated: own.filter((text) => !current(text)) });
    }
  });
  return found;
}
