/**
 * npm run budgets (after npm run build): per route, the JavaScript a first load fetches and the size of
 * the HTML with its inline critical CSS, both gzipped; fails over budget or when a page loads the code of a
 * block type it does not use. Every address in every language (/, /hi/, /te/) is measured, and each
 * language's largest and average figures are summed up at the end.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { PagesFile } from '../src/shared/content/types.ts';
import { LANGUAGES, languageOfPath, pathWithoutLanguage } from '../src/shared/i18n/languages.ts';
import { buildRoutes, createResolver } from '../src/shell/routing/route-table.ts';
import type { Manifest } from './lib/chunk-preloads.ts';

// First-load JavaScript, the same in every language (issue #17: Hindi and Telugu pages meet English's
// budgets). The languages first cost English pages 1.3 KB; one chunk for the shell and no dependency table
// (vite.config.ts) took every page 4 KB below that.
const BUDGET = { jsKb: 110, htmlKb: 60 };
const dir = 'dist/client';
const kb = (bytes: number) => bytes / 1024;
const gzipped = (file: string) => gzipSync(readFileSync(join(dir, file)), { level: 9 }).length;

interface RouteFile {
  routes: Record<string, string>;
}

/** Scripts the HTML makes the browser load at once: the entry module and every modulepreload. */
function scriptsOf(html: string): string[] {
  const sources = [
    ...html.matchAll(/<script type="module"[^>]*src="\/([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g),
  ];
  return [...new Set(sources.map((match) => match[1]))];
}

function main(): number {
  const { routes } = JSON.parse(readFileSync(join(dir, '_routes.json'), 'utf8')) as RouteFile;
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const blockOfFile = new Map(
    Object.entries(manifest)
      .filter(([key]) => key.startsWith('blocks/'))
      .map(([key, chunk]) => [chunk.file, key.split('/')[1]]),
  );
  const resolve = createResolver(buildRoutes(JSON.parse(readFileSync('pages.json', 'utf8')) as PagesFile));
  const rows: string[] = [];
  let failures = 0;
  const byLanguage = new Map(LANGUAGES.map((language) => [language, { js: [] as number[], html: [] as number[] }]));
  for (const [address, file] of Object.entries(routes).sort()) {
    const html = readFileSync(join(dir, file), 'utf8');
    const scripts = scriptsOf(html);
    const js = kb(scripts.reduce((sum, script) => sum + gzipped(script), 0));
    const htmlSize = kb(gzipped(file));
    // A block chunk in the page is fine only if the page's content uses that block type.
    const used = new Set<string>(resolve(pathWithoutLanguage(address)).route.blockTypes);
    byLanguage.get(languageOfPath(address))?.js.push(js);
    byLanguage.get(languageOfPath(address))?.html.push(htmlSize);
    const foreign = scripts
      .map((script) => blockOfFile.get(script))
      .filter((type): type is string => !!type && !used.has(type));
    const over = js > BUDGET.jsKb || htmlSize > BUDGET.htmlKb || foreign.length > 0;
    if (over) failures++;
    rows.push(
      `${address.padEnd(22)} ${js.toFixed(1).padStart(7)} ${htmlSize.toFixed(1).padStart(9)} ${String(scripts.length).padStart(7)}  ${over ? `OVER${foreign.length ? ` (unused blocks: ${foreign.join(', ')})` : ''}` : 'ok'}`,
    );
  }
  console.log(
    `${'route'.padEnd(22)} ${'JS KB'.padStart(7)} ${'HTML KB'.padStart(9)} ${'scripts'.padStart(7)}  (gzip; budgets ${BUDGET.jsKb} KB JS, ${BUDGET.htmlKb} KB HTML+CSS)`,
  );
  console.log(rows.join('\n'));
  const figures = (list: number[]) =>
    `largest ${Math.max(...list).toFixed(1)}, average ${(list.reduce((a, b) => a + b, 0) / list.length).toFixed(1)}`;
  for (const [language, { js, html }] of byLanguage)
    if (js.length) console.log(`${language}: ${js.length} addresses; JS KB ${figures(js)}; HTML KB ${figures(html)}`);
  console.log(failures ? `\n${failures} route(s) over budget.` : `\nAll ${rows.length} routes within budget.`);
  return failures ? 1 : 0;
}

process.exitCode = main();
