// The three forms with JavaScript switched off, as on a phone whose script failed or has not arrived:
// the browser's own checks, the server's pages (confirmation, errors with values kept and a summary,
// cross-site refusal), the stored rows read back with the staff export, and axe on every page shown.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { exportedRows } from './stored-rows.ts';
import { newPage, runAxe } from './a11y-axe.ts';
import { launchBrowser } from './browser.ts';
import { fillContactForm, fillJoinForm } from './form-fill.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

/**
 * axe needs scripts to run, which this page has switched off: the page as the visitor sees it (its HTML with
 * the module scripts removed and the <noscript> parts active) is checked in a second page that may run axe.
 */
async function expectAxeClean(label: string) {
  const html = (await page.content())
    .replace(/<script type="module"[^>]*>[\s\S]*?<\/script>|<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<\/?noscript>/g, '');
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

/** Clicks a submit button and waits for the page the server answers with (after a 303, the page it leads to). */
async function submitAndWait(name: string): Promise<number> {
  const answered = page.waitForResponse(
    (response) => response.request().isNavigationRequest() && response.status() !== 303,
  );
  await page.getByRole('button', { name }).click();
  const response = await answered;
  await page.waitForLoadState('load');
  return response.status();
}

const box = (name: RegExp) => page.getByRole('textbox', { name });
const unique = `${Date.now()}`;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  page = await context.newPage();
});
afterEach(async () => {
  await context?.close();
});

describe('every form without JavaScript', () => {
  it.each([
    ['/ContactPage', 'Send Message'],
    ['/JoinUs', 'Submit Application'],
    ['/FileUploadTest', 'Test Upload'],
  ])('%s: an empty send is stopped by the browser itself, nothing leaves the page', async (path, button) => {
    await page.goto(`${baseUrl}${path}`);
    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST') posted = true;
    });
    await page.getByRole('button', { name: button }).click();
    await page.waitForTimeout(300);
    expect(posted).toBe(false);
    expect(
      await page
        .locator('form[method="post"]')
        .first()
        .evaluate((form) => (form as HTMLFormElement).checkValidity()),
    ).toBe(false);
  });
});

describe('contact form without JavaScript', () => {
  it("a valid send lands on the confirmation page with the spec's texts, and the row is stored", async () => {
    await page.goto(`${baseUrl}/ContactPage`);
    await fillContactForm(page, `nojs-${unique}`);
    const status = await submitAndWait('Send Message');
    expect(status).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/ContactPage');
    await page.getByRole('heading', { name: 'Message Sent Successfully!' }).waitFor();
    expect(await page.getByText('We will get back to you soon.').count()).toBe(1);
    await expectAxeClean('/ContactPage sent without JavaScript');
    const rows = await exportedRows('contact');
    expect(rows.some((row) => row.name === `Asha Rao nojs-${unique}`)).toBe(true);
    // The way back is a fresh, empty form.
    await submitAndWait('Send Another Message');
    expect(await box(/^Name/).inputValue()).toBe('');
  });

  it('a refused send comes back with the values kept, a summary linking to each field, and the messages beside them', async () => {
    await page.goto(`${baseUrl}/ContactPage`);
    await fillContactForm(page, `bad-${unique}`);
    // type="email" would stop a malformed address in the browser; the server's own rule is what is tested here.
    await box(/^Email/).evaluate((input) => input.setAttribute('type', 'text'));
    await box(/^Email/).fill('not-an-address');
    expect(await submitAndWait('Send Message')).toBe(400);
    expect(await page.title()).toMatch(/^Error: /);
    expect(await box(/^Name/).inputValue()).toBe(`Asha Rao bad-${unique}`);
    expect(await box(/^Email/).inputValue()).toBe('not-an-address');
    const summaryLink = page.locator('a[href^="#"]', { hasText: /email/i }).first();
    const target = (await summaryLink.getAttribute('href'))?.slice(1) ?? '';
    expect(await page.locator(`[id="${target}"]`).getAttribute('name')).toBe('email');
    expect(await box(/^Email/).getAttribute('aria-invalid')).toBe('true');
    await expectAxeClean('/ContactPage refused without JavaScript');
  });

  it('a post from a page of another site is refused with a page that says so, and nothing is stored', async () => {
    const before = (await exportedRows('contact')).length;
    const other = join(tmpdir(), `cross-site-${unique}.html`);
    writeFileSync(
      other,
      `<!doctype html><html lang="en"><title>Elsewhere</title><form method="post" action="${baseUrl}/api/contact">` +
        '<input name="name" value="X"><input name="phone" value="9876543210"><input name="email" value="x@example.org">' +
        '<input name="message" value="cross"><button>Go</button></form></html>',
    );
    // A page served from another origin (a data: or file: page sends Origin: null, which is refused too).
    await page.goto(`file://${other}`);
    expect(await submitAndWait('Go')).toBe(403);
    expect(await page.locator('body').innerText()).toContain("This form can only be sent from this site's own pages.");
    expect((await exportedRows('contact')).length).toBe(before);
  });
});

