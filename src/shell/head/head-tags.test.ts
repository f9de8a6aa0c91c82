// @vitest-environment node
import { describe, expect, expectTypeOf, it } from 'vitest';
import type * as serverEntry from '../entry-server.tsx';
import { buildRoutes, createResolver } from '../../../content/routes.ts';
import { headTags } from './head-tags.ts';
import { renderHeadTags } from './render-head.ts';
import type { BuiltEntry } from '../../../server/site/render/build.ts';
import { readPages } from '../../../tests/helpers/read-pages.ts';
import { escapeHtml } from '../../../content/escape-html.ts';

const pages = readPages();
const resolve = createResolver(buildRoutes(pages));
const headOf = (path: string) => renderHeadTags(headTags(resolve(path), pages.site), pages.site);
const descriptionOf = (path: string) => pages.pages.find((page) => page.path === path)?.description;

describe('the head of a prerendered page', () => {
  it('/landing, a standalone page kept out of search engines, still has its description for link previews', () => {
    const description = descriptionOf('/landing');
    expect(description).toBeTruthy();
    const head = headOf('/landing');
    // In an attribute, escaped as everywhere (an apostrophe as its numeric character reference).
    expect(head).toContain(`<meta name="description" content="${escapeHtml(description!)}">`);
    expect(head).toContain('<meta name="robots" content="noindex, follow">');
    expect(head).toContain(`<meta property="og:description" content="${escapeHtml(description!)}">`);
  });

  it('every page with a description in pages.json carries it, at each of its addresses', () => {
    for (const page of pages.pages.filter((entry) => entry.description)) {
      for (const address of [page.path, ...(page.aliases ?? [])]) {
        expect(headTags(resolve(address), pages.site).description, address).toBe(page.description);
      }
    }
  });

  it('escapes quotes and angle brackets in page texts', () => {
    const route = { ...resolve('/').route, title: 'A "quoted" <title>' };
    const head = renderHeadTags(headTags({ route, unknown: false }, pages.site), pages.site);
    expect(head).toContain('<title>A &quot;quoted&quot; &lt;title&gt;</title>');
  });

  it('the built server entry has the shape the render core loads (checked by npm run typecheck)', () => {
    expectTypeOf<typeof serverEntry>().toExtend<Required<BuiltEntry>>();
  });
});
