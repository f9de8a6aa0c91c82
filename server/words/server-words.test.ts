// @vitest-environment node
// The server's Hindi and Telugu words are whole and in their script, as the forms' words are
// (schema/api/form-texts): every English text has its translation, none empty, none left in English,
// each keeping its template's placeholders (none lost, none added); none holds markup, which the code
// adds around them; and fillHtml escapes the words but not the HTML values put into them.
import { describe, expect, it } from 'vitest';
import { placeholdersOf } from '../../schema/api/templates.ts';
import english from './en.json' with { type: 'json' };
import hindi from './hi.json' with { type: 'json' };
import { fillHtml, SERVER_WORDS } from './index.ts';
import telugu from './te.json' with { type: 'json' };

const SCRIPTS = { hi: /[\u0900-\u097F]/, te: /[\u0C00-\u0C7F]/ } as const;

/** Every text of a table with its place (guardianPage.intro, guardianPage.defaultNotice.2...). */
function texts(table: unknown, place = ''): [string, unknown][] {
  if (table && typeof table === 'object') {
    return Object.entries(table).flatMap(([key, value]) => texts(value, place ? `${place}.${key}` : key));
  }
  return [[place, table]];
}

const englishTexts = new Map(texts(english.texts));

describe('the English server words', () => {
  it('are plain texts, none empty, none with markup', () => {
    expect(englishTexts.size).toBeGreaterThan(80);
    for (const [place, text] of englishTexts) {
      expect(typeof text, place).toBe('string');
      expect((text as string).trim(), place).not.toBe('');
      expect(text, place).not.toMatch(/<\/?[a-z]/i);
    }
  });
});

describe.each([
  ['hi', hindi],
  ['te', telugu],
] as const)('the %s server words', (language, file) => {
  const translated = new Map(texts(file.texts));

  it('translate every English text and no other, in their own script, keeping each placeholder', () => {
    expect([...translated.keys()].sort()).toEqual([...englishTexts.keys()].sort());
    for (const [place, text] of translated) {
      expect(typeof text, place).toBe('string');
      expect((text as string).trim(), place).not.toBe('');
      expect(text, place).toMatch(SCRIPTS[language]);
      expect(text, place).not.toMatch(/<\/?[a-z]/i);
      expect(placeholdersOf(text as string), place).toEqual(placeholdersOf(englishTexts.get(place) as string));
    }
  });

  it('are the ones the server speaks, marked for a native speaker’s review', () => {
    expect(SERVER_WORDS[language]).toBe(file.texts);
    expect(file.language).toBe(language);
    expect(file.review).toBe('needs review by a native speaker');
  });
});

describe('fillHtml', () => {
  it('escapes the words and puts in the values as the HTML they are', () => {
    const filled = fillHtml('Ask <now> & {link}, {who}', { link: '<a href="/x">here</a>', who: 'Ravi &amp; Sita' });
    expect(filled).toBe('Ask &lt;now&gt; &amp; <a href="/x">here</a>, Ravi &amp; Sita');
  });

  it('leaves a placeholder without a value as written, and fills each one once', () => {
    expect(fillHtml('{a} {b}', { a: '{b}' })).toBe('{b} {b}');
  });
});
