// What changed between two revisions, page by page: for pages.json each page (by address) and the site
// settings, and for each language the translations of each page and of the settings. A page's changes are
// listed as the values that differ, located by JSON pointer (at most MAX_FIELDS per page: a page rewritten
// from top to bottom says so in its first fields, not in hundreds).
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '../../schema/api/languages.ts';
import type { FieldChange, PageDiff } from '../../schema/api/publishing.ts';
import type { ContentFiles } from './content-files.ts';

const MAX_FIELDS = 50;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const pointerSegment = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** The values that differ between `before` and `after`, deepest first found, by JSON pointer. */
export function fieldChanges(before: unknown, after: unknown, at = '', found: FieldChange[] = []): FieldChange[] {
  if (found.length >= MAX_FIELDS) return found;
  if (Array.isArray(before) && Array.isArray(after)) {
    for (let i = 0; i < Math.max(before.length, after.length); i++)
      if (i >= before.length) found.push({ pointer: `${at}/${i}`, after: after[i] });
      else if (i >= after.length) found.push({ pointer: `${at}/${i}`, before: before[i] });
      else fieldChanges(before[i], after[i], `${at}/${i}`, found);
    return found.slice(0, MAX_FIELDS);
  }
  if (isObject(before) && isObject(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      const pointer = `${at}/${pointerSegment(key)}`;
      if (!(key in before)) found.push({ pointer, after: after[key] });
      else if (!(key in after)) found.push({ pointer, before: before[key] });
      else fieldChanges(before[key], after[key], pointer, found);
    }
    return found.slice(0, MAX_FIELDS);
  }
  if (JSON.stringify(before) !== JSON.stringify(after)) found.push({ pointer: at || '/', before, after });
  return found;
}

interface PagesShape {
  site?: unknown;
  pages?: { path: string }[];
}
interface TranslationShape {
  site?: unknown;
  pages?: Record<string, unknown>;
}

const parse = <T>(text: string): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return {} as T;
  }
};

function compare(
  language: PageDiff['language'],
  before: Map<string, unknown>,
  after: Map<string, unknown>,
  diffs: PageDiff[],
) {
  for (const page of new Set([...before.keys(), ...after.keys()])) {
    const old = before.get(page);
    const now = after.get(page);
    if (old === undefined && now !== undefined) diffs.push({ page, language, change: 'added', fields: [] });
    else if (now === undefined && old !== undefined) diffs.push({ page, language, change: 'removed', fields: [] });
    else {
      const fields = fieldChanges(old, now);
      if (fields.length) diffs.push({ page, language, change: 'changed', fields });
    }
  }
}

const englishPages = (data: PagesShape) =>
  new Map<string, unknown>([
    ['site', data.site],
    ...(data.pages ?? []).map((page) => [page.path, page] as [string, unknown]),
  ]);

const translatedPages = (data: TranslationShape) =>
  new Map<string, unknown>([
    ...(data.site && Object.keys(data.site).length ? [['site', data.site] as [string, unknown]] : []),
    ...Object.entries(data.pages ?? {}),
  ]);

/** Every page that differs, in English and in each language, in the order of the newer revision. */
export function diffContent(from: ContentFiles, to: ContentFiles): PageDiff[] {
  const diffs: PageDiff[] = [];
  compare('en', englishPages(parse(from.pagesText)), englishPages(parse(to.pagesText)), diffs);
  for (const language of TRANSLATED_LANGUAGES as readonly TranslatedLanguage[])
    compare(
      language,
      translatedPages(parse(from.translations[language])),
      translatedPages(parse(to.translations[language])),
      diffs,
    );
  return diffs;
}
