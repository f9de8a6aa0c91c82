/**
 * npm run pages:upsert -- PAGE.json [PAGES_FILE]
 * Adds a page to pages.json, or replaces the page with the same path, then checks the result.
 * The file is only written when the result is valid, so a mistake never reaches pages.json.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { Page, PagesFile } from '../../content/types.ts';
import { normalisePath } from '../../content/routes.ts';
import { formatPages } from '../../content/format-pages.ts';
import { formatProblem, validatePagesText, type Problem } from '../../content/validation/index.ts';

const errorKeys = (problems: Problem[]) =>
  problems.filter((p) => p.severity === 'error').map((p) => `${p.where}|${p.message}`);

function main([pageFile, pagesFile = 'pages.json']: string[]): number {
  if (!pageFile) {
    console.error('Usage: npm run pages:upsert -- PAGE.json [PAGES_FILE]');
    return 2;
  }
  const page = JSON.parse(readFileSync(pageFile, 'utf8')) as Page;
  const pages = JSON.parse(readFileSync(pagesFile, 'utf8')) as PagesFile;
  const at = pages.pages.findIndex((existing) => normalisePath(existing.path) === normalisePath(page.path));
  if (at >= 0) pages.pages[at] = page;
  else pages.pages.push(page);
  const text = formatPages(pages);
  const result = validatePagesText(text, pagesFile);
  for (const problem of result.problems) console.log(formatProblem(problem));
  // Errors the file already had elsewhere (say, a menu link to a page still being written) do not
  // block the upsert; only errors this change would add do.
  const before = new Set(errorKeys(validatePagesText(readFileSync(pagesFile, 'utf8'), pagesFile).problems));
  const added = errorKeys(result.problems).filter((key) => !before.has(key));
  if (added.length > 0) {
    console.error(`${pagesFile} was not changed: the result would have the errors above.`);
    return 1;
  }
  writeFileSync(pagesFile, text);
  console.log(`${at >= 0 ? 'Replaced' : 'Added'} the page ${page.path} in ${pagesFile}.`);
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main(process.argv.slice(2));
