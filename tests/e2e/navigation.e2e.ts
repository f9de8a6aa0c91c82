import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { PagesFile } from '../../content/types.ts';
import { launchBrowser } from './browser.ts';

const baseUrl = inject('baseUrl');
const pages = JSON.parse(readFileSync('pages.json', 'utf8')) as PagesFile;
interface MenuLink {
  menu?: string;
  label: string;
  href: string;
}
const menuLinks: MenuLink[] = pages.site.navigation.flatMap((entry): MenuLink[] =>
  entry.groups
    ? entry.groups.flatMap((group) =>
        group.links.map((link) => ({ menu: entry.label, label: link.label, href: link.href })),
      )
    : [{ label: entry.label, href: entry.href! }],
);
const shotName = (path: string) => (path === '/' ? 'home' : path.slice(1).replace(/\//g, '_'));
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync('test-results/screenshots', { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

async function expectPageShown(page: Page, href: string) {
  await page.waitForURL((url) => url.pathname.toLowerCase() === href.toLowerCase());
  await page.locator('main h1').first().waitFor();
  expect(await page.locator('main h1').count()).toBe(1);
}

describe('desktop (1280 px): every menu link, through its drop-down', () => {
  it.each(menuLinks)('$menu > $label', async ({ menu, label, href }: MenuLink) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}/`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    if (menu) await nav.getByRole('button', { name: menu }).hover();
    await nav.getByRole('link', { name: label, exact: false }).first().click();
    await expectPageShown(page, href);
    await page.close();
  });
});

describe('mobile (390 px): every menu link, through the menu button', () => {
  it.each(menuLinks)('$menu > $label', async ({ menu, label, href }: MenuLink) => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    if (menu) await dialog.getByRole('button', { name: menu }).click();
    await dialog.getByRole('link', { name: label, exact: true }).click();
    await expectPageShown(page, href);
    expect(await page.getByRole('dialog', { name: 'Menu' }).count()).toBe(0);
    await page.close();
  });
});

describe('a screenshot of every page at both widths (test-results/screenshots)', () => {
  it.each(pages.pages.map((p) => p.path))('%s', async (path) => {
    for (const width of [1280, 390]) {
      const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      expect(await page.locator('main h1').count()).toBe(1);
      // Scroll through once so lazy pictures load before the full-page picture is taken.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 40));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `test-results/screenshots/${shotName(path)}-${width}.png`, fullPage: true });
      await page.close();
    }
  });
});
