/**
 * npm run build, last step: renders every address of pages.json (paths and aliases) to static HTML
 * with its styles, head tags and preloads of exactly the chunks it needs; also 404.html (the home page,
 * noindex), _routes.json for our server, sitemap.xml and robots.txt; then compresses the text files.
 * For the server's renderer of form pages (entry-server.tsx, renderFormPage) it also writes
 * dist/server/page-preloads.json: each address (as in _routes.json) to the module preloads of its page.
 * `renderAddresses` is the rendering itself, shared with the benchmark (scripts/performance/bench.ts).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RouteInfo, SiteSettings } from '../../content/types.ts';
import { fillTemplate } from '../../src/shell/head/fill-template.ts';
import type { RenderPage, ServerEntry } from '../../src/shell/head/rendered-page.ts';
import { type Language, LANGUAGES, localisePath, TRANSLATED_LANGUAGES } from '../../schema/api/languages.ts';
import { theme } from '../../src/shared/theme/tokens.ts';
import { normalisePath } from '../../content/routes.ts';
import { addressFile, writeInside } from '../../content/release-files.ts';
import type { Manifest } from '../lib/chunk-preloads.ts';
import { pageChunksFor } from '../lib/island-chunks.ts';
import { precompress } from '../lib/precompress.ts';
import { robotsTxt, sitemapXml, webManifest } from '../../content/site-files.ts';
import { buildLanguageFonts } from '../../content/language-fonts/language-fonts.ts';
import { COVERED_CHARACTERS_FILE } from '../../content/language-fonts/added-fonts.ts';

const clientDir = resolve('dist/client');

/**
 * Vite's index.html with its markers. The home page is written over dist/client/index.html, so a copy is
 * kept beside the server bundle: prerendering can run again, and the benchmark renders with it.
 */
export function readTemplate(): string {
  const built = readFileSync(join(clientDir, 'index.html'), 'utf8');
  if (built.includes('<!--app-html-->')) writeFileSync(resolve('dist/server/template.html'), built);
  return readFileSync(resolve('dist/server/template.html'), 'utf8');
}

/** The built prerendering bundle (vite build --ssr). */
export const loadServerEntry = async (dir = 'dist/server') =>
  (await import(pathToFileURL(resolve(dir, 'entry-server.js')).href)) as ServerEntry;

/** The file an address is written to: a folder per address, so every static host finds it. */

export interface RenderOptions {
  renderPage: RenderPage;
  site: SiteSettings;
  routes: RouteInfo[];
  template: string;
  /** The chunks a page needs beyond the entry (its content and its block types). */
  preloadsFor(route: RouteInfo): string[];
  outDir: string;
  /** The language of `site` and `routes`: its addresses get its prefix (/hi/, /te/). */
  language?: Language;
}

/**
 * Writes every path and alias of `routes` as HTML into `outDir`; returns the address-to-file table and
 * the address-to-preloads table (both keyed by the normalised address).
 */
export async function renderAddresses({
  renderPage,
  site,
  routes,
  template,
  preloadsFor,
  outDir,
  language = 'en',
}: RenderOptions) {
  const routeTable: Record<string, string> = {};
  const preloadTable: Record<string, string[]> = {};
  let files = 0;
  const write = (file: string, html: string) => {
    writeInside(outDir, file, html);
    files++;
  };
  for (const route of routes) {
    const preloads = preloadsFor(route);
    for (const address of [route.path, ...route.aliases].map((written) => localisePath(written, language))) {
      const html = fillTemplate(template, await renderPage(address), site, preloads);
      // The address as written and in lower case: plain static hosts match case exactly.
      const file = addressFile(normalisePath(address));
      write(file, html);
      if (addressFile(address) !== file) write(addressFile(address), html);
      routeTable[normalisePath(address)] = file;
      preloadTable[normalisePath(address)] = preloads;
    }
  }
  return {
    routeTable,
    preloadTable,
    write,
    get files() {
      return files;
    },
  };
}

