// The "Your data" page in Chromium against `npm start`: a visitor asks for a link with and without
// JavaScript. The page reads the same for an address we hold data under and one we do not, the link email
// goes only to the first, and axe finds nothing on any page shown.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newPage, openHydrated, runAxe } from './a11y-axe.ts';
import { launchBrowser } from './browser.ts';
import { emlFiles } from './eml-files.ts';
import { fillContactForm } from './form-fill.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const unique = `${Date.now()}`;
const known = `known-${unique}@example.org`;
const unknown = `nobody-${unique}@example.org`;
let browser: Browser;

const emails = () => emlFiles(dataDir);

/** The link emails sent to an address: the message's To line names it and its body has the link. */
const linkEmailsTo = (address: string) =>
  emails().filter((text) => new RegExp(`^To: .*${address}`, 'mi').test(text) && text.includes('/privacy/your-data'));

async function waitFor(check: () => boolean, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A contact message from `known`, so the server holds data under that address. */
async function storeContactMessage(): Promise<void> {
  const page = await newPage(browser, 390);
  try {
    await openHydrated(page, `${baseUrl}/ContactPage`);
    await fillContactForm(page, unique, { email: known, message: `Your data test ${unique}` });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('heading', { name: 'Message Sent Successfully!' }).waitFor();
  } finally {
    await page.context().close();
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  await storeContactMessage();
});
afterAll(async () => {
  await browser?.close();
});

describe('the Your data page', () => {
  it('is linked from the footer and explains itself', async () => {
    const page = await newPage(browser, 1280);
    try {
      await openHydrated(page, `${baseUrl}/`);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Your data' }).click();
      await page.waitForURL(`${baseUrl}/your-data`);
      await page.getByRole('heading', { level: 1, name: 'Your data' }).waitFor();
      const text = await page.locator('main').innerText();
      expect(text).toContain('24 hours');
      expect(text).toContain('the same answer whether or not we hold anything');
      expect((await runAxe(page, '/your-data')).violations).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('with JavaScript: the same confirmation in place for a known and an unknown address', async () => {
    const shown: string[] = [];
    for (const address of [known, unknown]) {
      const page = await newPage(browser, 390);
      try {
        await openHydrated(page, `${baseUrl}/your-data`);
        await page.getByRole('textbox', { name: /^Email/ }).fill(address);
        const answered = page.waitForResponse((response) => response.url().endsWith('/api/your-data'));
        await page.getByRole('button', { name: 'Send me a link' }).click();
        expect((await answered).status()).toBe(202);
        const heading = page.getByRole('heading', { name: 'Please check your email' });
        await heading.waitFor();
        await expect.poll(() => heading.evaluate((element) => element === document.activeElement)).toBe(true);
        expect(page.url()).toBe(`${baseUrl}/your-data`);
        shown.push(await page.getByRole('status').filter({ has: heading }).innerText());
        expect((await runAxe(page, `/your-data sent (${address === known ? 'known' : 'unknown'})`)).violations).toEqual(
          [],
        );
      } finally {
        await page.context().close();
      }
    }
    expect(shown[0]).toContain('The link works once, for 24 hours.');
    expect(shown[1]).toBe(shown[0]);
    await waitFor(() => linkEmailsTo(known).length === 1);
    expect(linkEmailsTo(unknown)).toEqual([]);
  });

  it('with JavaScript: a malformed address is refused beside the field', async () => {
    const page = await newPage(browser, 390);
    try {
      await openHydrated(page, `${baseUrl}/your-data`);
      const email = page.getByRole('textbox', { name: /^Email/ });
      await email.fill('not-an-address');
      await page.getByRole('button', { name: 'Send me a link' }).click();
      await page.getByText('Please enter a valid email address, like name@example.org.').waitFor();
      expect(await email.getAttribute('aria-invalid')).toBe('true');
      await expect.poll(() => email.evaluate((element) => element === document.activeElement)).toBe(true);
      expect((await runAxe(page, '/your-data refused')).violations).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it("without JavaScript: the server's page gives the same answer for a known and an unknown address", async () => {
    const shown: string[] = [];
    for (const address of [known, unknown]) {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
      try {
        const page = await context.newPage();
        await page.goto(`${baseUrl}/your-data`);
        await page.getByRole('textbox', { name: /^Email/ }).fill(address);
        const answered = page.waitForResponse((response) => response.request().isNavigationRequest());
        await page.getByRole('button', { name: 'Send me a link' }).click();
        expect((await answered).status()).toBe(200);
        await page.waitForLoadState('load');
        await page.getByRole('heading', { level: 1, name: 'Your data' }).waitFor();
        shown.push(await page.getByRole('status').innerText());
        await expectAxeClean(page, `no-JS answer (${address === known ? 'known' : 'unknown'})`);
        await page.getByRole('link', { name: 'Back' }).click();
        await page.waitForURL(`${baseUrl}/your-data`);
      } finally {
        await context.close();
      }
    }
    expect(shown[0]).toContain('The link works once, for 24 hours.');
    expect(shown[1]).toBe(shown[0]);
    await waitFor(() => linkEmailsTo(known).length === 2);
    expect(linkEmailsTo(unknown)).toEqual([]);
  });
});

/** axe needs scripts, which the page has off: the same HTML is checked in a page that may run them. */
async function expectAxeClean(page: Page, label: string): Promise<void> {
  const html = await page.content();
  const url = page.url();
  const checker = await newPage(browser, 390);
  try {
    await checker.route(url, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
    await checker.goto(url);
    expect((await runAxe(checker, label)).violations).toEqual([]);
  } finally {
    await checker.context().close();
  }
}
