// A Hindi or Telugu page's form messages (schema/api/form-texts/hi.ts, te.ts): loaded with the form's
// checks, after the page is up, and only the page's own language; English pages load none (their
// words are in the code). Nobody needs them before sending the form.
import type { FormTexts } from '../../../schema/api/form-texts/en.ts';
import type { Language } from '../../../schema/api/languages.ts';

const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<{ formTexts: FormTexts }>> = {
  hi: () => import('../../../schema/api/form-texts/hi.ts'),
  te: () => import('../../../schema/api/form-texts/te.ts'),
};

const loaded = new Map<Language, FormTexts>();

/** The table once loaded (so a send then checks at once, in the same task as the click). */
export const loadedFormTexts = (language: Language): FormTexts | undefined => loaded.get(language);

/** English: undefined (the code's own words); a table that cannot load (offline) is tried again next time. */
export async function loadFormTexts(language: Language): Promise<FormTexts | undefined> {
  if (language === 'en') return undefined;
  const known = loaded.get(language);
  if (known) return known;
  try {
    const { formTexts } = await LOADERS[language]();
    loaded.set(language, formTexts);
    return formTexts;
  } catch {
    return undefined;
  }
}
