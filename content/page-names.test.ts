// @vitest-environment node
// The editor's page lists and the history's changes name a page as a volunteer knows it, with its address beside.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { PagesFile } from './types.ts';
import { pageChoiceName } from './page-names.ts';

const { pages } = JSON.parse(readFileSync('pages.json', 'utf8')) as PagesFile;
const page = (path: string) => pages.find((candidate) => candidate.path === path)!;

describe('a page in the editor’s lists', () => {
  it('is named by its title, then its address', () => {
    expect(pageChoiceName(page('/PrivacyPolicy'))).toBe('Privacy Policy (/PrivacyPolicy)');
  });

  it('without a title, by the heading of its first section with one', () => {
    const history = page('/history');
    expect(history.title).toBeUndefined();
    expect(pageChoiceName(history)).toBe(`${(history.blocks[0] as { heading: string }).heading} (/history)`);
  });

  it('the home page as the home page; every page of the site with a name, none by its address alone', () => {
    expect(pageChoiceName(page('/'))).toBe('Home page (/)');
    expect(pages.filter((candidate) => pageChoiceName(candidate) === candidate.path).map((p) => p.path)).toEqual([]);
  });
});
