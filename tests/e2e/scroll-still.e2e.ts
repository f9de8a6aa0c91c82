// Scrolling moves the page by what the reader scrolled and nothing else: the header's compact state must
// not change the layout below it. When it did, each compaction moved the content up, the browser's scroll
// anchoring followed it, the header grew back, and on a phone small scrolls bounced back to the top.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openHydrated } from './a11y-axe.ts';
import { launchBrowser } from './browser.ts';

const baseUrl = inject('baseUrl');
const paths = ['/', '/te/', '/Education', '/PrivacyPolicy'];
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

declare global {
  interface Window {
    shiftsWhileScrolling: number[];
  }
}

/** Opens the page with its fonts in and the header's script settled, then records every layout shift. */
async function openStill(page: Page, path: string) {
  await openHydrated(page, `${baseUrl}${path}`);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    window.shiftsWhileScrolling = [];
    // Every shift counts, those right after input too: a scroll is input, and these shifts follow it.
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        window.shiftsWhileScrolling.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift' });
  });
}

/** Turns the mouse wheel once and answers where the page came to rest. */
async function wheel(page: Page, pixels: number): Promise<number> {
  await page.mouse.wheel(0, pixels);
  await page.waitForTimeout(150);
  return page.evaluate(
    () => new Promise<number>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(scrollY)))),
  );
}

const shiftSum = (page: Page) =>
  page.evaluate(() => window.shiftsWhileScrolling.reduce((sum, value) => sum + value, 0));

describe('on a phone (390 px), ten wheel steps of 40 px', () => {
  for (const path of paths)
    it(`${path} scrolls 40 px further at each step, and nothing shifts`, async () => {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await openStill(page, path);
      await page.mouse.move(195, 500);
      const positions: number[] = [];
      for (let step = 0; step < 10; step++) positions.push(await wheel(page, 40));
      expect(positions, `scrollY after each step on ${path}`).toEqual(positions.map((_, step) => 40 * (step + 1)));
      expect(await shiftSum(page), `layout shift on ${path}`).toBeLessThan(0.01);
      await page.close();
    });
});

describe('on a desktop (1280 px)', () => {
  for (const path of paths)
    it(`${path}: one 100 px wheel step scrolls (about) 100 px`, async () => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await openStill(page, path);
      await page.mouse.move(640, 500);
      expect(await wheel(page, 100), `scrollY on ${path}`).toBeGreaterThanOrEqual(90);
      expect(await shiftSum(page), `layout shift on ${path}`).toBeLessThan(0.01);
      await page.close();
    });
});
