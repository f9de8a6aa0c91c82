/**
 * The languages the site speaks and how an address names one: English at `/`, Hindi under `/hi/`,
 * Telugu under `/te/`. Shared by the app, the build (scripts/) and the tests; no DOM, no React.
 */
export const LANGUAGES = ['en', 'hi', 'te'] as const;
export type Language = (typeof LANGUAGES)[number];
/** The languages given as overlays on the English pages.json (translations/<language>.json). */
export const TRANSLATED_LANGUAGES = ['hi', 'te'] as const satisfies readonly Language[];
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

/** Each language named in its own script, as the language switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी', te: 'తెలుగు' };

/** Each language named in English, for the team's e-mails, the staff area and the editor's sentences. */
export const LANGUAGE_NAMES_IN_ENGLISH: Record<Language, string> = { en: 'English', hi: 'Hindi', te: 'Telugu' };

/** A stored language code ("hi") named in English ("Hindi"); a code not of ours as it is. */
export const languageNameInEnglish = (code: string): string =>
  (LANGUAGE_NAMES_IN_ENGLISH as Record<string, string>)[code] ?? code;

/** The `lang` and `hreflang` value of each language's pages (BCP 47). */
export const LANGUAGE_TAGS: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN', te: 'te-IN' };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** A language read back from storage (the database, a link): English when missing or not one of ours. */
export const storedLanguage = (value: unknown): Language => (isLanguage(value) ? value : 'en');

/** The language an address is in: its first segment when that names a translated language, else English. */
export function languageOfPath(path: string): Language {
  const first = path.split(/[?#]/)[0].split('/')[1]?.toLowerCase() ?? '';
  return first !== 'en' && isLanguage(first) ? first : 'en';
}

/** The address without its language prefix: `/hi/history` is `/history`, `/hi` is `/`. */
export function pathWithoutLanguage(path: string): string {
  const language = languageOfPath(path);
  if (language === 'en') return path;
  const rest = path.slice(1 + language.length);
  return rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest;
}

/** A site address in `language`: `/history` in Hindi is `/hi/history`; the home page is `/hi/`. */
export function localisePath(path: string, language: Language): string {
  const bare = pathWithoutLanguage(path);
  if (language === 'en') return bare;
  return `/${language}${bare}`;
}
