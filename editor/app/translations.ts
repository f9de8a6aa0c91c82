/**
 * The Hindi and Telugu texts of the section being edited, from the translation files (docs/translating.md).
 * Which fields have them is decided by the checker's own rule (content/translations/translatable.ts), so
 * the editor offers a translation exactly where `npm run pages:check` expects one.
 */
import { pageTexts } from '../../content/translations/translatable.ts';
import type { TranslationEntry, TranslationFile } from '../../content/translations/file-shape.ts';
import type { PagesFile } from '../../content/types.ts';
import type { TranslatedLanguage } from '../../schema/api/languages.ts';

export type { TranslationEntry };
/** A translation file as the editor holds it: its shape (file-shape.ts) and the editor hint it keeps. */
export type TranslationData = TranslationFile & { $schema?: string };
export type Translations = Record<TranslatedLanguage, TranslationData>;

/** Each language named in English, for the editor's English sentences (LANGUAGE_NAMES names each in its own). */

/** The places (JSON Pointers inside the page) of the page's translatable texts, in the page's order. */
export const translatablePointers = (data: PagesFile, pageIndex: number): string[] =>
  pageTexts(data, pageIndex).map((text) => text.pointer);

export function entryOf(
  translations: Translations,
  language: TranslatedLanguage,
  pagePath: string,
  pointer: string,
): TranslationEntry | undefined {
  return translations[language].pages[pagePath]?.[pointer];
}

/** A translation that no longer matches its English: the page shows English until someone checks it. */
export const isStale = (entry: TranslationEntry | undefined, english: string) =>
  !!entry && entry.text !== '' && entry.en !== english;

/**
 * `record` with `key` set: in its place when it is there already, else before the first key that comes later
 * in `order`, so a new entry lands where `npm run translations:extract` would put it.
 */
export function withKey<T>(record: Record<string, T>, key: string, value: T, order: string[]): Record<string, T> {
  if (Object.hasOwn(record, key)) return { ...record, [key]: value };
  const rank = order.indexOf(key);
  const entries = Object.entries(record);
  const at = entries.findIndex(([other]) => rank >= 0 && order.indexOf(other) > rank);
  if (at < 0) return { ...record, [key]: value };
  return Object.fromEntries([...entries.slice(0, at), [key, value], ...entries.slice(at)]);
}

export interface TranslationEdit {
  language: TranslatedLanguage;
  pagePath: string;
  pointer: string;
  /** The English the translation is of now: it becomes the entry's `en`. */
  english: string;
  text: string;
}

/** The translations with one text set. An empty text for a text never translated adds nothing. */
export function withTranslation(
  translations: Translations,
  edit: TranslationEdit,
  data: PagesFile,
  pageIndex: number,
): Translations {
  const file = translations[edit.language];
  const group = file.pages[edit.pagePath] ?? {};
  if (edit.text === '' && !Object.hasOwn(group, edit.pointer)) return translations;
  const entry = { en: edit.english, text: edit.text };
  const nextGroup = withKey(group, edit.pointer, entry, translatablePointers(data, pageIndex));
  const pages = withKey(
    file.pages,
    edit.pagePath,
    nextGroup,
    data.pages.map((page) => page.path),
  );
  return { ...translations, [edit.language]: { ...file, pages } };
}

const SECTION_POINTER = /^\/blocks\/(0|[1-9]\d*)(?=\/|$)/;

/**
 * The translations after the page's sections were moved, removed or added: each translation follows its
 * section to its new place (`/blocks/N/...`), and those of a removed section go with it (undo brings them
 * back), so `npm run pages:check` never finds a translation pointing at the wrong section. Sections are
 * matched by identity: the editor keeps an unchanged section's object when it rearranges the list.
 */
export function withSectionsRearranged(
  translations: Translations,
  pagePath: string,
  before: readonly unknown[],
  after: readonly unknown[],
): Translations {
  return withSectionsMoved(
    translations,
    pagePath,
    before.map((block) => after.indexOf(block)),
  );
}

/**
 * The translations after each section `n` of the page went to place `newIndex[n]` (-1: removed). Their
 * entries are written in the page's order, as `npm run translations:extract` writes them: a section
 * moved up takes its translations up in the file too, so the files read in the order of the page.
 */
export function withSectionsMoved(
  translations: Translations,
  pagePath: string,
  newIndex: readonly number[],
): Translations {
  if (newIndex.every((to, from) => to === from)) return translations;
  const next = { ...translations };
  for (const language of Object.keys(translations) as TranslatedLanguage[]) {
    const group = translations[language].pages[pagePath];
    if (!group) continue;
    const moved: { section: number; entry: [string, TranslationEntry] }[] = [];
    for (const [pointer, entry] of Object.entries(group)) {
      const match = SECTION_POINTER.exec(pointer);
      if (!match) moved.push({ section: -1, entry: [pointer, entry] });
      else if (newIndex[Number(match[1])] >= 0) {
        const section = newIndex[Number(match[1])];
        moved.push({ section, entry: [`/blocks/${section}${pointer.slice(match[0].length)}`, entry] });
      }
    }
    // A stable sort: the page's own texts (title, description) first, then section by section.
    moved.sort((a, b) => a.section - b.section);
    const file = translations[language];
    next[language] = { ...file, pages: { ...file.pages, [pagePath]: Object.fromEntries(moved.map((m) => m.entry)) } };
  }
  return next;
}

/** The translations without a removed page's texts. */
export function withoutPage(translations: Translations, pagePath: string): Translations {
  const next = { ...translations };
  for (const language of Object.keys(translations) as TranslatedLanguage[]) {
    const file = translations[language];
    if (!file.pages[pagePath]) continue;
    const { [pagePath]: _removed, ...pages } = file.pages;
    next[language] = { ...file, pages };
  }
  return next;
}

/**
 * The translations without those of texts taken out of the page (an emptied title): `npm run pages:check`
 * refuses a translation of a field that is not there. Undo brings them back with the text.
 */
export function withoutTexts(translations: Translations, pagePath: string, pointers: string[]): Translations {
  if (pointers.length === 0) return translations;
  const next = { ...translations };
  for (const language of Object.keys(translations) as TranslatedLanguage[]) {
    const file = translations[language];
    const group = file.pages[pagePath];
    if (!group || !pointers.some((pointer) => Object.hasOwn(group, pointer))) continue;
    const kept = Object.fromEntries(Object.entries(group).filter(([pointer]) => !pointers.includes(pointer)));
    next[language] = { ...file, pages: { ...file.pages, [pagePath]: kept } };
  }
  return next;
}
