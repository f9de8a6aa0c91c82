// "curl of any route returns the complete page text": every text a visitor reads in a page's blocks is in
// that route's prerendered HTML, including the panels, captions and profiles shown one at a time (hidden
// in the HTML, shown by the script). No browser: plain HTTP from the built site, as curl or a search engine.
import { readFileSync } from 'node:fs';
import { expect, inject, it } from 'vitest';
import { describeLocation } from '../../content/validation/where.ts';
import { blockTexts, collapse, htmlText } from './page-text.ts';

const baseUrl = inject('baseUrl');
const data = JSON.parse(readFileSync('pages.json', 'utf8')) as {
  pages: { path: string; blocks: Record<string, unknown>[] }[];
};

it('the HTML of every route holds every text of its blocks', async () => {
  const missing: string[] = [];
  let checked = 0;
  for (const [pageIndex, page] of data.pages.entries()) {
    const response = await fetch(`${baseUrl}${page.path}`, { headers: { accept: 'text/html' } });
    expect(response.status, page.path).toBe(200);
    const { text, attributes } = htmlText(await response.text());
    page.blocks.forEach((block, blockIndex) => {
      for (const item of blockTexts(block, ['pages', pageIndex, 'blocks', blockIndex])) {
        checked += 1;
        if ((item.where === 'text' ? text : attributes).includes(collapse(item.text))) continue;
        const shown = item.text.length > 90 ? `${item.text.slice(0, 90)}...` : item.text;
        missing.push(
          `${describeLocation(data, item.segments)}: "${shown}" is not in the HTML${item.where === 'attribute' ? ' (as an attribute)' : ''}`,
        );
      }
    });
  }
  expect(checked).toBeGreaterThan(500); // the walk found the texts
  expect(missing, `texts missing from the prerendered HTML:\n${missing.join('\n')}\n`).toEqual([]);
});
