// @vitest-environment node
// The editor's preview in Hindi and Telugu (editor/app/preview-language.ts): the build's overlay over the
// editor's unsaved pages and translations, with a section not fully translated left in English.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { previewPage, previewSection as ofPage } from '../editor/app/preview-language.ts';
import { type Translations, withTranslation } from '../editor/app/translations.ts';
import type { PagesFile } from '../content/types.ts';

const data = JSON.parse(readFileSync('pages.json', 'utf8')) as PagesFile;
const load = (language: 'hi' | 'te') => JSON.parse(readFileSync(`translations/${language}.json`, 'utf8'));
const translations = (): Translations => ({ hi: load('hi'), te: load('te') });
const home = data.pages.findIndex((page) => page.path === '/');
const banner = data.pages[home].blocks.findIndex((block) => block.type === 'banner');
const bannerText = (block: unknown) => (block as { text: string }).text;
/** One section as the section preview shows it, with `block` the section drawn. */
function previewSection(
  pages: PagesFile,
  given: Translations,
  page: number,
  section: number,
  language: 'en' | 'hi' | 'te',
) {
  const shown = ofPage(previewPage(pages, given, page, language), section);
  return { block: shown.blocks[0], language: shown.language, english: shown.english };
}

describe('the preview in a language', () => {
  it('shows the section as pages.json has it in English', () => {
    const shown = previewSection(data, translations(), home, banner, 'en');
    expect(shown).toEqual({ block: data.pages[home].blocks[banner], language: 'en', english: false });
  });

  it('shows a translated section in Hindi and in Telugu', () => {
    for (const language of ['hi', 'te'] as const) {
      const shown = previewSection(data, translations(), home, banner, language);
      expect(shown.english).toBe(false);
      expect(bannerText(shown.block)).toBe(load(language).pages['/'][`/blocks/${banner}/text`].text);
    }
  });

  it('shows an unsaved translation at once', () => {
    const edited = withTranslation(
      translations(),
      {
        language: 'hi',
        pagePath: '/',
        pointer: `/blocks/${banner}/text`,
        english: bannerText(data.pages[home].blocks[banner]),
        text: 'नया अनुवाद',
      },
      data,
      home,
    );
    expect(bannerText(previewSection(data, edited, home, banner, 'hi').block)).toBe('नया अनुवाद');
  });

  it('leaves a section in English, marked so, when one of its texts has no current translation', () => {
    const changed = structuredClone(data);
    (changed.pages[home].blocks[banner] as { text: string }).text = 'A new English sentence for 2M+ people.';
    const shown = previewSection(changed, translations(), home, banner, 'hi');
    expect(shown).toMatchObject({ language: 'hi', english: true });
    expect(bannerText(shown.block)).toBe('A new English sentence for 2M+ people.');
    // Only that section: the others of the page are still in Hindi.
    expect(previewSection(changed, translations(), home, 0, 'hi').english).toBe(false);
  });

  it('shows the whole page in the language, the sections left in English marked by their place', () => {
    const changed = structuredClone(data);
    (changed.pages[home].blocks[banner] as { text: string }).text = 'A new English sentence for 2M+ people.';
    const page = previewPage(changed, translations(), home, 'te');
    expect(page.blocks).toHaveLength(changed.pages[home].blocks.length);
    expect(page.englishBlocks).toEqual([banner]);
    expect(previewPage(changed, translations(), home, 'en').blocks).toBe(changed.pages[home].blocks);
  });

  it('shows nothing for a section that is not there', () => {
    expect(previewSection(data, translations(), home, 99, 'te')).toEqual({
      block: undefined,
      language: 'te',
      english: false,
    });
  });
});
