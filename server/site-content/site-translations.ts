// The translations of the site's texts (translations/<language>.json beside the pages file, or a published
// revision's), so the server's e-mails and pages name things as the visitor's own page did: the join form's
// centres in Hindi and Telugu (not "General Volunteer के साथ स्वयंसेवा…"). The build and
// `npm run pages:check` check these files; a missing or unreadable file leaves that language's names in
// English, as the site itself then shows them.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TranslationFile } from '../../content/translations/file-shape.ts';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '../../schema/api/languages.ts';

export type SiteTranslations = Partial<Record<TranslatedLanguage, TranslationFile>>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Each language's file given as text, for each language that has a usable one. */
export function parseSiteTranslations(
  texts: Partial<Record<TranslatedLanguage, string | undefined>>,
): SiteTranslations {
  const found: SiteTranslations = {};
  for (const language of TRANSLATED_LANGUAGES) {
    const text = texts[language];
    if (text === undefined) continue;
    try {
      const data: unknown = JSON.parse(text);
      if (isObject(data) && isObject(data.site) && isObject(data.pages))
        found[language] = data as unknown as TranslationFile;
    } catch {
      // Not JSON: the build and pages:check say where; the names stay in English meanwhile.
    }
  }
  return found;
}

/** translations/<language>.json in `dir` (the pages file's folder), for each language that has a usable one. */
export function readSiteTranslations(dir: string): SiteTranslations {
  const file = (language: TranslatedLanguage) => path.join(dir, 'translations', `${language}.json`);
  return parseSiteTranslations(
    Object.fromEntries(
      TRANSLATED_LANGUAGES.map((language) => [
        language,
        existsSync(file(language)) ? readFileSync(file(language), 'utf8') : undefined,
      ]),
    ),
  );
}
