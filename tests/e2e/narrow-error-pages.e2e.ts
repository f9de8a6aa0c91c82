// The page a form post without JavaScript is answered with when something was refused, on a 320 px phone,
// in every language: it never scrolls sideways, even where a message carries an e-mail address with the
// sentence's full stop (a Hindi danda) attached, a word no line break may split.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
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

/** The form's fields given a value the server refuses (an address without @), the rest left empty. */
const refused: Record<string, Record<string, string>> = {
  '/ContactPage': { email: 'not-an-address' },
  '/JoinUs': { email: 'not-an-address', guardianEmail: 'not-an-address-either' },
  // Sent without a file: the server's refusal, shown as it came, is the page.
  '/FileUploadTest': {},
};

/** Sends the page's form past the browser's own checks and waits for the page the server answers with. */
async function sendRefused(page: Page, values: Record<string, string>): Promise<number> {
  const form = page.locator('form[method="post"]').first();
  await form.evaluate((element) => {
    (element as HTMLFormElement).noValidate = true;
  });
  for (const [name, value] of Object.entries(values)) await form.locator(`[name="${name}"]`).fill(value);
  const answered = page.waitForResponse((response) => response.request().isNavigationRequest());
  await form.locator('button[type="submit"]').click();
  const status = (await answered).status();
  await page.waitForLoadState('load');
  // The Hindi and Telugu pages' web fonts change the width of their words.
  await page.evaluate(() => document.fonts.ready);
  return status;
}

describe('a refused form without JavaScript on a 320 px phone', () => {
  const cases = ['', '/hi', '/te'].flatMap((prefix) => Object.keys(refused).map((path) => `${prefix}${path}`));
  it.each(cases)('%s: the answered page fits the screen', async (address) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 320, height: 568 } });
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl}${address}`);
      const status = await sendRefused(page, refused[address.replace(/^\/(hi|te)/, '')]);
      // 400 for a refused field; the upload test answers an empty file input with 415 (not a PDF).
      expect(status >= 400 && status < 500, `status ${status}`).toBe(true);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      // The elements that stick out, named, when it does not fit.
      expect(await horizontalOverflow(page), `scrollWidth ${width}`).toEqual([]);
      expect(width).toBeLessThanOrEqual(320);
    } finally {
      await context.close();
    }
  });
});
