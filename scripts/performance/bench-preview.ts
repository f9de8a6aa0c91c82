// npm run bench:preview (after a build): draws a draft with 300 extra pages as a preview does, with the built
// renderer, and measures how long the server's event loop is held meanwhile (the longest gap between timer
// ticks every 10 ms: how long /api/health or a visitor's request would wait). Prints the figures; fails when a
// gap passes 500 ms.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readContentFolder } from '../../server/publishing/content-files.ts';
import { renderRelease } from '../../server/publishing/render-release.ts';
import { loadBuild } from '../../server/site/render/build.ts';

const EXTRA_PAGES = 300;
const build = await loadBuild(path.resolve('dist'));
if (!build) throw new Error('No build: run npm run build first.');
const repository = readContentFolder(process.cwd());
const pages = JSON.parse(repository.pagesText);
for (let i = 0; i < EXTRA_PAGES; i++) pages.pages.push({ ...pages.pages[1], path: `/extra-${i}`, aliases: [] });
const files = { ...repository, pagesText: JSON.stringify(pages) };
const base = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-preview-'));
let last = performance.now();
let longest = 0;
const ticker = setInterval(() => {
  const now = performance.now();
  longest = Math.max(longest, now - last);
  last = now;
}, 10);
const started = performance.now();
const result = await renderRelease(build, files, path.join(base, 'release'));
const seconds = (performance.now() - started) / 1000;
clearInterval(ticker);
fs.rmSync(base, { recursive: true, force: true });
console.log(
  `Preview of ${pages.pages.length} pages: ${result.addresses} addresses in ${seconds.toFixed(1)} s; the longest the server could not answer: ${Math.round(longest)} ms.`,
);
if (longest > 500) {
  console.error('The server was held over 500 ms at once while drawing: requests would wait.');
  process.exit(1);
}
