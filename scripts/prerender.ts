/**
 * npm run build, last step: renders every address of pages.json (paths and aliases) to static HTML
 * with its styles, head tags and preloads of exactly the chunks it needs; also 404.html (the home page,
 * noindex), _routes.json for our server, sitemap.xml and robots.txt.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderedPage } from '../src/entry-server';
import type { SiteData } from '../src/content/types';
import { renderHeadTags } from '../src/head/render-head.ts';
import { normalisePath } from '../src/routing/route-table.ts';
import { chunksFor, type Manifest } from './lib/chunk-preloads.ts';
import { robotsTxt, sitemapXml, webManifest } from './lib/sitemap.ts';

const clientDir = resolve('dist/client');

interface ServerEntry {
  renderPage(path: string): Promise<RenderedPage>;
  siteData: SiteData;
}

/** The file an address is written to: a folder per address, so every static host finds it. */
const fileFor = (address: string) => (address === '/' ? 'index.html' : `${address.slice(1)}/index.html`);

export function fillTemplate(template: string, page: RenderedPage, site: SiteData['site'], preloads: string[]): string {
  const links = preloads.map((file) => `<link rel="modulepreload" href="/${file}">`).join('\n    ');
  return template
    .replace(/<title>.*?<\/title>\s*<!--head-->/s, `${renderHeadTags(page.head, site)}\n    ${links}\n    ${page.styleTags}`)
    .replace('<!--app-html-->', page.appHtml);
}

export async function prerender(): Promise<{ files: number; addresses: number; ms: number }> {
  const started = performance.now();
  const template = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = (await import(pathToFileURL(resolve('dist/server/entry-server.js')).href)) as ServerEntry;
  const { site, routes } = entry.siteData;
  const routeTable: Record<string, string> = {};
  let files = 0;
  const write = (file: string, html: string) => {
    mkdirSync(dirname(join(clientDir, file)), { recursive: true });
    writeFileSync(join(clientDir, file), html);
    files++;
  };

  for (const route of routes) {
    const preloads = chunksFor(manifest, route);
    for (const address of [route.path, ...route.aliases]) {
      const html = fillTemplate(template, await entry.renderPage(address), site, preloads);
      // The address as written and in lower case: plain static hosts match case exactly.
      const file = fileFor(normalisePath(address));
      write(file, html);
      if (fileFor(address) !== file) write(fileFor(address), html);
      routeTable[normalisePath(address)] = file;
    }
  }
  const home = routes.find((route) => route.path === '/')!;
  write('404.html', fillTemplate(template, await entry.renderPage('/404-not-a-page'), site, chunksFor(manifest, home)));
  write('_routes.json', `${JSON.stringify({ routes: routeTable, fallback: '404.html' }, null, 2)}\n`);
  write('sitemap.xml', sitemapXml(site, routes));
  write('robots.txt', robotsTxt(site));
  write('manifest.webmanifest', webManifest(site));
  return { files, addresses: Object.keys(routeTable).length, ms: performance.now() - started };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  prerender().then(({ files, addresses, ms }) => {
    console.log(`Prerendered ${addresses} addresses into ${files} files in ${Math.round(ms)} ms.`);
  }, (error: unknown) => {
    console.error('Prerendering failed:', error);
    process.exitCode = 1;
  });
}
