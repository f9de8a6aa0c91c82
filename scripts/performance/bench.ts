/**
 * npm run bench (after npm run build): how long checking and prerendering pages.json take, for the real file
 * and for generated files of 25, 250 and 1000 pages (the real pages plus copies under new paths, written to
 * a temporary file), with the time per page so it shows whether the cost grows linearly.
 * Checking is validatePagesText, as npm run pages:check, the dev server and the build call it; prerendering
 * goes through the render core with the built renderer (every address in three languages), without the Vite build.
 * Exits 1 when checking 1000 pages takes more than 2 s.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PagesFile } from '../../content/types.ts';
import { generatePages, prerenderPages } from '../lib/bench-pages.ts';
import { validatePagesText } from '../../content/validation/index.ts';

const SIZES = [25, 250, 1000];
const VALIDATION_LIMIT_MS = 2000;

/** The median of three timed runs of `task`: one slow run (a garbage collection) does not decide. */
function medianMs(task: () => void): number {
  const times = [0, 1, 2].map(() => {
    const started = performance.now();
    task();
    return performance.now() - started;
  });
  return times.sort((a, b) => a - b)[1];
}

const ms = (value: number) => `${Math.round(value)} ms`.padStart(9);
const perPage = (value: number, pages: number) => `${(value / pages).toFixed(2)} ms`.padStart(10);

async function main(): Promise<number> {
  if (!existsSync('dist/server/entry-server.js') || !existsSync('dist/server/template.html')) {
    console.error('No build to prerender with: run npm run build first.');
    return 1;
  }
  const realText = readFileSync('pages.json', 'utf8');
  const real = JSON.parse(realText) as PagesFile;

  const coldStarted = performance.now();
  validatePagesText(realText, 'pages.json');
  console.log(
    `First check of pages.json (compiles the schemas once per process): ${Math.round(performance.now() - coldStarted)} ms`,
  );
  // Once untimed: loading the block modules and compiling the renderer happen once per process, as in the build.
  const warmStarted = performance.now();
  await prerenderPages(real);
  console.log(
    `First prerender of pages.json (loads the bundle and every block module): ${Math.round(performance.now() - warmStarted)} ms\n`,
  );

  const dir = mkdtempSync(join(tmpdir(), 'bench-pages-'));
  const rows: string[] = [];
  let failed = false;
  try {
    const files: { label: string; text: string; pages: PagesFile }[] = [
      { label: 'pages.json', text: realText, pages: real },
    ];
    for (const size of SIZES) {
      const pages = generatePages(real, size);
      const text = `${JSON.stringify(pages, null, 2)}\n`;
      writeFileSync(join(dir, `pages-${size}.json`), text);
      files.push({ label: `generated ${size}`, text: readFileSync(join(dir, `pages-${size}.json`), 'utf8'), pages });
    }
    for (const { label, text, pages } of files) {
      let result = validatePagesText(text, label);
      const checkMs = medianMs(() => {
        result = validatePagesText(text, label);
      });
      if (!result.ok)
        throw new Error(
          `${label} does not pass the check:\n${result.problems
            .slice(0, 3)
            .map((p) => p.message)
            .join('\n')}`,
        );
      const timing = await prerenderPages(pages);
      const n = timing.pages;
      if (n >= 1000 && checkMs > VALIDATION_LIMIT_MS) failed = true;
      rows.push(
        [
          label.padEnd(14),
          String(n).padStart(5),
          `${Math.round(text.length / 1024)} KB`.padStart(8),
          ms(checkMs),
          perPage(checkMs, n),
          ms(timing.contentMs),
          ms(timing.renderMs),
          perPage(timing.renderMs, n),
          String(timing.files).padStart(6),
        ].join(' '),
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(
    [
      'file'.padEnd(14),
      'pages'.padStart(5),
      'size'.padStart(8),
      'check'.padStart(9),
      'per page'.padStart(10),
      'content'.padStart(9),
      'prerender'.padStart(9),
      'per page'.padStart(10),
      'files'.padStart(6),
    ].join(' '),
  );
  console.log(rows.join('\n'));
  console.log(
    '\ncheck: schema and cross-page rules (median of 3); content: blocks with picture facts, as the page chunks carry them;',
  );
  console.log(
    'prerender: every address to HTML with styles and head, written to a temporary folder (paths and lower-case copies).',
  );
  console.log(
    failed
      ? `\nChecking 1000 pages took more than ${VALIDATION_LIMIT_MS} ms.`
      : `\nChecking 1000 pages is within ${VALIDATION_LIMIT_MS} ms.`,
  );
  return failed ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error('Benchmark failed:', error);
    process.exitCode = 1;
  },
);
