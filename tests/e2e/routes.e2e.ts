import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;
const consoleErrors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('console', (message) => {
    // The unknown address is answered with a deliberate 404, which Chromium logs; anything else counts.
    if (message.type() === 'error' && !message.location().url.endsWith('/no/such/page'))
      consoleErrors.push(message.text());
  });
  mkdirSync('test-results/screenshots', { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

const h1 = () => page.locator('h1').first().innerText();

describe('the built site served by npm start', () => {
  it('/ shows the home page with the organisation name as title', async () => {
    const response = await page.goto(`${baseUrl}/`);
    expect(response?.status()).toBe(200);
    expect(await h1()).toBe('Turning Compassion into Action');
    expect(await page.title()).toBe('Example Welfare Foundation');
    await expect(page.getByRole('heading', { name: 'Our Interventions' }).isVisible()).resolves.toBe(true);
    await page.screenshot({ path: 'test-results/screenshots/home.png', fullPage: true });
  });

  it('/new shows Our History', async () => {
    const response = await page.goto(`${baseUrl}/new`);
    expect(response?.status()).toBe(200);
    expect(await h1()).toBe('Our History');
    expect(await page.title()).toBe('Example Welfare Foundation');
  });

  it('an unknown path shows the home page, with noindex', async () => {
    const response = await page.goto(`${baseUrl}/no/such/page`);
    expect(response?.status()).toBe(404);
    expect(await h1()).toBe('Turning Compassion into Action');
    expect(await page.locator('meta[name=robots]').getAttribute('content')).toBe('noindex, follow');
    expect(await page.locator('link[rel=canonical]').getAttribute('href')).toBe('https://www.example.org/');
  });

  it('a menu link navigates without a reload and sets the title', async () => {
    await page.goto(`${baseUrl}/`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL(`${baseUrl}/PrivacyPolicy`);
    // The previous page stays on screen until the next one's content and code have arrived.
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    expect(await page.title()).toBe('Privacy Policy');
  });

  it('logged no errors in the browser console', () => {
    expect(consoleErrors).toEqual([]);
  });
});
