import { readFileSync } from 'node:fs';
import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { blockRegistry } from '../../blocks/registry.ts';
import { App } from '../../src/shell/app.tsx';
import { createBlockLoader } from '../../src/shell/blocks-runtime/block-loader.ts';
import type { PageContent, PagesFile } from '../../content/types.ts';
import { buildRoutes, pageId } from '../../content/routes.ts';

export function readPages(file = 'pages.json'): PagesFile {
  return JSON.parse(readFileSync(file, 'utf8')) as PagesFile;
}

/** Renders the whole site at `path` from a pages file, as the browser would, with an in-memory address bar. */
export function renderSite(path: string, pages: PagesFile = readPages()) {
  const location = memoryLocation({ path, record: true });
  const loadPage = async (id: string): Promise<PageContent> => {
    const page = pages.pages.find((candidate) => pageId(candidate.path) === id);
    if (!page) throw new Error(`no page ${id}`);
    return { id, blocks: page.blocks, revealSections: page.revealSections };
  };
  const view = render(
    <Router hook={location.hook}>
      <App
        data={{ site: pages.site, routes: buildRoutes(pages) }}
        loadPage={loadPage}
        blockLoader={createBlockLoader(blockRegistry)}
      />
    </Router>,
  );
  return { ...view, navigate: location.navigate };
}
