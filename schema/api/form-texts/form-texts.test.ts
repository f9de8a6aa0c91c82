// The Hindi and Telugu form texts are whole and in their script: every text of the English table has
// its translation (the types say so too), none left in English, the placeholders of each template kept,
// and every English sentence the server says has a translation to be found by.
import { describe, expect, it } from 'vitest';
import { FORM_TEXTS, fill, translateSentence } from './index.ts';

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

describe('the Hindi sentences with a field’s name in them', () => {
  // Hindi verbs and adjectives agree with the noun's gender (नाम बहुत लंबा है, जन्म तिथि बहुत लंबी है): a
  // sentence that puts a field's name before such a word is wrong for half the fields. Each one puts the name
  // before a postposition (में, के लिए), an infinitive (भरना) or सही ... है, none of which agree with it.
  const AGREEING = /\{label\}(?! (?:में|के लिए|भरना|सही)(?:\s|।|$))/u;

  it('hold for a field of either gender', () => {
    for (const [key, sentence] of Object.entries(FORM_TEXTS.hi.validation))
      expect(sentence, `validation.${key}: ${sentence}`).not.toMatch(AGREEING);
  });

  it('read right with a masculine and a feminine field', () => {
    const maxLength = FORM_TEXTS.hi.validation.maxLength;
    for (const label of [FORM_TEXTS.hi.titles.name, FORM_TEXTS.hi.titles.dateOfBirth])
      expect(fill(maxLength, { label, limit: 100 })).toBe(`${label} में अधिकतम 100 अक्षर हो सकते हैं।`);
  });
});

describe.each(['hi', 'te'] as const)('the %s form texts file', (language) => {
  it('stays marked for review by a native speaker', async () => {
    const file = (await import(`./${language}.json`, { with: { type: 'json' } })).default as { review: string };
    expect(file.review).toBe('needs review by a native speaker');
  });
});
