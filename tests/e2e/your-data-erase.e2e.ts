// Erasing from the "Your data" page, in Chromium against `npm start`, as a sender would on a phone: she sent
// two contact messages, asks for a link, opens it from the e-mail, erases one message (asked first, then
// confirmed), then withdraws her consent and erases everything. Each time the page says what happened, the
// confirmation e-mail arrives, the staff export no longer lists what was erased, and axe finds nothing.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SERVER_WORDS } from '../../server/words/index.ts';
import { newPage, openHydrated, runAxe } from './a11y-axe.ts';
import { launchBrowser } from './browser.ts';
import { exportedRows } from './stored-rows.ts';
import { emlFiles } from './eml-files.ts';
import { fillContactForm } from './form-fill.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const unique = `${Date.now()}`;
const sender = `asha-${unique}@example.org`;
const messages = [`First question ${unique}`, `Second question ${unique}`];
const words = SERVER_WORDS.en.yourDataPages;
let browser: Browser;

const emailsTo = (address: string) =>
  emlFiles(dataDir).filter((text) => new RegExp(`^To: .*${address}`, 'mi').test(text));

async function waitForEmail(match: (text: string) => boolean, ms = 20_000): Promise<string> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = emailsTo(sender).find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error('no such e-mail within the time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Her messages as the staff export lists them (`npm run submissions -- export --type contact`). */
async function exportedMessages(): Promise<string[]> {
  const rows = await exportedRows('contact');
  return messages.filter((message) => rows.some((row) => JSON.stringify(row).includes(message)));
}

async function sendMessage(message: string): Promise<void> {
  const page = await newPage(browser, 390);
  try {
    await openHydrated(page, `${baseUrl}/ContactPage`);
    await fillContactForm(page, unique, { email: sender, message });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('heading', { name: 'Message Sent Successfully!' }).waitFor();
  } finally {
    await page.context().close();
  }
}

/** Asks for a link on the Your data page and opens it from the e-mail: the list of what is kept. */
async function openYourData(): Promise<Page> {
  const page = await newPage(browser, 390);
  await openHydrated(page, `${baseUrl}/your-data`);
  await page.getByRole('textbox', { name: /^Email/ }).fill(sender);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  const mail = await waitForEmail((text) => text.includes('/privacy/your-data?t='));
  const link = /(\/privacy\/your-data\?t=[A-Za-z0-9_-]+)/.exec(mail)?.[1];
  expect(link).toBeDefined();
  await page.goto(`${baseUrl}${link}`);
  await page.getByRole('button', { name: words.showButton }).click();
  await page.getByText(words.whatWeKeep).waitFor();
  return page;
}

beforeAll(async () => {
  browser = await launchBrowser();
  for (const message of messages) await sendMessage(message);
});
afterAll(async () => browser?.close());

describe('erasing from the Your data page', () => {
  it('asks before erasing one message, erases only that one and confirms by e-mail; then erases everything', async () => {
    expect(await exportedMessages()).toEqual(messages);
    const page = await openYourData();
    try {
      const main = page.locator('main');
      // Each item is listed by date, purpose and reference; "What we keep of it" opens to show the message.
      const item = (message: string) => main.locator('section.item').filter({ hasText: message });
      for (const message of messages) {
        await item(message).getByText(words.whatYouSent).click();
        expect(await item(message).innerText()).toContain(message);
      }

      // "Erase this" on the first message asks first, naming what goes; going back erases nothing.
      await item(messages[0]).getByRole('button', { name: words.eraseThis }).click();
      await page.getByRole('heading', { name: words.confirmEraseOneTitle }).waitFor();
      expect(await main.innerText()).toContain(words.confirmEraseOneText);
      expect(await main.locator('section.item').count()).toBe(1);
      expect(await main.locator('section.item').textContent()).toContain(messages[0]);
      expect((await runAxe(page, '/privacy/your-data: erase one?')).violations).toEqual([]);
      await page
        .getByRole('button', { name: words.cancel })
        .or(page.getByRole('link', { name: words.cancel }))
        .click();
      await page.getByText(words.whatWeKeep).waitFor();
      expect(await exportedMessages()).toEqual(messages);

      // Asked again and confirmed: the list says it is erased and shows only the second message.
      await item(messages[0]).getByRole('button', { name: words.eraseThis }).click();
      await page.getByRole('button', { name: words.confirmEraseOne }).click();
      await page.getByText(words.done['erased-one']).waitFor();
      expect(await item(messages[0]).count()).toBe(0);
      expect(await item(messages[1]).count()).toBe(1);
      expect(await exportedMessages()).toEqual([messages[1]]);
      const erasedOne = await waitForEmail((text) => /^Subject: .*your data was erased/im.test(text));
      expect(erasedOne).toContain('has erased one item');

      // Everything: asked first (one item left, so the one-item wording), then confirmed.
      await page.getByRole('button', { name: words.eraseAll }).click();
      await page.getByRole('heading', { name: words.confirmEraseAllTitle }).waitFor();
      expect(await main.innerText()).toContain(words.confirmEraseAllTextOne);
      expect((await runAxe(page, '/privacy/your-data: erase everything?')).violations).toEqual([]);
      await page.getByRole('button', { name: words.confirmEraseAll }).click();
      await page.getByText(words.done['erased-all']).waitFor();
      expect(await main.innerText()).toContain(words.nothingKept);
      expect(await exportedMessages()).toEqual([]);
      expect((await runAxe(page, '/privacy/your-data: all erased')).violations).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
