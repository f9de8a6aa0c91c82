// WCAG 1.4.10 Reflow: at 320 px wide, and at 1280 px zoomed to 200 % (which CSS sees as a 640 px wide
// viewport; deviceScaleFactor would only sharpen pixels), no route scrolls sideways.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { newPage, openHydrated, routes } from './a11y-axe.ts';
import { horizontalOverflow } from './a11y-page-checks.ts';
import { launchBrowser } from './browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

for (const [width, what] of [
  [320, '320 px wide'],
  [640, '1280 px at 200 % zoom'],
] as const) {
  it(`no route scrolls sideways at ${what}`, async () => {
    const page = await newPage(browser, width);
    const problems: string[] = [];
    for (const { path } of routes) {
      await openHydrated(page, `${baseUrl}${path}`);
      problems.push(...(await horizontalOverflow(page)).map((problem) => `${path} @${width}: ${problem}`));
    }
    // The opened states that add wide content: the mobile menu (below 1024 px) and a map tooltip.
    await openHydrated(page, `${baseUrl}/`);
    for (const dot of await page.locator('main figure button[aria-label]').all()) {
      await dot.focus();
      const state = await dot.getAttribute('aria-label');
      problems.push(
        ...(await horizontalOverflow(page)).map((problem) => `/ map tooltip "${state}" @${width}: ${problem}`),
      );
    }
    await page.getByRole('button', { name: 'Open menu' }).click();
    problems.push(...(await horizontalOverflow(page)).map((problem) => `/ menu open @${width}: ${problem}`));
    expect(problems).toEqual([]);
    await page.context().close();
  }, 120_000);
}
