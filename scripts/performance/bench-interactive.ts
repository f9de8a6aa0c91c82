/**
 * npm run bench:interactive [-- --dir dist/client] [--runs 3] (after npm run build): how long a first
 * visit on a slow phone waits until the page can be used. Chromium (playwright-core, Debian's) with its
 * network throttled to 400 kbit/s both ways and 400 ms latency and its CPU slowed 4x, a phone-sized
 * window; for `/` and `/PrivacyPolicy`, the time from the start of the navigation until a tap on the menu
 * button opens the menu (it is tried every 50 ms). The built site is served from `--dir` by a small static
 * server of its own (the _routes.json table, gzip as the real server sends it). Median of the runs.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, relative } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH, chromiumFlags } from '../lib/chromium.ts';

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const dir = resolve(arg('dir', 'dist/client'));
const runs = Math.max(1, Number(arg('runs', '3')));
const ROUTES = ['/', '/PrivacyPolicy'];
const TAP_MENU = `(() => {
  const button = document.querySelector('button[aria-expanded][aria-label="Open menu"]');
  if (!button) return false;
  button.click();
  return button.getAttribute('aria-expanded') === 'true' && !!document.querySelector('[role=dialog][aria-label="Menu"]');
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

async function main() {
  const site = await serve();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: chromiumFlags(),
  });
  try {
    for (const route of ROUTES) {
      const times: number[] = [];
      for (let run = 0; run < runs; run++) {
        // A fresh context each run: nothing cached, a first visit.
        const context = await browser.newContext({
          viewport: { width: 390, height: 844 },
          isMobile: true,
          hasTouch: true,
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 400,
          downloadThroughput: 400_000 / 8,
          uploadThroughput: 400_000 / 8,
        });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        const started = Date.now();
        await page.goto(site.url + route, { waitUntil: 'commit', timeout: 120_000 });
        let opened = false;
        while (!opened && Date.now() - started < 120_000) {
          // A string, so this Node script needs no DOM types: tap the button, then read whether the menu opened.
          opened = await page.evaluate<boolean>(TAP_MENU).catch(() => false);
          if (!opened) await page.waitForTimeout(50);
        }
        if (!opened) throw new Error(`The menu of ${route} did not open within 120 s.`);
        times.push(Date.now() - started);
        await context.close();
      }
      const sorted = [...times].sort((a, b) => a - b);
      console.log(
        `${route.padEnd(16)} menu usable after ${(sorted[Math.floor(sorted.length / 2)] / 1000).toFixed(2)} s (median of ${runs}: ${times.map((t) => (t / 1000).toFixed(2)).join(', ')} s)`,
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
