// The forms on a Hindi page, in the browser: an empty send of /hi/JoinUs shows its problems in Hindi,
// both with JavaScript (the form's own checks, with the Hindi messages loaded for the page's language)
// and without (the server's page: the Hindi page with its Hindi title prefix, summary and sentences).
// The English forms are covered by forms.e2e.ts and forms-without-js.e2e.ts.
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newPage, openHydrated, runAxe } from './a11y-axe.ts';
import { launchBrowser } from './browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SUBMIT = 'आवेदन जमा करें';
const errorTexts = (page: Page) => page.locator('p[id$="-error"]').allTextContents();
const posts = (page: Page) => {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') sent.push(request);
  });
  return sent;
};

describe('the join form on /hi/JoinUs', () => {
  it('with JavaScript: an empty send shows each problem in Hindi beside its field, and nothing is sent', async () => {
    const page = await newPage(browser, 390);
    try {
      await openHydrated(page, `${baseUrl}/hi/JoinUs`);
      const sent = posts(page);
      await page.getByRole('button', { name: SUBMIT }).click();
      await page.locator('p[id$="-error"]').first().waitFor();
      const errors = await errorTexts(page);
      expect(errors).toContain('पहला नाम भरना अनिवार्य है।');
      expect(errors).toContain('ईमेल भरना अनिवार्य है।');
      expect(errors.some((text) => text.startsWith('कृपया बॉक्स पर सही का निशान'))).toBe(true);
      expect(errors.join(' ')).not.toMatch(/[A-Za-z]{4,} (is|must)/);
      // The first problem's field has the focus.
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
      expect(sent).toHaveLength(0);
    } finally {
      await page.context().close();
    }
  });

  it('without JavaScript: the server answers with the Hindi page, its title, summary and sentences in Hindi', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    try {
      await page.goto(`${baseUrl}/hi/JoinUs`);
      expect(await page.locator('input[type="hidden"][name="language"]').getAttribute('value')).toBe('hi');
      // The browser's own checks would stop an empty send; the server's answer is what is tested here.
      await page
        .locator('form[method="post"]')
        .first()
        .evaluate((form) => {
          (form as HTMLFormElement).noValidate = true;
        });
      const answered = page.waitForResponse((response) => response.request().isNavigationRequest());
      await page.getByRole('button', { name: SUBMIT }).click();
      expect((await answered).status()).toBe(400);
      await page.waitForLoadState('load');
      expect(await page.getAttribute('html', 'lang')).toBe('hi-IN');
      expect(await page.title()).toMatch(/^त्रुटि: /);
      expect(await page.getByRole('heading', { name: 'एक समस्या है' }).count()).toBe(1);
      const errors = await errorTexts(page);
      expect(errors).toContain('पहला नाम भरना अनिवार्य है, इसे खाली नहीं छोड़ा जा सकता।');
      expect(errors.some((text) => text.startsWith('कृपया बॉक्स पर सही का निशान'))).toBe(true);
      expect(errors.join(' ')).not.toMatch(/[A-Za-z]{4,} (is|must)/);
    } finally {
      await context.close();
    }
  });

  it('with JavaScript, the page is axe-clean with its Hindi errors shown', async () => {
    const page = await newPage(browser, 1280);
    try {
      await openHydrated(page, `${baseUrl}/hi/JoinUs`);
      await page.getByRole('button', { name: SUBMIT }).click();
      await page.locator('p[id$="-error"]').first().waitFor();
      expect((await runAxe(page, '/hi/JoinUs with errors')).violations).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
