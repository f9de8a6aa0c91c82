// The two forms for people using screen readers and keyboards: every field labelled, errors
// announced by a live region that was there before they appeared and tied to their fields, the
// first invalid field focused, and the success message announced and focused.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newPage, openHydrated } from './a11y-axe.ts';
import { launchBrowser } from './browser.ts';
import { forms } from './form-fill.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser, 390);
});
afterAll(async () => {
  await browser?.close();
});

/** Marks the live regions present now, so we can tell later that a message appeared inside one of them. */
const markLiveRegions = () =>
  page.evaluate(() => {
    for (const region of document.querySelectorAll('main [role=alert], main [role=status], main [aria-live]'))
      region.setAttribute('data-live-before', '');
  });

/** The text of the live regions that were there before (see markLiveRegions). */
const announced = () =>
  page.evaluate(() =>
    [...document.querySelectorAll('[data-live-before]')].map((region) => region.textContent ?? '').join(' '),
  );

for (const form of forms) {
  describe(form.path, () => {
    it('labels every field the visitor can reach', async () => {
      await openHydrated(page, `${baseUrl}${form.path}`);
      const unlabelled = await page.locator('main form').evaluate((element) =>
        [...element.querySelectorAll<HTMLInputElement>('input, select, textarea')]
          .filter((field) => field.type !== 'hidden' && field.tabIndex >= 0 && !field.closest('[aria-hidden=true]'))
          .filter((field) => ![...(field.labels ?? [])].some((label) => label.textContent?.trim()))
          .map((field) => field.name),
      );
      expect(unlabelled).toEqual([]);
      expect(await page.locator('main form [required]').count()).toBeGreaterThan(2);
    });

    it('an empty send announces the errors, ties each to its field and focuses the first invalid field', async () => {
      await openHydrated(page, `${baseUrl}${form.path}`);
      await markLiveRegions();
      await page.getByRole('button', { name: form.submit }).click();
      const invalid = page.locator('main form [aria-invalid=true]');
      await invalid.first().waitFor();
      await expect.poll(() => invalid.first().evaluate((field) => field === document.activeElement)).toBe(true);
      // Each invalid field: the texts tied to it (hint, error), of which the error must be among those announced.
      const described = await invalid.evaluateAll((fields) =>
        fields.map((field) => ({
          name: field.getAttribute('name'),
          texts: (field.getAttribute('aria-describedby') ?? '')
            .split(' ')
            .filter(Boolean)
            .map((id) => document.getElementById(id)?.textContent?.trim() ?? ''),
        })),
      );
      expect(described.length).toBeGreaterThan(2);
      const live = await announced();
      const untied = described.filter((field) => !field.texts.some((text) => text && live.includes(text)));
      expect(untied).toEqual([]);
    });

    it('announces the success and moves focus to it', async () => {
      await openHydrated(page, `${baseUrl}${form.path}`);
      await form.fill(page, `forms-a11y-${Date.now()}`);
      await markLiveRegions();
      await page.getByRole('button', { name: form.submit }).click();
      const heading = page.getByRole('heading', { name: form.sent });
      await heading.waitFor();
      await expect.poll(() => heading.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await announced()).toContain(form.sent);
    });
  });
}
