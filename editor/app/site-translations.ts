/**
 * The Hindi and Telugu of the menu, the footer and the other site settings (the translation files' `site`):
 * which texts take one is the checker's rule (siteTexts), and a new entry lands where
 * `npm run translations:extract` would put it. The site shows each of these texts translated on its own.
 */
import { resolvePointer } from '../../content/translations/pointer.ts';
import { siteTexts } from '../../content/translations/translatable.ts';
import type { PagesFile } from '../../content/types.ts';
import type { TranslatedLanguage } from '../../schema/api/languages.ts';
import { type Translations, withKey } from './translations.ts';

export const siteTranslatablePointers = (data: PagesFile): string[] => siteTexts(data).map((text) => text.pointer);

export function withSiteTranslation(
  translations: Translations,
  edit: { language: TranslatedLanguage; pointer: string; english: string; text: string },
  data: PagesFile,
): Translations {
  const file = translations[edit.language];
  const site = file.site ?? {};
  if (edit.text === '' && !Object.hasOwn(site, edit.pointer)) return translations;
  const next = withKey(site, edit.pointer, { en: edit.english, text: edit.text }, siteTranslatablePointers(data));
  return { ...translations, [edit.language]: { ...file, site: next } };
}

/** The translations without those of site texts `next` no longer has (taken out); Undo brings them back. */
export function withoutGoneSiteTexts(translations: Translations, before: PagesFile, next: PagesFile): Translations {
  const kept = new Set(siteTranslatablePointers(next));
  // A text emptied for a moment keeps its translations (typed again, they are marked for a check).
  const gone = siteTranslatablePointers(before).filter(
    (pointer) => !kept.has(pointer) && resolvePointer(next.site, pointer)?.value !== '',
  );
  if (gone.length === 0) return translations;
  const out = { ...translations };
  for (const language of Object.keys(translations) as TranslatedLanguage[]) {
    const site = translations[language].site ?? {};
    if (!gone.some((pointer) => Object.hasOwn(site, pointer))) continue;
    const left = Object.fromEntries(Object.entries(site).filter(([pointer]) => !gone.includes(pointer)));
    out[language] = { ...translations[language], site: left };
  }
  return out;
}
