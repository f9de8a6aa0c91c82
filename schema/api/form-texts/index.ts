// Every language's form texts, for the server and the build (the browser gets one language's:
// English from the code, Hindi or Telugu from its page's data).
import type { NoticeLanguage as Language } from '../privacy-notice.ts';
import { type FormTexts, formTexts as en } from './en.ts';
import { formTexts as hi } from './hi.ts';
import { formTexts as te } from './te.ts';

export type { FormTexts };
export const FORM_TEXTS: Record<Language, FormTexts> = { en, hi, te };

export { fill } from '../templates.ts';

/**
 * A sentence we wrote in English (a catalogue message, a server sentence) in `language`; a sentence
 * not in the tables (or already translated) comes back as it is.
 */
export function translateSentence(english: string, language: Language): string {
  if (language === 'en') return english;
  return sentenceIndex(language).get(english) ?? english;
}

const indexes = new Map<Language, Map<string, string>>();

function sentenceIndex(language: Language): Map<string, string> {
  let index = indexes.get(language);
  if (index) return index;
  index = new Map();
  const pairs = (english: Record<string, unknown>, other: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(english))
      if (typeof value === 'string' && typeof other[key] === 'string' && !value.includes('{'))
        index?.set(value, other[key] as string);
  };
  const target = FORM_TEXTS[language];
  pairs(en.messages, target.messages);
  pairs(en.catalogue, target.catalogue);
  pairs(en.server, target.server);
  pairs(en.validation, target.validation);
  pairs(en.descriptions, target.descriptions);
  pairs(en as unknown as Record<string, unknown>, target as unknown as Record<string, unknown>);
  indexes.set(language, index);
  return index;
}
