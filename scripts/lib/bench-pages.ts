/**
 * Content for the benchmark (scripts/performance/bench.ts): a pages file of any size made from the real one, and the
 * prerendering of a pages file through the built SSR bundle, without Vite (the same functions the build
 * calls: createPageRenderer and renderAddresses).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PageContent, PagesFile, RouteInfo } from '../../content/types.ts';
import { buildRoutes, pageId } from '../../content/routes.ts';
import { loadServerEntry, readTemplate, renderAddresses } from '../build/prerender.ts';
import type { Manifest } from './chunk-preloads.ts';
import { pageChunksFor } from './island-chunks.ts';
import { createImagePipeline } from './image-pipeline.ts';

/**
 * The real pages plus copies of them under new paths (/bench-0001, ...) until there are `count` pages.
 * Copies keep their blocks, so every link and #anchor still points at a real page, and every check runs.
 */
export function generatePages(real: PagesFile, count: number): PagesFile {
  const copies = Array.from({ length: Math.max(0, count - real.pages.length) }, (_, i) => {
    const { aliases: _aliases, ...source } = real.pages[i % real.pages.length];
    const number = String(i + 1).padStart(4, '0');
    return { ...source, path: `/bench-${number}`, ...(source.title ? { title: `${source.title} ${number}` } : {}) };
  });
  return { ...real, pages: [...real.pages, ...copies].slice(0, Math.max(count, 1)) };
}

/** Which real page each page of a generated file copies, by page id (for its chunk preloads). */
function sourceIds(pages: PagesFile, realCount: number): Map<string, string> {
  return new Map(
    pages.pages.map((page, i) => [
      pageId(page.path),
      pageId(pages.pages[i < realCount ? i : (i - realCount) % realCount].path),
    ]),
  );
}

export interface PrerenderTiming {
  pages: number;
  addresses: number;
  files: number;
  contentMs: number;
  renderMs: number;
}

/**
 * Prerenders `pages` into a temporary folder. The content step (each page's blocks with their picture facts,
 * as the Vite plugin writes them into the page chunks) is timed apart from the rendering.
 */
export async function prerenderPages(
  pages: PagesFile,
  realCount: number,
  manifest: Manifest,
): Promise<PrerenderTiming> {
  const entry = await loadServerEntry();
  const routes = buildRoutes(pages);
  const started = performance.now();
  const images = createImagePipeline('public', { variants: true, strict: true });
  const contents = new Map<string, PageContent>();
  for (const page of pages.pages) {
    const id = pageId(page.path);
    contents.set(
      id,
      await images.enrich({
        id,
        blocks: page.blocks,
        ...(page.revealSections ? { revealSections: page.revealSections } : {}),
      }),
    );
  }
  const contentMs = performance.now() - started;

  const copyOf = sourceIds(pages, realCount);
  const renderPage = entry.createPageRenderer({ site: pages.site, routes }, async (id) => contents.get(id)!);
  const outDir = mkdtempSync(join(tmpdir(), 'bench-prerender-'));
  try {
    const renderStarted = performance.now();
    const { routeTable, files } = await renderAddresses({
      renderPage,
      site: pages.site,
      routes,
      template: readTemplate(),
      outDir,
      preloadsFor: (route: RouteInfo) => pageChunksFor(manifest, { ...route, id: copyOf.get(route.id)! }),
    });
    const renderMs = performance.now() - renderStarted;
    return { pages: routes.length, addresses: Object.keys(routeTable).length, files, contentMs, renderMs };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
