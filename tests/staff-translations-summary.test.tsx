// The translations area's first page, against a stand-in server: each language's count of reviewed texts in
// the draft and on the site, what waits for review, and the way to the language's texts.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TRANSLATIONS_API, type TranslationSummary } from '../schema/api/translations.ts';
import { TranslationsSummaryPage } from '../staff/app/translations/summary-page.tsx';
import { stubFetch } from './helpers/fetch-stub.ts';
import { renderBlock } from './helpers/render-block.tsx';

const SUMMARY: TranslationSummary = {
  draft: 9,
  published: 7,
  languages: [
    {
      language: 'hi',
      draft: { reviewed: 0, total: 1202, englishChanged: 0, notReviewed: 1202 },
      published: { reviewed: 0, total: 1202, englishChanged: 0, notReviewed: 1202 },
    },
    {
      language: 'te',
      draft: { reviewed: 5, total: 1202, englishChanged: 1, notReviewed: 1196 },
      published: { reviewed: 2, total: 1202, englishChanged: 0, notReviewed: 1200 },
    },
  ],
};

const answer = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

afterEach(() => vi.unstubAllGlobals());

describe('the translations summary', () => {
  it("shows each language's reviewed texts in the draft and on the site, and links to its texts", async () => {
    const asked: string[] = [];
    stubFetch((url) => {
      asked.push(url);
      return answer(200, { success: true, message: '', data: SUMMARY });
    });
    renderBlock(<TranslationsSummaryPage />);
    const telugu = (await screen.findByRole('region', { name: 'Telugu' })) as HTMLElement;
    expect(asked).toEqual([TRANSLATIONS_API.summary]);
    const facts = [...telugu.querySelectorAll('dt')].map((term) => [term.textContent, term.nextSibling?.textContent]);
    expect(facts).toEqual([
      ['In the draft', '5 of 1202 texts reviewed'],
      ['On the site', '2 of 1202 texts reviewed'],
      ['Not reviewed yet', '1196'],
      ['Changed in English since review', '1'],
    ]);
    expect(within(telugu).getByRole('link', { name: 'Review the Telugu texts' }).getAttribute('href')).toBe(
      '/translations/te',
    );
    const hindi = screen.getByRole('region', { name: 'Hindi' });
    expect(within(hindi).getAllByText('0 of 1202 texts reviewed')).toHaveLength(2);
    expect(screen.getByRole('status').textContent).toBe(
      'The draft (revision 9) holds changes visitors do not see yet: the site shows revision 7.',
    );
  });

  it('says why when the counts cannot be read', async () => {
    stubFetch(() => answer(403, { success: false, message: 'Your role (coordinator) may not do this.' }));
    renderBlock(<TranslationsSummaryPage />);
    // The alert region may be there, empty, before the answer arrives.
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Your role (coordinator) may not do this.'));
    expect(screen.queryByText(/Counting/)).toBeNull();
  });
});