export async function prerender(): Promise<{ files: number; addresses: number; ms: number }> {
  const started = performance.now();
  const template = readTemplate();
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = await loadServerEntry();
  const { site, routes } = entry.siteData;
  const routeTable: Record<string, string> = {};
  const preloadTable: Record<string, string[]> = {};
  const languageFallbacks: Record<string, string> = {};
  let files = 0;
  const write = (file: string, html: string) => {
    writeInside(clientDir, file, html);
    files++;
  };
  for (const language of LANGUAGES) {
    const data = entry.siteDataByLanguage[language];
    const preloadsFor = (route: RouteInfo) => pageChunksFor(manifest, route);
    const rendered = await renderAddresses({
      renderPage: entry.renderPage,
      site: data.site,
      routes: data.routes,
      template,
      preloadsFor,
      outDir: clientDir,
      language,
    });
    Object.assign(routeTable, rendered.routeTable);
    Object.assign(preloadTable, rendered.preloadTable);
    // An unknown address shows the home page of its language, with noindex.
    const home = data.routes.find((route) => route.path === '/')!;
    const fallback = language === 'en' ? '404.html' : `${language}/404.html`;
    const unknown = await entry.renderPage(localisePath('/404-not-a-page', language));
    write(fallback, fillTemplate(template, unknown, data.site, preloadsFor(home)));
    if (language !== 'en') languageFallbacks[`/${language}/`] = fallback;
    files += rendered.files;
  }
  await addLanguageFonts(Object.values(routeTable), languageFallbacks);
  write(
    '_routes.json',
    `${JSON.stringify({ routes: routeTable, fallback: '404.html', languageFallbacks }, null, 2)}\n`,
  );
  write('sitemap.xml', sitemapXml(site, routes));
  write('robots.txt', robotsTxt(site));
  write('manifest.webmanifest', webManifest(site));
  writeFileSync(resolve('dist/server/page-preloads.json'), `${JSON.stringify(preloadTable, null, 2)}\n`);
  return { files, addresses: Object.keys(routeTable).length, ms: performance.now() - started };
}

/**
 * Gives the Hindi and Telugu pages their fonts, cut down to the characters they use: those in the
 * language's pages and in every script (texts shown only after a click or a form post are there). The
 * characters each cut holds are written beside the renderer, for publishing: a revision using others gets
 * fonts for them (content/language-fonts/added-fonts.ts).
 */
async function addLanguageFonts(files: string[], languageFallbacks: Record<string, string>) {
  const scripts = readdirSync(join(clientDir, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(join(clientDir, 'assets', name), 'utf8'))
    .join('\n');
  const covered: Record<string, string> = {};
  for (const language of TRANSLATED_LANGUAGES) {
    const pages = [...new Set([...files, ...Object.values(languageFallbacks)])].filter((file) =>
      file.startsWith(`${language}/`),
    );
    const html = pages.map((file) => readFileSync(join(clientDir, file), 'utf8'));
    const fonts = await buildLanguageFonts(language, `${html.join('\n')}\n${scripts}`, clientDir, theme.fonts);
    covered[language] = fonts.covered;
    pages.forEach((file, i) => {
      writeFileSync(
        join(clientDir, file),
        html[i].replace('</head>', () => `  ${fonts.head}\n  </head>`),
      );
    });
    console.log(
      `Fonts for ${language}: ${fonts.covered.length} characters, ${fonts.files.map((f) => `${f.name} ${(f.bytes / 1024).toFixed(1)} KB`).join(', ')}.`,
    );
  }
  writeFileSync(resolve('dist/server', COVERED_CHARACTERS_FILE), `${JSON.stringify(covered, null, 2)}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  prerender().then(
    ({ files, addresses, ms }) => {
      console.log(`Prerendered ${addresses} addresses into ${files} files in ${Math.round(ms)} ms.`);
      const packed = precompress(clientDir);
      console.log(
        `Compressed ${packed.files} text files (Brotli and gzip): ${Math.round(packed.bytes / 1024)} KB to ${Math.round(packed.brotliBytes / 1024)} KB.`,
      );
    },
    (error: unknown) => {
      console.error('Prerendering failed:', error);
      process.exitCode = 1;
    },
  );
}
