/**
 * npm run bench:interactive [-- --dir dist/client] [--runs 3] (after npm run build): how long a first
 * visit on a slow phone waits until the page can be used. Chromium (playwright-core, Debian's) with its
 * network throttled to 400 kbit/s both ways and 400 ms latency and its CPU slowed 4x, a phone-sized
 * window (scripts/lib/throttled-phone.ts); for the home page in each language, a text page and the three form
 * pages, the time from the start of the navigation until a tap on the menu button opens the menu (it is tried
 * every 50 ms), against a target of 1.5 s, and on a form page, touched as soon as it has loaded, when it was
 * first painted, loaded and its form ready (its island woken). The
 * built site is served from `--dir` by a small static server of its own (the _routes.json table, gzip as the
 * real server sends it). Median of the runs; `--routes /a,/b` measures those instead. It prints, and fails only
 * when a menu never opens: the machine's load moves the figures.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, relative } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH, chromiumFlags } from '../lib/chromium.ts';
import { throttledPhonePage } from '../lib/throttled-phone.ts';

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const dir = resolve(arg('dir', 'dist/client'));
const runs = Math.max(1, Number(arg('runs', '3')));
const ROUTES = arg('routes', '/,/hi/,/te/,/PrivacyPolicy,/ContactPage,/JoinUs,/FileUploadTest').split(',');
const TARGET_MS = 1500;
// By the shell's own markers, not the button's name, which is in the page's language.
// 'none' once the page is parsed without a menu button: a standalone page (layout "standalone") has no site header.
const TAP_MENU = `(() => {
  const button = document.querySelector('button[data-menu-open]');
  if (!button) return document.readyState === 'loading' ? false : 'none';
  button.click();
  const layer = document.querySelector('[data-menu-layer]');
  return button.getAttribute('aria-expanded') === 'true' && !!layer && !layer.hidden;
})()`;
// On a form page touched at load: when its first paint, its load event and its form's readiness came, in ms
// after the navigation started (start-islands.ts marks an island data-woken once hydrated); null until then.
const PAGE_TIMES = `(() => {
  if (document.querySelector('[data-island]:not([data-woken])')) return null;
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  const navigation = performance.getEntriesByType('navigation')[0];
  return { paint: paint ? paint.startTime : NaN, load: navigation ? navigation.loadEventEnd : NaN, ready: performance.now() };
})()`;
const TOUCH_FORMS = `(() => {
  for (const island of document.querySelectorAll('[data-island]')) island.dispatchEvent(new FocusEvent('focusin'));
})()`;
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

function serve() {
  const { routes } = JSON.parse(readFileSync(join(dir, '_routes.json'), 'utf8')) as { routes: Record<string, string> };
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const page = routes[path.toLowerCase().replace(/\/$/, '') || '/'] ?? routes[path];
    const file = join(dir, page ?? path.slice(1));
    if (relative(dir, file).startsWith('..') || !existsSync(file) || (page === undefined && !extname(file))) {
      response.writeHead(404).end();
      return;
    }
    const gzip = existsSync(`${file}.gz`) && /gzip/.test(String(request.headers['accept-encoding']));
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    response.end(readFileSync(gzip ? `${file}.gz` : file));
  });
  return new Promise<{ url: string; close: () => void }>((done) =>
    server.listen(0, '127.0.0.1', () =>
      done({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() }),
    ),
  );
}

interface PageTimes {
  paint: number;
  load: number;
  ready: number;
}
const medianOf = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms: number) => (ms / 1000).toFixed(2);

async function main() {
  const site = await serve();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: chromiumFlags(),
  });
  try {
    for (const route of ROUTES) {
      const times: number[] = [];
      const formTimes: PageTimes[] = [];
      for (let run = 0; run < runs; run++) {
        // A fresh context each run: nothing cached, a first visit.
        const { context, page } = await throttledPhonePage(browser);
        const started = Date.now();
        await page.goto(site.url + route, { waitUntil: 'commit', timeout: 120_000 });
        let opened: boolean | 'none' = false;
        while (!opened && Date.now() - started < 120_000) {
          // A string, so this Node script needs no DOM types: tap the button, then read whether the menu opened.
          opened = await page.evaluate<boolean | 'none'>(TAP_MENU).catch(() => false);
          if (!opened) await page.waitForTimeout(50);
        }
        if (!opened) throw new Error(`The menu of ${route} did not open within 120 s.`);
        if (opened === 'none') {
          await context.close();
          break;
        }
        times.push(Date.now() - started);
        // A form: the visitor touches it as soon as the page has loaded (its island wakes on that touch).
        if (await page.evaluate<boolean>(`!!document.querySelector('[data-island]')`)) {
          await page.waitForLoadState('load', { timeout: 120_000 });
          await page.evaluate(TOUCH_FORMS);
          let woken: PageTimes | null = null;
          while (!woken && Date.now() - started < 120_000) {
            woken = await page.evaluate<PageTimes | null>(PAGE_TIMES).catch(() => null);
            if (!woken) await page.waitForTimeout(50);
          }
          if (!woken) throw new Error(`The form of ${route} was not ready within 120 s.`);
          formTimes.push(woken);
        }
        await context.close();
      }
      if (times.length === 0) {
        console.log(`${route.padEnd(16)} has no site menu (a standalone page)`);
        continue;
      }
      const menu = medianOf(times);
      const verdict = menu <= TARGET_MS ? 'within' : 'OVER';
      console.log(
        `${route.padEnd(16)} menu usable after ${seconds(menu)} s, ${verdict} the ${TARGET_MS / 1000} s target (median of ${runs}: ${times.map(seconds).join(', ')} s)`,
      );
      if (formTimes.length)
        console.log(
          `${''.padEnd(16)} first paint ${seconds(medianOf(formTimes.map((t) => t.paint)))} s, load ${seconds(medianOf(formTimes.map((t) => t.load)))} s, form touched at load ready ${seconds(medianOf(formTimes.map((t) => t.ready)))} s (medians)`,
        );
    }
  } finally {
    await browser.close();
    site.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
