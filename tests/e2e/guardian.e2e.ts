// A 15-year-old applies in Chromium against `npm start` (emails as .eml files): the join form asks for
// a parent or guardian and refuses the send without one; the application goes through with one; only
// the guardian is emailed, with a link to a page (no JavaScript needed) where confirming sends the
// application to the team. axe finds nothing on the form or the guardian's pages.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MESSAGES } from '../../schema/api/messages.ts';
import { newPage, openHydrated, runAxe } from './a11y-axe.ts';
import { launchBrowser } from './browser.ts';
import { emlFiles } from './eml-files.ts';
import { fillJoinForm } from './form-fill.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const tag = `${Date.now()}`;
const guardianEmail = `guardian-${tag}@example.org`;
let browser: Browser;

const emails = () => emlFiles(dataDir);

async function waitForEmail(match: (text: string) => boolean, ms = 20_000): Promise<string> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = emails().find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error('no such email within the time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Fifteen years before today, as the form writes dates. */
function birthDateAged15(): string {
  const today = new Date();
  return `01/01/${today.getFullYear() - 15}`;
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('an applicant under 18', () => {
  it('needs a guardian, whose confirmation on the emailed page sends the application to the team', async () => {
    const page = await newPage(browser, 390);
    try {
      await openHydrated(page, `${baseUrl}/JoinUs`);
      await fillJoinForm(page, tag);
      await page.getByRole('textbox', { name: /^Date of birth/ }).fill(birthDateAged15());
      await page.getByRole('group', { name: 'Your parent or guardian' }).waitFor();
      await page.getByRole('button', { name: 'Submit Application' }).click();
      expect(await page.getByText(MESSAGES.guardianNeeded).count()).toBeGreaterThan(0);
      expect((await runAxe(page, '/JoinUs under 18, guardian missing')).violations).toEqual([]);

      await page.getByRole('textbox', { name: /^Parent or guardian's name/ }).fill('Lakshmi Rao');
      await page.getByRole('textbox', { name: /^Parent or guardian's email/ }).fill(guardianEmail);
      await page.getByRole('textbox', { name: /^Their relationship/ }).fill('Mother');
      await page.getByRole('button', { name: 'Submit Application' }).click();
      // Told that it waits for the guardian, not that it was received.
      await page.getByRole('heading', { name: 'Waiting for your parent or guardian' }).waitFor();
    } finally {
      await page.context().close();
    }

    const request = await waitForEmail((text) => text.includes(guardianEmail) && text.includes('/privacy/guardian'));
    const token = /\/privacy\/guardian\?t=([A-Za-z0-9_-]{22})/.exec(request)?.[1];
    expect(token).toBeDefined();
    // Nothing reached the team yet.
    expect(emails().some((text) => text.includes(`Asha${tag}`) && /^Subject: Join Us: /m.test(text))).toBe(false);

    // The guardian's page works without JavaScript.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const guardianPage = await context.newPage();
    try {
      await guardianPage.goto(`${baseUrl}/privacy/guardian?t=${token}`);
      await guardianPage.getByRole('heading', { name: 'Confirm or refuse an application' }).waitFor();
      await guardianPage.getByRole('button', { name: 'I am their parent or guardian and I consent' }).click();
      await guardianPage.getByRole('heading', { name: 'Thank you: consent recorded' }).waitFor();
    } finally {
      await context.close();
    }
    await waitForEmail((text) => text.includes(`Asha${tag}`) && /^Subject: Join Us: /m.test(text));
  }, 60_000);
});
