// A donor on a 390 px phone in Telugu, in Chromium against `npm start` (e-mails as .eml files): she chooses
// Rs 2,500 for a centre and presses Give; the QR code, read from the page's own pixels, and the UPI button
// hold the same upi://pay link with the foundation's UPI ID, the amount, INR and the pledge's reference;
// she tells us she has paid and is told, in Telugu, her gift's reference, and e-mailed in Telugu. Then the
// same without JavaScript, and a donor who does not tick "I am an Indian citizen" is told why and nothing of
// hers is stored. Nothing on the page is wider than the phone.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { simpleParser } from 'mailparser';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FORM_TEXTS } from '../../schema/api/form-texts/index.ts';
import { SERVER_WORDS } from '../../server/words/index.ts';
import { newPage, openHydrated } from './a11y-axe.ts';
import { launchBrowser } from './browser.ts';
import { exportedRows } from './stored-rows.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const tag = `${Date.now()}`;
const te = FORM_TEXTS.te.messages;
const teluguPage = JSON.parse(readFileSync('translations/te.json', 'utf8')).pages['/donate'] as Record<
  string,
  { text: string }
>;
const said = (pointer: string) => teluguPage[pointer].text;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function emailTo(address: string, ms = 30_000): Promise<{ subject: string; text: string }> {
  const deadline = Date.now() + ms;
  for (;;) {
    const dir = join(dataDir, 'outbox');
    let names: string[] = [];
    try {
      names = readdirSync(dir).filter((name) => name.endsWith('.eml'));
    } catch {}
    for (const name of names) {
      const mail = await simpleParser(readFileSync(join(dir, name)));
      const to = Array.isArray(mail.to) ? mail.to.map((one) => one.text).join() : (mail.to?.text ?? '');
      if (to.includes(address)) return { subject: mail.subject ?? '', text: mail.text ?? '' };
    }
    if (Date.now() > deadline) throw new Error(`no e-mail to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The QR code as the phone's screen shows it, read as a camera would. */
async function qrOnScreen(page: Page): Promise<string | undefined> {
  const shot = await page.locator('svg[role="img"][aria-label*="QR"]').screenshot();
  const { data, info } = await sharp(shot)
    .resize(400, 400)
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

const noWiderThanPhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function give(page: Page) {
  await page.getByLabel('Rs 2,500').check();
  await page.locator('select[name="purpose"]').selectOption('csii');
  await page.getByRole('button', { name: said('/blocks/0/giveLabel') }).click();
  await page.getByRole('link', { name: said('/blocks/0/pay/upiButton') }).waitFor();
}

async function tellUs(page: Page, email: string, options: { citizen: boolean }) {
  const form = page.locator('form[method="post"]').first();
  await form.locator('[name="name"]').fill('సీత దేవి');
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="phone"]').fill('9876543210');
  await form.locator('[name="address"]').fill('12 ఆలయ వీధి, గుంటూరు 522001');
  await form.locator('[name="idType"]').selectOption('pan');
  await form.locator('[name="idNumber"]').fill('ABCDE1234F');
  const today = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata' }).format(new Date());
  await form.locator('[name="paidOn"]').fill(today);
  await form.locator('[name="mode"]').selectOption('upi');
  await form.locator('[name="transactionRef"]').fill(`6${tag.slice(-11)}`);
  if (options.citizen) await form.locator('[name="citizen"]').check();
  await form.locator('input[type="checkbox"][name="consent"]').check();
  await form.locator('button[type="submit"]').click();
}

describe('a donor in Telugu on a 390 px phone', () => {
  it('with JavaScript: chooses, sees the QR code and the UPI button with the same link, tells us, is e-mailed', async () => {
    const page = await newPage(browser, 390);
    const email = `sita-js-${tag}@example.org`;
    try {
      await openHydrated(page, `${baseUrl}/te/donate`);
      await give(page);
      const link = await page.getByRole('link', { name: said('/blocks/0/pay/upiButton') }).getAttribute('href');
      expect(await qrOnScreen(page)).toBe(link);
      const params = new URLSearchParams(String(link).replace('upi://pay?', ''));
      // The foundation's UPI ID as the page shows it (an admin's browser test on the same server may change it).
      const upiId = String(params.get('pa'));
      expect(upiId).toMatch(/^[\w.-]+@[\w.-]+$/);
      expect(await page.locator('main').innerText()).toContain(upiId);
      expect(params.get('am')).toBe('2500.00');
      expect(params.get('cu')).toBe('INR');
      const reference = String(params.get('tr'));
      expect(reference).toMatch(/^[0-9A-Z]{8}$/);
      expect(await page.getByText(said('/blocks/0/pay/placeholderNotice')).count()).toBe(1);
      expect(await noWiderThanPhone(page)).toBe(true);

      await tellUs(page, email, { citizen: true });
      await page.getByRole('heading', { name: said('/blocks/0/success/heading') }).waitFor();
      const shown = (await page.getByRole('status').textContent()) ?? '';
      expect(shown).toContain(`${reference.slice(0, 4)}-${reference.slice(4)}`);
      const mail = await emailTo(email);
      expect(mail.subject).toBe(SERVER_WORDS.te.donations.emailSubject);
      expect(mail.text).toContain('సీత దేవి');
      expect(mail.text).toContain(`${reference.slice(0, 4)}-${reference.slice(4)}`);
    } finally {
      await page.context().close();
    }
  }, 120_000);

  it('without JavaScript: the same steps by plain posts, and without "I am an Indian citizen" she is told why', async () => {
    const page = await newPage(browser, 390, { javaScriptEnabled: false });
    const email = `sita-nojs-${tag}@example.org`;
    try {
      await page.goto(`${baseUrl}/te/donate`);
      await give(page);
      expect(page.url()).toMatch(/\/te\/donate\?pledge=[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      const link = await page.getByRole('link', { name: said('/blocks/0/pay/upiButton') }).getAttribute('href');
      expect(await qrOnScreen(page)).toBe(link);
      expect(await noWiderThanPhone(page)).toBe(true);

      await tellUs(page, email, { citizen: false });
      expect(await page.getByText(te.foreignContribution).count()).toBeGreaterThan(0);
      expect(await noWiderThanPhone(page)).toBe(true);
      // Refused, nothing of hers is stored; once she ticks it, her gift is.
      const hers = async () => (await exportedRows('donation')).filter((row) => JSON.stringify(row).includes(email));
      expect(await hers()).toEqual([]);
      await page.locator('[name="citizen"]').check();
      await page.locator('input[type="checkbox"][name="consent"]').check();
      await page.locator('form[method="post"] button[type="submit"]').first().click();
      await page.getByRole('heading', { name: said('/blocks/0/success/heading') }).waitFor();
      expect(page.url()).toMatch(/\/te\/donate\?sent=donation$/);
      expect(await hers()).toHaveLength(1);
      const mail = await emailTo(email);
      expect(mail.text).toContain(SERVER_WORDS.te.donations.oldRegime);
    } finally {
      await page.context().close();
    }
  }, 120_000);
});
