// The site's languages as the server knows them (the front end has its own, src/shared/i18n/languages.ts:
// the two never import each other): which values name one, a stored language read back, the `lang` of a
// page the server draws, and a site address in a language.
import type { NoticeLanguage as Language } from '../../schema/api/privacy-notice.ts';

export type { Language };
export const LANGUAGES: readonly Language[] = ['en', 'hi', 'te'];

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** A language read back from the database (or a link): English when missing or not one of ours. */
export const storedLanguage = (value: unknown): Language => (isLanguage(value) ? value : 'en');

/** The `<html lang>` of a page the server draws. */
export const HTML_LANG: Record<Language, string> = { en: 'en', hi: 'hi-IN', te: 'te-IN' };

/** `/hi/JoinUs` is Hindi; an address without a language prefix is English. */
export function languageOfPath(path: string): Language {
  const first = path.split(/[?#]/)[0].split('/')[1]?.toLowerCase();
  return first !== 'en' && isLanguage(first) ? first : 'en';
}

/** A site address in a language: `/your-data` in Hindi is `/hi/your-data`. */
export const pathIn = (language: Language, path: string): string => (language === 'en' ? path : `/${language}${path}`);
