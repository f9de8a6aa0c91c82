/**
 * The texts of pages.json and their translations in translations/<language>.json (docs/translating.md):
 * every text the rule of translatable.ts finds, translated or not yet.
 */
import { describeLocation } from '../validation/where.ts';
import { setInLaidOutJson } from './json-edit.ts';
import { type LoadedTranslations, parseTranslations } from './load.ts';
import { emptyTranslationFile } from './review-record.ts';
import { pageTexts, siteTexts, type TranslatableText } from './translatable.ts';
import type { LoadedSource, SourceContext, SourceText, TextSource } from './text-source.ts';
import type { TranslationTexts } from './file-shape.ts';

interface PagesShape {
  pages: { path: string }[];
}

/** The page of `pages.json` a translation file's page key names (exactly, or ignoring case and a final /). */
export function findPageIndex(data: PagesShape, path: string): number {
  const exact = data.pages.findIndex((page) => page.path === path);
  if (exact >= 0) return exact;
  const loose = (p: string) => p.toLowerCase().replace(/(.)\/+$/, '$1');
  return data.pages.findIndex((page) => loose(page.path) === loose(path));
}

export const pageTranslations: TextSource = {
  name: 'pages, menu and footer',
  load(context: SourceContext) {
    const file = `translations/${context.language}.json`;
    const json = context.read(file) ?? '';
    return pageTranslationTexts(context, json ? parseTranslations(json, file, context.language) : undefined);
  },
};

/** The texts of pages.json with their translations in a translation file already read (or none). */
export function pageTranslationTexts(context: SourceContext, loaded: LoadedTranslations | undefined): LoadedSource {
  const file = `translations/${context.language}.json`;
  const json = loaded?.source?.text ?? '';
  {
    const translations = loaded?.data;
    const pages = context.pagesData as PagesShape;
    // The file's own spelling of each page's key, so a text is written where the file already has its page.
    const keyOf = new Map<number, string>();
    for (const key of Object.keys(translations?.pages ?? {})) {
      const index = findPageIndex(pages, key);
      if (index >= 0 && !keyOf.has(index)) keyOf.set(index, key);
    }
    const texts: SourceText[] = [];
    const add = (found: TranslatableText[], given: TranslationTexts | undefined, at: string[], page?: string) => {
      for (const text of found) {
        const entry = given?.[text.pointer];
        const place = describeLocation(context.pagesData, text.segments).split(' > ');
        texts.push({
          file,
          key: `${page ?? 'site'} ${text.pointer}`,
          page: page ?? 'every page (menu, footer, site settings)',
          field: (page === undefined ? place : place.slice(1)).join(' > ').replace(/^site settings > /, ''),
          en: text.text,
          text: entry?.text ?? '',
          stale: !!entry && entry.text !== '' && entry.en !== text.text,
          segments: [...at, text.pointer, 'text'],
        });
      }
    };
    add(siteTexts(context.pagesData), translations?.site, ['site']);
    pages.pages.forEach((page, index) => {
      const key = keyOf.get(index) ?? page.path;
      add(pageTexts(context.pagesData, index), translations?.pages[key], ['pages', key], page.path);
    });
    return {
      file,
      json,
      source: loaded?.source,
      texts,
      problems: loaded?.problems ?? [],
      withText(current: string, text: SourceText, value: string) {
        const base = current || emptyTranslationFile(context.language);
        return setInLaidOutJson(base, text.segments.slice(0, -1), { en: text.en, text: value });
      },
    };
  }
}
