import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { PagesFile } from '../types.ts';
import type { TranslationFile } from './load.ts';
import { localisePage, localiseSite } from './overlay.ts';

const dir = join(dirname(fileURLToPath(import.meta.url)), '../../tests/fixtures/translations');
const pages = JSON.parse(readFileSync(join(dir, 'pages.json'), 'utf8')) as PagesFile;

const hindi: TranslationFile = {
  language: 'hi',
  review: 'needs review by a native speaker',
  site: {
    '/navigation/0/label': { en: 'Home', text: 'मुखपृष्ठ' },
    '/footer/credit': { en: 'Old credit', text: 'पुराना श्रेय' },
  },
  pages: {
    '/': {
      '/description': { en: 'Home of the test foundation.', text: 'परीक्षण संस्था का मुखपृष्ठ।' },
      '/blocks/0/heading': { en: 'Welcome', text: 'स्वागत है' },
      '/blocks/1/text': { en: 'Education and nutrition.', text: 'शिक्षा और पोषण।' },
    },
  },
};

describe('laying a translation over pages.json', () => {
  it('translates a section only when all its texts are translated; the others stay English and are listed', () => {
    const { page, englishBlocks } = localisePage(pages, 0, hindi);
    expect(page.description).toBe('परीक्षण संस्था का मुखपृष्ठ।');
    // Block 0 (hero) has untranslated alt and button texts: it stays wholly English.
    expect(page.blocks[0]).toEqual(pages.pages[0].blocks[0]);
    expect((page.blocks[1] as { text?: string }).text).toBe('शिक्षा और पोषण।');
    expect(englishBlocks).toEqual([0]);
    // pages.json itself is untouched.
    expect((pages.pages[0].blocks[1] as { text?: string }).text).toBe('Education and nutrition.');
  });

  it('a page with no translations is English throughout, every section marked', () => {
    expect(localisePage(pages, 1, hindi).englishBlocks).toEqual([0, 1, 2]);
  });

  it('translates the site settings text by text; stale and missing ones stay English and are listed', () => {
    const { site, englishTexts } = localiseSite(pages, hindi);
    expect(site.navigation[0].label).toBe('मुखपृष्ठ');
    expect(site.footer.credit).toBe('Test credit');
    expect(englishTexts).toContain('Test credit');
    expect(englishTexts).toContain('Our story');
    expect(englishTexts).not.toContain('Home');
  });
});
