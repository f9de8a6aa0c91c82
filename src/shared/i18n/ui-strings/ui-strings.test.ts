// The Hindi and Telugu words around the content are whole and in their script: every text of en.json has
// its translation, none left in English, each template keeps its placeholders, and what the code calls
// fills them.
import { describe, expect, it } from 'vitest';
import { placeholdersOf } from '../../../../schema/api/templates.ts';
import english from './en.json' with { type: 'json' };
import hindiFile from './hi.json' with { type: 'json' };
import { uiStrings as hindi } from './hi.ts';
import teluguFile from './te.json' with { type: 'json' };

const SCRIPTS = { hi: /[\u0900-\u097F]/, te: /[\u0C00-\u0C7F]/ } as const;

describe.each([
  ['hi', hindiFile],
  ['te', teluguFile],
] as const)('the %s words around the content', (language, file) => {
  it('translate every English text, in their own script, keeping each placeholder', () => {
    expect(Object.keys(file.texts).sort()).toEqual(Object.keys(english.texts).sort());
    for (const [key, text] of Object.entries(file.texts)) {
      expect(text, key).toMatch(SCRIPTS[language]);
      expect(placeholdersOf(text), key).toEqual(placeholdersOf(english.texts[key as keyof typeof english.texts]));
    }
  });

  it('stay marked for a native speaker’s review', () => {
    expect(file.review).toBe('needs review by a native speaker');
  });
});

describe('the functions made from the templates', () => {
  it('fill every placeholder', () => {
    expect(hindi.callUs('+91 90000 00000')).toContain('+91 90000 00000');
    expect(hindi.showItem(hindi.slide, 2, 5)).not.toMatch(/[{}]/);
    const on = hindi.personOn('Core Team Member 1', 'LinkedIn');
    expect(on).toContain('Core Team Member 1');
    expect(on).toContain('LinkedIn');
  });
});
