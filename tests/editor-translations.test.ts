// @vitest-environment node
// The editor's Hindi and Telugu edits (editor/app/translations.ts): where a new entry lands, a stale one,
// and translations following their section when sections are moved, added or removed.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { PagesFile } from '../content/types.ts';
import {
  isStale,
  translatablePointers,
  type Translations,
  withoutPage,
  withSectionsRearranged,
  withTranslation,
} from '../editor/app/translations.ts';

const data = JSON.parse(readFileSync('pages.json', 'utf8')) as PagesFile;
const load = (language: 'hi' | 'te') => JSON.parse(readFileSync(`translations/${language}.json`, 'utf8'));
const translations = (): Translations => ({ hi: load('hi'), te: load('te') });
const home = data.pages.findIndex((page) => page.path === '/');

describe('editing a translation', () => {
  it("sets the text and the English it was made from, in the entry's place", () => {
    const before = translations();
    const keys = Object.keys(before.hi.pages['/']);
    const english = 'A new heading';
    const after = withTranslation(
      before,
      { language: 'hi', pagePath: '/', pointer: '/blocks/0/heading', english, text: 'नया शीर्षक' },
      data,
      home,
    );
    expect(after.hi.pages['/']['/blocks/0/heading']).toEqual({ en: english, text: 'नया शीर्षक' });
    expect(Object.keys(after.hi.pages['/'])).toEqual(keys);
    expect(after.te).toBe(before.te);
  });

  it("puts a text translated for the first time where the extractor would: in the page's order", () => {
    const before = translations();
    const pointers = translatablePointers(data, home);
    const third = pointers[2];
    delete before.hi.pages['/'][third];
    const after = withTranslation(
      before,
      { language: 'hi', pagePath: '/', pointer: third, english: 'x', text: 'क' },
      data,
      home,
    );
    expect(Object.keys(after.hi.pages['/']).indexOf(third)).toBe(Object.keys(load('hi').pages['/']).indexOf(third));
  });

  it('adds nothing for an empty text never translated', () => {
    const before = translations();
    delete before.hi.pages['/']['/blocks/0/heading'];
    const edit = { language: 'hi' as const, pagePath: '/', pointer: '/blocks/0/heading', english: 'x', text: '' };
    expect(withTranslation(before, edit, data, home)).toBe(before);
  });

  it('calls a translation stale when its English is no longer the text, unless it is empty', () => {
    expect(isStale({ en: 'Old', text: 'पुराना' }, 'New')).toBe(true);
    expect(isStale({ en: 'New', text: 'नया' }, 'New')).toBe(false);
    expect(isStale({ en: 'Old', text: '' }, 'New')).toBe(false);
  });
});

describe('rearranging sections', () => {
  const blocks = data.pages[home].blocks;

  it('moves the translations of swapped sections with them', () => {
    const before = translations();
    const swapped = [blocks[1], blocks[0], ...blocks.slice(2)];
    const after = withSectionsRearranged(before, '/', blocks, swapped);
    expect(after.hi.pages['/']['/blocks/1/heading']).toEqual(before.hi.pages['/']['/blocks/0/heading']);
    expect(after.te.pages['/']['/blocks/0/heading']).toEqual(before.te.pages['/']['/blocks/1/heading']);
    expect(after.hi.pages['/']['/title']).toEqual(before.hi.pages['/']['/title']);
  });

  it("drops a removed section's translations and shifts those after it; nothing changes when nothing moved", () => {
    const before = translations();
    const after = withSectionsRearranged(before, '/', blocks, blocks.slice(1));
    expect(after.hi.pages['/']['/blocks/0/heading']).toEqual(before.hi.pages['/']['/blocks/1/heading']);
    expect(Object.keys(after.hi.pages['/']).some((key) => key.startsWith(`/blocks/${blocks.length - 1}/`))).toBe(false);
    expect(withSectionsRearranged(before, '/', blocks, [...blocks])).toBe(before);
  });

  it('keeps the file in page order: a section moved up takes its entries up in the file (#26)', () => {
    const before = translations();
    const last = blocks.length - 1;
    const moved = [blocks[last], ...blocks.slice(0, last)];
    const after = withSectionsRearranged(before, '/', blocks, moved);
    const keys = Object.keys(after.hi.pages['/']);
    const sections = keys
      .map((key) => /^\/blocks\/(\d+)/.exec(key)?.[1])
      .filter((n) => n !== undefined)
      .map(Number);
    expect(sections).toEqual([...sections].sort((a, b) => a - b));
    expect(keys.indexOf('/title')).toBeLessThan(keys.findIndex((key) => key.startsWith('/blocks/')));
    expect(after.hi.pages['/']['/blocks/0/heading']).toEqual(before.hi.pages['/'][`/blocks/${last}/heading`]);
  });

  it("drops a removed page's translations", () => {
    const after = withoutPage(translations(), '/');
    expect(after.hi.pages['/']).toBeUndefined();
    expect(after.te.pages['/']).toBeUndefined();
  });
});
