import { normalisePath } from '../routes.ts';
import type { CrossCheck, CrossProblem } from './check-context.ts';
import { LINK_FIELD } from './check-links.ts';
import { pageIndexOf, walk } from './walk.ts';

/**
 * A page no link leads to (not the menu, the footer, nor another page) can only be found by typing its
 * address. The home page is the way in, and a page kept out of search engines ("indexable": false) is
 * taken to be meant for people given its address (a landing page, a test page), so neither is named.
 */
export const linkedPages: CrossCheck = (data) => {
  const linkedFrom = new Map<string, Set<number | 'site'>>();
  for (const { value, segments, key } of walk(data)) {
    if (typeof value !== 'string' || !key || !LINK_FIELD.test(key) || !value.startsWith('/') || value.startsWith('//'))
      continue;
    const address = normalisePath(value.split(/[?#]/)[0]);
    const from = pageIndexOf(segments) ?? 'site';
    linkedFrom.set(address, (linkedFrom.get(address) ?? new Set()).add(from));
  }
  const problems: CrossProblem[] = [];
  data.pages.forEach((page, index) => {
    if (page.path === '/' || (page as { indexable?: boolean }).indexable === false) return;
    const sources = [page.path, ...(page.aliases ?? [])].flatMap((address) => [
      ...(linkedFrom.get(normalisePath(address)) ?? []),
    ]);
    if (sources.some((source) => source !== index)) return;
    problems.push({
      severity: 'warning',
      segments: ['pages', index, 'path'],
      message:
        'no link leads to this page (not the menu, the footer, nor another page), so visitors find it only by typing its address. ' +
        'Link to it from the menu, the footer or a page (docs/editing.md, "The menu and the footer"), or remove the page if it is no longer needed.',
      fix: { kind: 'link-page', path: page.path, label: 'Link it from the menu or footer' },
    });
  });
  return problems;
};
