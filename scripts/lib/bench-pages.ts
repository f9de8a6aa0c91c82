/**
 * Content for the benchmark (scripts/performance/bench.ts): a pages file of any size made from the real one, and
 * its rendering through the render core with the built renderer, without Vite, as the build and a publish do.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { PagesFile } from '../../content/types.ts';
import { readContentFolder } from '../../server/publishing/content-files.ts';
import { loadBuild } from '../../server/site/render/build.ts';
import { renderSite } from '../../server/site/render/render-site.ts';
import { contentsOf } from '../../server/site/render/site-content.ts';

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

export interface PrerenderTiming {
  pages: number;
  addresses: number;
  files: number;
  contentMs: number;
  renderMs: number;
}

/**
 * Renders `pages` (with the repository's translations) into a temporary folder through the render core, as the
 * build and a publish do. The content step (each language's site data and pages with their pictures' facts)
 * is timed apart from the rendering.
 */
export async function prerenderPages(pages: PagesFile): Promise<PrerenderTiming> {
  const build = await loadBuild(resolve('dist'));
  if (!build) throw new Error('No build to render with: run npm run build first.');
  const files = { ...readContentFolder(process.cwd()), pagesText: JSON.stringify(pages) };
  const started = performance.now();
  contentsOf(files, build.pictureFacts);
  const contentMs = performance.now() - started;
  const outDir = mkdtempSync(join(tmpdir(), 'bench-prerender-'));
  try {
    const renderStarted = performance.now();
    const rendered = await renderSite(build, files, outDir, { fonts: 'build', compress: 'none' });
    const renderMs = performance.now() - renderStarted;
    return { pages: pages.pages.length, addresses: rendered.addresses, files: rendered.files, contentMs, renderMs };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
