/**
 * npm run budgets (after npm run build): per route, its kind, the JavaScript a first load fetches and the
 * size of the HTML with its inline critical CSS, both gzipped; fails over its kind's budget or when a page
 * loads the code of a block type it does not use. Every address in every language (/, /hi/, /te/) is
 * measured, and each language's largest and average figures and the total of all addresses are summed up.
 * The first-load JavaScript counted is the page's scripts (entry and modulepreloads) plus what its
 * islands that wake when seen load (the blocks' registrations, src/shell/islands/). What islands that wake when
 * touched (the forms) or once the page has loaded and is idle load then is shown beside it, "+ on touch":
 * after the first load, so the page is drawn and usable before React arrives.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { PagesFile } from '../../content/types.ts';
import { LANGUAGES, languageOfPath, pathWithoutLanguage } from '../../schema/api/languages.ts';
import { buildRoutes, createResolver } from '../../content/routes.ts';
import type { Manifest } from '../lib/chunk-preloads.ts';
import { islandChunksFor } from '../lib/island-chunks.ts';
import { factsIndex } from '../../content/block-facts.ts';
import { blockFacts } from '../../content/generated/block-facts.ts';
import type { BlockType } from '../../content/types.ts';

// First-load JavaScript by the kind of page, the same in every language (Hindi and Telugu pages meet
// English's budgets; JavaScript only where a visitor interacts). A page's kind is that of its most
// demanding block (its registration, blocks/<type>/block.ts): text (every block static), show/hide (an
// enhancer), form (a form island).
const JS_BUDGET_KB = { text: 15, 'show/hide': 30, form: 90 } as const;
type Kind = keyof typeof JS_BUDGET_KB;
const HTML_BUDGET_KB = 60;
// What a form page loads once its form is touched (React, react-dom, styled-components and the form: about
// 95 KB today). The budgets above are of the first load; this one keeps the part a visitor pays on touch
// from growing unnoticed.
const ON_TOUCH_BUDGET_KB = 100;

const { lifeOf, isForm } = factsIndex(blockFacts);
const kindOf = (types: readonly BlockType[]): Kind =>
  types.some(isForm) ? 'form' : types.some((type) => lifeOf(type) !== 'static') ? 'show/hide' : 'text';
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
  let totalBytes = 0;
  for (const [address, file] of Object.entries(routes).sort()) {
    const html = readFileSync(join(dir, file), 'utf8');
    const { route } = resolve(pathWithoutLanguage(address));
    const kind = kindOf(route.blockTypes);
    const language = languageOfPath(address);
    const scripts = [...new Set([...scriptsOf(html), ...islandChunksFor(manifest, route, language, 'visible')])];
    const bytes = scripts.reduce((sum, script) => sum + gzipped(script), 0);
    // Islands that wake when touched or when the page is idle after load: not part of the first load.
    const onTouch = [
      ...new Set([
        ...islandChunksFor(manifest, route, language, 'touch'),
        ...islandChunksFor(manifest, route, language, 'idle'),
      ]),
    ].filter((script) => !scripts.includes(script));
    const touchKb = kb(onTouch.reduce((sum, script) => sum + gzipped(script), 0));
    totalBytes += bytes;
    const js = kb(bytes);
    const htmlSize = kb(gzipped(file));
    // A block chunk in the page is fine only if the page's content uses that block type.
    const used = new Set<string>(route.blockTypes);
    byLanguage.get(languageOfPath(address))?.js.push(js);
    byLanguage.get(languageOfPath(address))?.html.push(htmlSize);
    const foreign = scripts
      .map((script) => blockOfFile.get(script))
      .filter((type): type is string => !!type && !used.has(type));
    const over =
      js > JS_BUDGET_KB[kind] || touchKb > ON_TOUCH_BUDGET_KB || htmlSize > HTML_BUDGET_KB || foreign.length > 0;
    if (over) failures++;
    rows.push(
      `${address.padEnd(22)} ${kind.padEnd(9)} ${js.toFixed(1).padStart(7)} ${String(JS_BUDGET_KB[kind]).padStart(6)} ${(touchKb ? `+${touchKb.toFixed(1)}` : '').padStart(8)} ${htmlSize.toFixed(1).padStart(9)} ${String(scripts.length).padStart(7)}  ${over ? `OVER${foreign.length ? ` (unused blocks: ${foreign.join(', ')})` : ''}` : 'ok'}`,
    );
  }
  console.log(
    `${'route'.padEnd(22)} ${'kind'.padEnd(9)} ${'JS KB'.padStart(7)} ${'budget'.padStart(6)} ${'on touch'.padStart(8)} ${'HTML KB'.padStart(9)} ${'scripts'.padStart(7)}  (gzip; JS budgets: text ${JS_BUDGET_KB.text} KB, show/hide ${JS_BUDGET_KB['show/hide']} KB, form ${JS_BUDGET_KB.form} KB, +${ON_TOUCH_BUDGET_KB} KB on touch; HTML+CSS ${HTML_BUDGET_KB} KB)`,
  );
  console.log(rows.join('\n'));
  const figures = (list: number[]) =>
    `largest ${Math.max(...list).toFixed(1)}, average ${(list.reduce((a, b) => a + b, 0) / list.length).toFixed(1)}`;
  for (const [language, { js, html }] of byLanguage)
    if (js.length) console.log(`${language}: ${js.length} addresses; JS KB ${figures(js)}; HTML KB ${figures(html)}`);
  console.log(
    `All ${rows.length} addresses: ${totalBytes} bytes of JavaScript (gzip), ${kb(totalBytes).toFixed(0)} KB.`,
  );
  console.log(failures ? `\n${failures} route(s) over budget.` : `\nAll ${rows.length} routes within budget.`);
  return failures ? 1 : 0;
}

process.exitCode = main();
