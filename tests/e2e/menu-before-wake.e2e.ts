// The phone menu before the page's scripts have arrived: every script file is held back, so only the HTML,
// its styles and the inline early menu script (allowed by the server's Content-Security-Policy by its hash)
// are there when the visitor taps the menu button. Then the scripts arrive and the shell takes the open menu
// over as a modal dialog.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await context?.close();
  context = undefined;
});

describe('the phone menu before the scripts arrive', () => {
  for (const path of ['/', '/te/', '/hi/ContactPage'])
    it(`${path}: opens, its groups open, it closes; once the scripts come the open menu is a modal dialog`, async () => {
      context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      const refused: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
      });
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/assets\/.*\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      // The page's module scripts hold back DOMContentLoaded: the visitor acts once the header is there.
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'commit' });
      const button = page.locator('button[data-menu-open]');
      await button.waitFor();
      // The layer has no box of its own (its backdrop and drawer are fixed): the drawer is what shows.
      const layer = page.locator('[data-menu-layer]');
      const drawer = layer.locator('[role=dialog]');
      const group = layer.locator('button[data-menu-group]').first();

      await button.tap();
      await expect.poll(() => drawer.isVisible()).toBe(true);
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      await group.tap();
      expect(await group.getAttribute('aria-expanded')).toBe('true');
      await expect.poll(() => group.locator('xpath=following-sibling::div[1]').isVisible()).toBe(true);
      await layer.locator('[role=dialog] button[data-menu-close]').tap();
      await expect.poll(() => drawer.isVisible()).toBe(false);
      expect(await button.getAttribute('aria-expanded')).toBe('false');

      // Opened again, then the scripts arrive: the shell keeps it open, moves focus in and makes the page inert.
      await button.tap();
      release();
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-shell-ready'));
      expect(await drawer.isVisible()).toBe(true);
      expect(await page.evaluate(() => document.querySelector('main')?.closest('[inert]') !== null)).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => drawer.isVisible()).toBe(false);
      expect(refused).toEqual([]);
    });
});
