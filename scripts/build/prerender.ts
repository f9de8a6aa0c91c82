/**
 * npm run build, last step: renders the repository's content with the built renderer through the one render
 * core (server/site/render/render-site.ts), as a publish does, into dist/client: every address's HTML, the
 * "page not found" pages, _routes.json, sitemap.xml, robots.txt, the manifest, the Hindi and Telugu font cuts,
 * and Brotli and gzip copies of every text file. First it writes what the core reads of a build beside the
 * renderer (server/site/render/build.ts): the template, each address's script preloads and the pictures'
 * facts; and, after, the characters the font cuts hold (for a publish that uses others).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { COVERED_CHARACTERS_FILE } from '../../content/language-fonts/added-fonts.ts';
import { writeInside } from '../../content/release-files.ts';
import { normalisePath } from '../../content/routes.ts';
import { type LANGUAGES, localisePath } from '../../schema/api/languages.ts';
import { type ContentFiles, readContentFolder } from '../../server/publishing/content-files.ts';
import { BUILD_FILES, loadBuild } from '../../server/site/render/build.ts';
import type { Manifest } from '../../server/site/render/chunk-preloads.ts';
import { renderSite } from '../../server/site/render/render-site.ts';
import { collectPictures, contentsOf } from '../../server/site/render/site-content.ts';
import { theme } from '../../src/shared/theme/tokens.ts';
import { createImagePipeline } from '../lib/image-pipeline.ts';
import { pageChunksFor } from '../lib/island-chunks.ts';

const dist = resolve('dist');
const clientDir = join(dist, 'client');
const serverDir = join(dist, 'server');

/**
 * Vite's index.html with its markers. The home page is written over dist/client/index.html, so a copy is
 * kept beside the server bundle: rendering can run again.
 */
export function readTemplate(): string {
  const built = readFileSync(join(clientDir, 'index.html'), 'utf8');
  if (built.includes('<!--app-html-->')) writeFileSync(join(serverDir, BUILD_FILES.template), built);
  return readFileSync(join(serverDir, BUILD_FILES.template), 'utf8');
}

/**
 * The pictures' facts (size, resized copies) of every picture the pages show, in any language, and their
 * AVIF and WebP copies written to dist/client/assets/img (kept in node_modules/.cache between builds).
 */
async function pictureFacts(content: ContentFiles) {
  const images = createImagePipeline('public', { variants: true, strict: true });
  const facts = new Map<string, Record<string, unknown>>();
  for (const { pages } of Object.values(contentsOf(content, new Map())))
    collectPictures(await images.enrich([...pages.values()]), facts);
  for (const { fileName, source } of await images.assets()) writeInside(clientDir, fileName, source);
  return Object.fromEntries([...facts].sort(([a], [b]) => (a < b ? -1 : 1)));
}

export async function prerender(): Promise<{ files: number; addresses: number; ms: number }> {
  const started = performance.now();
  readTemplate();
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const content = readContentFolder(process.cwd());
  const preloads: Record<string, string[]> = {};
  for (const [language, { data }] of Object.entries(contentsOf(content, new Map())))
    for (const route of data.routes)
      for (const address of [route.path, ...route.aliases])
        preloads[normalisePath(localisePath(address, language as (typeof LANGUAGES)[number]))] = pageChunksFor(
          manifest,
          route,
        );
  writeFileSync(join(serverDir, BUILD_FILES.preloads), `${JSON.stringify(preloads, null, 2)}\n`);
  writeFileSync(join(serverDir, BUILD_FILES.pictureFacts), `${JSON.stringify(await pictureFacts(content), null, 2)}\n`);
  const build = await loadBuild(dist);
  if (!build) throw new Error('dist/ has no renderer the render core can use (dist/server/entry-server.js)');
  const rendered = await renderSite(build, content, clientDir, { fonts: { cut: theme.fonts }, compress: 'all' });
  writeFileSync(join(serverDir, COVERED_CHARACTERS_FILE), `${JSON.stringify(rendered.covered, null, 2)}\n`);
  return { files: rendered.files, addresses: rendered.addresses, ms: performance.now() - started };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  prerender().then(
    ({ files, addresses, ms }) =>
      console.log(
        `Rendered ${addresses} addresses into ${files} files, with fonts and compressed copies, in ${Math.round(ms)} ms.`,
      ),
    (error: unknown) => {
      console.error('Rendering failed:', error);
      process.exitCode = 1;
    },
  );
}
