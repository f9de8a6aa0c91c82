import { createContext, useContext } from 'react';
import type { Language } from '../../../schema/api/languages.ts';
import { type UiStrings, uiStrings as englishStrings } from './ui-strings/en.ts';

export interface PageLanguage {
  language: Language;
  /** The words around the content, in the page's language. */
  strings: UiStrings;
  /** Texts of the menus and footer shown in English for want of a translation: marked lang="en". */
  englishTexts: ReadonlySet<string>;
}

const noEnglishTexts: ReadonlySet<string> = new Set();

/** The page's language, set once by the app from the address (/, /hi/, /te/). */
export const PageLanguageContext = createContext<PageLanguage>({
  language: 'en',
  strings: englishStrings,
  englishTexts: noEnglishTexts,
});

/** The context value for a site's data in one language and that language's strings. */
export function pageLanguageOf(
  language: Language,
  strings: UiStrings | undefined,
  englishTexts: string[] = [],
): PageLanguage {
  return { language, strings: strings ?? englishStrings, englishTexts: new Set(englishTexts) };
}

export const usePageLanguage = () => useContext(PageLanguageContext);
export const useUiStrings = () => useContext(PageLanguageContext).strings;
