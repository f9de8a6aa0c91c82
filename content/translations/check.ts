/**
 * Checks each language's translations against pages.json (run by npm run pages:check, the build and the
 * dev server):
 *   error    a translation for a page, block or field that no longer exists, or for something that is not
 *            a text (an address, a name, a figure);
 *   warning  stale: pages.json's English is no longer the `en` it was translated from (shown in English);
 *   warning  missing: a text with no translation yet (shown in English), located in pages.json;
 *   warning  glossary: a text (of any file a reader's words come from: text-sources.ts) whose English has a
 *            key term that its translation does not write as translations/glossary.<language>.json says.
 * It also counts the texts a native speaker has reviewed (review-record.ts).
 */
import { basename } from 'node:path';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '../../schema/api/languages.ts';
import { headerWidthWarning } from '../validation/check-header-width.ts';
import { JsonSource } from '../validation/json-source.ts';
import { emphasisProblems } from './check-emphasis.ts';
import { checkEveryText, sourceContext, translationGlossaryProblems } from './check-sources.ts';
import { type FileProblem, type LoadedTranslations, loadTranslations, type TranslationTexts } from './load.ts';
import { resolvePointer } from './pointer.ts';
import type { ReviewCount } from './review-record.ts';
import { localiseSite } from './overlay.ts';
import { findPageIndex } from './source-page-translations.ts';
import { pageTexts, siteTexts, type TranslatableText } from './translatable.ts';

export { findPageIndex, sourceContext };

interface PagesShape {
  pages: { path: string }[];
}

export interface MissingText extends TranslatableText {
  line: number;
  column: number;
  /** The page's path, or undefined for the site settings. */
  page?: string;
}

export interface LanguageReport {
  language: TranslatedLanguage;
  file: string;
  exists: boolean;
  /** Errors and stale warnings, located in the translation file. */
  problems: FileProblem[];
  missing: MissingText[];
  total: number;
  translated: number;
  stale: number;
  /** The pages (undefined: the site settings) the file has at least one non-empty translation for. */
  touched: (string | undefined)[];
  /** Texts reviewed by a native speaker, per source of texts (empty when not counted). */
  review: ReviewCount[];
}

export function checkLanguage(
  pagesText: string,
  data: unknown,
  loaded: LoadedTranslations,
  language: TranslatedLanguage,
  pagesFile = 'pages.json',
): LanguageReport {
  const pages = data as PagesShape;
  const pagesSource = new JsonSource(pagesText);
  const problems = [...loaded.problems];
  const translations = loaded.data;
  let translated = 0;
  let stale = 0;
  const missing: MissingText[] = [];
  const touched = new Set<string | undefined>();

  const locate = (segments: (string | number)[], key?: string) =>
    loaded.source ? loaded.source.locate(segments, key) : { line: 1, column: 1 };

  /** Compares one group of translations with the texts it belongs to. */
  const compare = (
    texts: TranslatableText[],
    given: TranslationTexts | undefined,
    root: unknown,
    at: (string | number)[],
    pageName: string | undefined,
  ) => {
    const byPointer = new Map(texts.map((text) => [text.pointer, text]));
    const where = (pointer: string) => `${pageName ?? 'site'} > ${pointer}`;
    for (const [pointer, entry] of Object.entries(given ?? {})) {
      const position = locate([...at, pointer], pointer);
      const current = byPointer.get(pointer);
      if (!current) {
        const found = resolvePointer(root, pointer);
        problems.push({
          severity: 'error',
          file: loaded.file,
          ...position,
          where: where(pointer),
          message: found
            ? `${pageName ? 'this page' : 'the site settings'} has no translatable text here (${typeof found.value === 'string' ? `"${found.value.slice(0, 60)}" is an address, a name or a figure, which stay as they are` : 'it is a group of fields, not one text'}); delete this translation`
            : `${pageName ? 'this page has' : 'the site settings have'} nothing at ${pointer}: ${describeGone(root, pointer)} was removed or moved. Find its new place (npm run translations:extract -- ${language}) or delete this translation`,
        });
        continue;
      }
      if (entry.text === '') continue;
      touched.add(pageName);
      if (entry.en !== current.text) {
        stale++;
        problems.push({
          severity: 'warning',
          file: loaded.file,
          ...locate([...at, pointer, 'en']),
          where: where(pointer),
          message: `the English has changed since this was translated (now "${clip(current.text)}", was "${clip(entry.en)}"); it is shown in English until the translation is checked and "en" updated`,
        });
        continue;
      }
      translated++;
    }
    for (const text of texts) {
      const entry = given?.[text.pointer];
      if (entry && entry.text !== '') continue;
      missing.push({ ...text, ...pagesSource.locate(text.segments), ...(pageName ? { page: pageName } : {}) });
    }
  };

  const site = siteTexts(data);
  let total = site.length;
  compare(site, translations?.site, (data as { site?: unknown }).site, ['site'], undefined);
  const pageIndexes = new Map<number, string>();
  for (const [path, given] of Object.entries(translations?.pages ?? {})) {
    const index = findPageIndex(pages, path);
    if (index < 0) {
      problems.push({
        severity: 'error',
        file: loaded.file,
        ...locate(['pages', path], path),
        where: path,
        message: `pages.json has no page "${path}": was it removed or its path changed? Move these translations to the page's new path or delete them`,
      });
      continue;
    }
    pageIndexes.set(index, path);
    compare(pageTexts(data, index), given, pages.pages[index], ['pages', path], path);
  }
  pages.pages.forEach((page, index) => {
    const texts = pageTexts(data, index);
    total += texts.length;
    if (!pageIndexes.has(index)) compare(texts, undefined, page, ['pages', page.path], page.path);
  });
  const header = headerWidthWarning(localiseSite(data as { site: object }, translations).site, language);
  if (header)
    problems.push({
      severity: 'warning',
      file: loaded.file,
      // At the menu's first label in the translation file, where this language's words are changed.
      ...locate(['site', '/navigation/0/label'], '/navigation/0/label'),
      where: 'site > navigation',
      message: header,
    });
  problems.push(...emphasisProblems(data, translations, pageIndexes, loaded.file, locate));
  // The glossary's word on each translated text, here so that every caller (the editor too) gets it.
  problems.push(...translationGlossaryProblems(pagesText, data, loaded, language));
  missing.sort((a, b) => a.line - b.line || a.column - b.column);
  for (const problem of problems) if (!problem.file) problem.file = pagesFile;
  return {
    language,
    file: loaded.file,
    exists: !!loaded.source,
    problems,
    missing,
    total,
    translated,
    stale,
    touched: [...touched],
    review: [],
  };
}

/**
 * Every language's report; `dir` holds the translation files, and its parent is the folder of pages.json,
 * from which the other files of texts are named.
 */
export function checkTranslations(
  pagesText: string,
  data: unknown,
  dir = 'translations',
  pagesFile = 'pages.json',
): LanguageReport[] {
  return TRANSLATED_LANGUAGES.map((language) => {
    const report = checkLanguage(pagesText, data, loadTranslations(language, dir), language, pagesFile);
    const { problems, review } = checkEveryText(dir, language, pagesText, data, basename(pagesFile));
    report.problems.push(...problems);
    report.review = review;
    return report;
  });
}

const clip = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}...` : text);

/** What is gone: the section (block) when there is no block at that place any more, else the field. */
function describeGone(root: unknown, pointer: string): string {
  const block = /^\/blocks\/(\d+)/.exec(pointer);
  if (block && !resolvePointer(root, block[0])) return `the section at /blocks/${block[1]}`;
  return 'the field';
}
