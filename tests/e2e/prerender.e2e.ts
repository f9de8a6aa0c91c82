import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { PagesFile } from '../../content/types.ts';
import { launchBrowser } from './browser.ts';
import { escapeHtml } from '../../content/escape-html.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it('with JavaScript turned off, a page arrives complete: text, title, description and styles', async () => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/PrivacyPolicy`);
  expect(await page.locator('h1').innerText()).toBe('Privacy Policy');
  expect(await page.getByText(/someone aged 8 to 17 applies/).count()).toBeGreaterThan(0);
  expect(await page.title()).toBe('Privacy Policy');
  expect(await page.locator('meta[name=description]').getAttribute('content')).toBeTruthy();
  // Styles are in the HTML: the footer is dark without any script having run.
  const footerBackground = await page.locator('footer').evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(footerBackground).not.toBe('rgba(0, 0, 0, 0)');
  await context.close();
});

it('every page with a description in pages.json has it in the HTML at each address, standalone /landing too', async () => {
  const pages = (JSON.parse(readFileSync('pages.json', 'utf8')) as PagesFile).pages.filter((page) => page.description);
  expect(pages.map((page) => page.path)).toContain('/landing');
  for (const page of pages) {
    for (const address of [page.path, ...(page.aliases ?? [])]) {
      const html = await (await fetch(`${baseUrl}${address}`)).text();
      expect(html, address).toContain(`<meta name="description" content="${escapeHtml(page.description ?? '')}">`);
    }
  }
  // After hydration the page keeps it (the browser's head tags are applied from the same route).
  const browserPage = await browser.newPage();
  await browserPage.goto(`${baseUrl}/landing`);
  await browserPage.waitForLoadState('networkidle');
  expect(await browserPage.locator('meta[name=description]').getAttribute('content')).toBe(
    pages.find((page) => page.path === '/landing')?.description,
  );
  await browserPage.close();
});

it('with JavaScript turned off, text shown one piece at a time is all readable, and script-only buttons are gone', async () => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/Education`);
  await expect.poll(() => page.getByText('Nearly six decades on').isVisible()).toBe(true);
  await expect.poll(() => page.getByText('Where we stand today').isVisible()).toBe(true);
  await page.goto(`${baseUrl}/member`);
  await expect.poll(() => page.getByText('Mentor 1 also advises the centres', { exact: false }).isVisible()).toBe(true);
  expect(await page.getByRole('button', { name: /Read More/i }).count()).toBe(0);
  await context.close();
});

it("with JavaScript turned off, the mobile menu is a link to the site's pages in the footer", async () => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/history`);
  expect(await page.getByRole('button', { name: 'Open menu' }).count()).toBe(0);
  await page.getByRole('link', { name: "Menu: the site's pages" }).click();
  expect(new URL(page.url()).hash).toBe('#site-links');
  expect(await page.locator('#site-links').getByRole('link', { name: 'Education' }).isVisible()).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await page.getByRole('link', { name: "Menu: the site's pages" }).count()).toBe(0);
  await context.close();
});

it('with JavaScript on, only the chosen panel shows and profiles wait for their dialog', async () => {
  const page = await browser.newPage();
  await page.goto(`${baseUrl}/Education`);
  await page.waitForLoadState('networkidle');
  expect(await page.getByText('Nearly six decades on').isVisible()).toBe(false);
  await page.goto(`${baseUrl}/member`);
  await page.waitForLoadState('networkidle');
  expect(await page.getByText('Mentor 1 also advises the centres', { exact: false }).isVisible()).toBe(false);
  expect(await page.getByRole('button', { name: /Read More/i }).count()).toBeGreaterThan(0);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(true);
  expect(await page.getByRole('link', { name: "Menu: the site's pages" }).count()).toBe(0);
  await page.close();
});

it('starts without a warning in the console, and a footer link loads the next page', async () => {
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) problems.push(message.text());
  });
  await page.goto(`${baseUrl}/history`);
  await page.waitForLoadState('networkidle');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
  expect(problems).toEqual([]);
  await page.close();
});
