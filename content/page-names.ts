/**
 * How the editor's lists and the history's changes name a page: by what a visitor sees as its name (its title, else the heading of its
 * first section that has one; the home page is the home page), then its address in brackets, so
 * "Our History (/history)" rather than "/history " for a page without a title.
 */
import type { Page } from './types.ts';

const firstHeading = (page: Page) =>
  page.blocks
    .map((block) => (block as { heading?: unknown }).heading)
    .find((heading): heading is string => typeof heading === 'string' && heading.trim() !== '');

export function pageChoiceName(page: Page): string {
  const name = page.title?.trim() || (page.path === '/' ? 'Home page' : firstHeading(page));
  return name ? `${name} (${page.path})` : page.path;
}
