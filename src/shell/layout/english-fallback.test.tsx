// Text shown in English on a Hindi or Telugu page, for want of a current translation, is marked lang="en"
// (a screen reader then reads it with an English voice): a whole section, or one menu or footer text.
// Independent of translations/*.json, which may by now translate everything.
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../../../blocks/registry.ts';
import { readPages } from '../../../tests/helpers/read-pages.ts';
import type { Block } from '../../../content/types.ts';
import { PageLanguageContext, pageLanguageOf } from '../../shared/i18n/page-language.ts';
import { uiStrings as hindi } from '../../shared/i18n/ui-strings/hi.ts';
import { theme } from '../../shared/theme/tokens.ts';
import { createBlockLoader } from '../blocks-runtime/block-loader.ts';
import { PageBlocks } from '../blocks-runtime/page-blocks.tsx';
import { SiteFooter } from './site-footer.tsx';

const { site } = readPages();

function inHindi(node: React.ReactNode, englishTexts: string[] = []) {
  return render(
    <Router hook={memoryLocation({ path: '/hi/history' }).hook} base="/hi">
      <PageLanguageContext value={pageLanguageOf('hi', hindi, englishTexts)}>
        <ThemeProvider theme={theme}>{node}</ThemeProvider>
      </PageLanguageContext>
    </Router>,
  );
}

describe('English text on a Hindi page', () => {
  it('marks a section left in English, and only that one', async () => {
    const blocks = [
      { type: 'rich-text', heading: 'हमारी कहानी', paragraphs: ['हिन्दी में लिखा।'] },
      { type: 'rich-text', heading: 'Where It All Began', paragraphs: ['Written in English.'] },
    ] as Block[];
    const loader = createBlockLoader(blockRegistry);
    await loader.load(['rich-text']);
    inHindi(<PageBlocks pagePath="/history" loader={loader} blocks={blocks} englishBlocks={[1]} />);
    expect(screen.getByText('Written in English.').closest('[lang]')?.getAttribute('lang')).toBe('en');
    expect(screen.getByText('हिन्दी में लिखा।').closest('[lang]')).toBeNull();
  });

  it('marks a footer text left in English, one by one', () => {
    const label = site.footer.columns[0].links[0].label;
    inHindi(<SiteFooter site={site} />, [label]);
    const link = screen.getByRole('link', { name: label });
    expect(link.querySelector('span[lang="en"]')?.textContent).toBe(label);
    const other = screen.getByRole('link', { name: site.footer.columns[0].links[1].label });
    expect(other.querySelector('[lang]')).toBeNull();
  });

  it('gives the footer links their Hindi addresses and the switch the same page in each language', () => {
    inHindi(<SiteFooter site={site} />);
    const history = site.footer.columns[0].links.find((link) => link.href === '/history')!;
    expect(screen.getByRole('link', { name: history.label }).getAttribute('href')).toBe('/hi/history');
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/history');
    expect(screen.getByRole('link', { name: 'తెలుగు' }).getAttribute('href')).toBe('/te/history');
    expect(screen.getByText('हिन्दी').getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('list', { name: hindi.languages })).toBeTruthy();
  });
});
