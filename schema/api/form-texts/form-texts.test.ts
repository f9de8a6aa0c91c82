// The Hindi and Telugu form texts are whole and in their script: every text of the English table has
// its translation (the types say so too), none left in English, the placeholders of each template kept,
// and every English sentence the server says has a translation to be found by.
import { describe, expect, it } from 'vitest';
import { FORM_TEXTS, translateSentence } from './index.ts';

type Texts = Record<string, unknown>;
const SCRIPTS = { hi: /[\u0900-\u097F]/, te: /[\u0C00-\u0C7F]/ } as const;

/** Every text of a table with its place (messages.contactStored, guardian.name...). */
function texts(table: Texts, prefix = ''): [string, string][] {
  return Object.entries(table).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : texts(value as Texts, `${prefix}${key}.`),
  );
}

const english = new Map(texts(FORM_TEXTS.en as unknown as Texts));
const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();

describe.each(['hi', 'te'] as const)('the %s form texts', (language) => {
  const translated = new Map(texts(FORM_TEXTS[language] as unknown as Texts));

  it('translate every English text, in their own script, keeping each placeholder', () => {
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [place, text] of translated) {
      expect(text, place).toMatch(SCRIPTS[language]);
      expect(placeholders(text), place).toEqual(placeholders(english.get(place) ?? ''));
    }
  });

  it('find the translation of each English sentence the server says', () => {
    for (const [place, sentence] of english) {
      if (sentence.includes('{') || !/[.!?]$/.test(sentence)) continue;
      expect(translateSentence(sentence, language), place).toBe(translated.get(place));
    }
  });
});
