// WCAG 2.1 AA sweep: axe (A and AA rules of 2.0 and 2.1 plus best practices) on every route of
// pages.json at 1280 and 390 px, with the structure checks and the contrast of text over pictures;
// then the opened states: menus, dropdown, dialog, accordion, forms with errors and sent.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newPage, openHydrated, routes, runAxe, visitWholePage } from './a11y-axe.ts';
import { structureProblems } from './a11y-page-checks.ts';
import { launchBrowser } from './browser.ts';
import { forms } from './form-fill.ts';
import { textOverImageProblems } from './text-over-images.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
const pages: Record<number, Page> = {};

beforeAll(async () => {
  browser = await launchBrowser();
  pages[1280] = await newPage(browser, 1280);
  pages[390] = await newPage(browser, 390);
});
afterAll(async () => {
  await browser?.close();
});

/** axe violations and undecided contrast, measured by pixels, of the page as it is now. */
async function audit(page: Page, label: string): Promise<string[]> {
  const { violations, undecidedContrast } = await runAxe(page, label);
  let overImages = await textOverImageProblems(page, undecidedContrast, label);
  // A picture section can still be settling after hydration on a busy machine (its scrim not yet
  // drawn): measure once more after a moment, and report what is still wrong then.
  if (overImages.length > 0) {
    await page.waitForTimeout(1000);
    overImages = await textOverImageProblems(page, undecidedContrast, label);
  }
  return [...violations, ...overImages];
}

// The two widths run side by side: each page's axe run mostly waits on its own renderer process.
describe.concurrent('every route of pages.json', () => {
  for (const width of [1280, 390]) {
    it(`has no axe violation, one h1, ordered headings, landmarks and lang at ${width} px`, async ({ expect }) => {
      const page = pages[width];
      const problems: string[] = [];
      for (const { path, chrome } of routes) {
        await openHydrated(page, `${baseUrl}${path}`);
        await visitWholePage(page);
        const unseen = await page.locator('[data-reveal=hidden]').count();
        if (unseen > 0) problems.push(`${path} @${width}: ${unseen} sections still hidden, so axe would skip them`);
        problems.push(...(await structureProblems(page, chrome)).map((problem) => `${path} @${width}: ${problem}`));
        problems.push(...(await audit(page, `${path} @${width}`)));
      }
      expect(problems).toEqual([]);
    }, 240_000);
  }
});

describe('opened states', () => {
  it('mobile menu open with a group expanded (390 px)', async () => {
    const page = pages[390];
    await openHydrated(page, `${baseUrl}/`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Interventions' }).click();
    expect(await audit(page, 'mobile menu open')).toEqual([]);
  });

  it('desktop dropdown open (1280 px)', async () => {
    const page = pages[1280];
    await openHydrated(page, `${baseUrl}/`);
    const group = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Interventions' });
    await group.click();
    expect(await group.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('banner').getByRole('link', { name: 'Education' }).waitFor();
    expect(await audit(page, 'dropdown open')).toEqual([]);
  });

  it('member profile dialog open (/member)', async () => {
    const page = pages[1280];
    await openHydrated(page, `${baseUrl}/member`);
    await page
      .getByRole('button', { name: /^Read more/ })
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
    expect(await audit(page, 'member dialog open')).toEqual([]);
  });

  it('an accordion section open (/coc)', async () => {
    const page = pages[390];
    await openHydrated(page, `${baseUrl}/coc`);
    const id = await page.locator('main button[aria-expanded=false]').first().getAttribute('id');
    const toggle = page.locator(`[id="${id}"]`);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await audit(page, 'accordion open')).toEqual([]);
  });

  for (const form of forms) {
    it(`${form.path}: showing its errors after an empty send, then sent`, async () => {
      const page = pages[390];
      await openHydrated(page, `${baseUrl}${form.path}`);
      await page.getByRole('button', { name: form.submit }).click();
      await page.locator('[aria-invalid=true]').first().waitFor();
      const problems = await audit(page, `${form.path} errors`);
      await form.fill(page, `a11y-${Date.now()}`);
      await page.getByRole('button', { name: form.submit }).click();
      await page.getByRole('heading', { name: form.sent }).waitFor();
      problems.push(...(await audit(page, `${form.path} sent`)));
      expect(problems).toEqual([]);
    });
  }
});