describe('join form without JavaScript', () => {
  it('a valid application lands on the confirmation page and is stored', async () => {
    await page.goto(`${baseUrl}/JoinUs`);
    await fillJoinForm(page, `nojs${unique}`);
    expect(await submitAndWait('Submit Application')).toBe(200);
    await page.getByRole('heading', { name: 'Application Submitted Successfully!' }).waitFor();
    await expectAxeClean('/JoinUs sent without JavaScript');
    const rows = await exportedRows('volunteer');
    expect(rows.some((row) => row.first_name === `Ashanojs${unique}`)).toBe(true);
  });

  it("a malformed date of birth and a too-young applicant get the spec's messages, values kept", async () => {
    await page.goto(`${baseUrl}/JoinUs`);
    await fillJoinForm(page, `dob${unique}`);
    await box(/^Date of birth/).evaluate((input) => input.removeAttribute('pattern'));
    await box(/^Date of birth/).fill('2001-12-25');
    expect(await submitAndWait('Submit Application')).toBe(400);
    expect(await page.locator('body').innerText()).toContain('Please enter your date of birth in DD/MM/YYYY format.');
    expect(await box(/^First name/).inputValue()).toBe(`Ashadob${unique}`);
    await expectAxeClean('/JoinUs refused (date format) without JavaScript');

    const year = new Date().getFullYear() - 5;
    await box(/^Date of birth/).fill(`01/01/${year}`);
    expect(await submitAndWait('Submit Application')).toBe(400);
    expect(await page.locator('body').innerText()).toContain('You must be at least 8 years old to fill this form.');
    expect(await box(/^Date of birth/).inputValue()).toBe(`01/01/${year}`);
  });
});

describe('upload test without JavaScript', () => {
  it('a chosen PDF is sent and the answer shown readably', async () => {
    const pdf = join(tmpdir(), `nojs-${unique}.pdf`);
    writeFileSync(pdf, '%PDF-1.4\n% no-javascript upload test\n%%EOF\n');
    await page.goto(`${baseUrl}/FileUploadTest`);
    await page.locator('input[type="file"]').setInputFiles(pdf);
    expect(await submitAndWait('Test Upload')).toBe(200);
    const shown = await page.locator('body').innerText();
    expect(shown).toContain('"success": true');
    expect(shown).toContain(`nojs-${unique}.pdf`);
    await expectAxeClean('/FileUploadTest result without JavaScript');
  });
});

describe('a refused form on a 320 px phone without JavaScript (issue #24)', () => {
  it.each(['/JoinUs', '/te/JoinUs'])(
    '%s: each link of the error summary brings its field and label into view below the pinned header',
    async (path) => {
      const phone = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 320, height: 568 } });
      const small = await phone.newPage();
      try {
        await small.goto(`${baseUrl}${path}`);
        const form = small.locator('form[method="post"]').first();
        await form.evaluate((element) => {
          (element as HTMLFormElement).noValidate = true;
        });
        // Two refusals far apart: the first field and one near the end of the form.
        await form.locator('[name="email"]').fill('not-an-address');
        const answered = small.waitForResponse((response) => response.request().isNavigationRequest());
        await form.locator('button[type="submit"]').click();
        expect((await answered).status()).toBe(400);
        await small.waitForLoadState('load');
        // The summary (autofocused as the page loads) links to each refused field.
        const targets = await small
          .locator('[autofocus] a[href^="#"]')
          .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).hash.slice(1)));
        expect(targets.length).toBeGreaterThan(3);
        for (const id of targets) {
          await small.evaluate(() => window.scrollTo(0, 0));
          await small.locator(`a[href="#${id}"]`).first().click();
          await small.waitForTimeout(100);
          const place = await small.evaluate((target) => {
            const field = document.getElementById(target) as HTMLElement;
            const label = document.querySelector(`label[for="${target}"]`) ?? field;
            const header = document.querySelector('header') as HTMLElement;
            return {
              headerBottom: header.getBoundingClientRect().bottom,
              labelTop: label.getBoundingClientRect().top,
              fieldBottom: field.getBoundingClientRect().bottom,
            };
          }, id);
          // Not under the header, and the field itself on the screen.
          expect(place.labelTop, id).toBeGreaterThanOrEqual(place.headerBottom);
          expect(place.fieldBottom, id).toBeLessThanOrEqual(568);
        }
      } finally {
        await phone.close();
      }
    },
  );
});
