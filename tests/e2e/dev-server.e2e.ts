// `npm run dev`: Vite's dev server with the pages plugin on a temporary copy of pages.json. Its pages are
// rendered on the server with islands, as in production; driven by Chromium while the copy is saved valid,
// broken and fixed again.
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import type { Browser, Page } from 'playwright-core';
import { createLogger, createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockRegistry } from '../../blocks/registry.ts';
import { blocksCataloguePlugin } from '../../scripts/build/vite-plugin-blocks-catalogue.ts';
import { pagesPlugin } from '../../scripts/build/vite-plugin-pages.ts';
import { launchBrowser } from './browser.ts';
import { removeTempDir } from '../helpers/remove-temp-dir.ts';

const dir = mkdtempSync(join(tmpdir(), 'dev-server-e2e-'));
const file = join(dir, 'pages.json');
const original = readFileSync('pages.json', 'utf8');
const terminal: string[] = [];
let server: ViteDevServer;
let browser: Browser;
let page: Page;
let base = '';

/** pages.json with the home page's first heading changed, and optionally a menu link broken. */
function edited(heading: string, brokenLink?: string): string {
  const data = JSON.parse(original);
  data.pages.find((p: { path: string }) => p.path === '/').blocks.find((b: { heading?: string }) => b.heading).heading =
    heading;
  if (brokenLink) data.site.footer.columns[0].links[0].href = brokenLink;
  return JSON.stringify(data, null, 2);
}
const h1 = () => page.locator('h1').first().textContent();
const overlayText = () =>
  page.evaluate(
    () => document.querySelector('vite-error-overlay')?.shadowRoot?.querySelector('.message')?.textContent ?? '',
  );

async function startDevServer(pagesFile: string): Promise<{ server: ViteDevServer; base: string }> {
  const logger = createLogger('error');
  logger.error = (message) => {
    terminal.push(message);
  };
  const dev = await createServer({
    configFile: false,
    root: process.cwd(),
    cacheDir: join(dir, 'vite-cache'), // never the project's own dependency cache, which npm run dev uses
    customLogger: logger,
    plugins: [react(), pagesPlugin({ file: pagesFile }), blocksCataloguePlugin()],
    // As vite.config.ts: the pages are rendered on the server with styled-components' ES module build.
    ssr: { noExternal: ['styled-components'] },
    server: { host: '127.0.0.1', port: 0 },
  });
  await dev.listen();
  return { server: dev, base: `http://127.0.0.1:${(dev.httpServer!.address() as AddressInfo).port}` };
}

beforeAll(async () => {
  copyFileSync('pages.json', file);
  ({ server, base } = await startDevServer(file));
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await removeTempDir(dir);
});

describe('npm run dev serves pages as production does', () => {
  it("answers /, /hi/ and a form page with server-rendered HTML, and the form page's island wakes in the browser", async () => {
    for (const [address, text] of [
      ['/', 'Turning Compassion into Action'],
      ['/hi/', 'lang="hi'],
      ['/ContactPage', 'data-island="contact-form"'],
    ]) {
      const answer = await fetch(`${base}${address}`, { headers: { accept: 'text/html' } });
      expect(answer.status, address).toBe(200);
      const html = await answer.text();
      expect(html, address).toMatch(/<div id="root"><[a-z]/);
      expect(html, address).toContain(text);
      expect(html, address).toContain('/@vite/client');
    }
    expect((await fetch(`${base}/no-such-page`, { headers: { accept: 'text/html' } })).status).toBe(404);
    const form = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await form.goto(`${base}/ContactPage`);
    await form.getByRole('textbox', { name: /^Name/ }).pressSequentially('Asha Rao');
    await form.waitForFunction(
      () => {
        const element = document.querySelector('[data-island="contact-form"]');
        return !!element && Object.keys(element).some((key) => key.startsWith('__reactContainer'));
      },
      undefined,
      { timeout: 60_000 },
    );
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect(await form.getByRole('alert').first().textContent()).toMatch(/Message/);
    expect(form.url()).toBe(`${base}/ContactPage`);
    await form.close();
  });
});

describe('npm run dev while pages.json is edited', () => {
  it('reloads the page when a valid save changes it', async () => {
    await page.goto(`${base}/`);
    await page.waitForSelector('h1');
    writeFileSync(file, edited('Saved once'));
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Saved once');
  });

  it("shows a broken save's located errors in the browser and the terminal, keeping the last valid content", async () => {
    writeFileSync(file, edited('Never shown', '/no-such-page'));
    await page.waitForSelector('vite-error-overlay', { state: 'attached' });
    const message = 'the link "/no-such-page" goes to no page of this site.';
    expect(await overlayText()).toMatch(
      new RegExp(
        `pages\\.json:\\d+:\\d+ {2}site settings > footer\\.columns\\[1\\]\\.links\\[1\\]\\.href: ${message.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`,
      ),
    );
    expect(terminal.join('\n')).toContain(message);
    expect(await h1()).toBe('Saved once');
    // Reloading the browser still shows the last valid content, and the errors again.
    await page.reload();
    await page.waitForSelector('h1');
    expect(await h1()).toBe('Saved once');
    await page.waitForSelector('vite-error-overlay', { state: 'attached' });
  });

  it('recovers without a restart once the file is fixed', async () => {
    writeFileSync(file, edited('Fixed again'));
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Fixed again');
    expect(await page.locator('vite-error-overlay').count()).toBe(0);
  });

  it('serves /_blocks: every block type rendered from its example beside its JSON', async () => {
    await page.goto(`${base}/_blocks`);
    await page.waitForSelector('#block-hero pre');
    expect(await page.locator('article[id^="block-"]').count()).toBe(Object.keys(blockRegistry).length);
    expect(await page.locator('#block-hero h1').textContent()).toBe(
      JSON.parse(readFileSync('blocks/hero/example.json', 'utf8')).heading,
    );
    expect(blocksCataloguePlugin().apply).toBe('serve'); // never part of a build
  });

  it('starts on a file with broken links, showing it as it is with the errors', async () => {
    const brokenFile = join(dir, 'broken.json');
    writeFileSync(brokenFile, edited('Started broken', '/no-such-page'));
    const broken = await startDevServer(brokenFile);
    try {
      await page.goto(`${broken.base}/`);
      await page.waitForSelector('vite-error-overlay', { state: 'attached' });
      expect(await overlayText()).toContain('the site shows it as it is until they are fixed.');
      expect(await h1()).toBe('Started broken');
    } finally {
      await broken.server.close();
    }
  });
});
