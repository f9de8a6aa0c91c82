/**
 * Version 0 -> 1. Before versions were numbered (a file without "version" is version 0):
 *   - "pages" was an object keyed by address, { "/history": { "blocks": [...] } }; a list keeps the
 *     order editors choose and lets a page carry its own "path" beside its aliases;
 *   - a hero's buttons were called "actions".
 * A migration is frozen once released: it knows only the two shapes it converts between, never the
 * current schema, so it keeps working after later versions change other things.
 */
import type { Migration } from './migration.ts';

type Json = Record<string, unknown>;

function renameHeroActions(block: Json): Json {
  if (block.type !== 'hero' || !('actions' in block)) return block;
  // Rebuilt entry by entry so the field keeps its place and the diff stays readable.
  return Object.fromEntries(Object.entries(block).map(([key, value]) => [key === 'actions' ? 'buttons' : key, value]));
}

function pagesAsList(pages: unknown): unknown {
  if (Array.isArray(pages) || pages === null || typeof pages !== 'object') return pages;
  return Object.entries(pages as Record<string, Json>).map(([path, page]) => ({ path, ...page }));
}

const migration: Migration = {
  from: 0,
  to: 1,
  summary: 'pages become a list with a "path" each; hero "actions" become "buttons"',
  up(data) {
    const pages = pagesAsList(data.pages);
    const upgradedPages = Array.isArray(pages)
      ? pages.map((page: Json) =>
          Array.isArray(page?.blocks) ? { ...page, blocks: page.blocks.map(renameHeroActions) } : page,
        )
      : pages;
    const { $schema, version: _old, site, pages: _pages, ...rest } = data;
    return { ...($schema === undefined ? {} : { $schema }), version: 1, site, pages: upgradedPages, ...rest };
  },
};

export default migration;
