// A 15-year-old applies in Chromium against `npm start`, with JavaScript and without: the page she sees after
// Send says her application waits for her parent or guardian and gives her its reference (KS6B-65C7), on a
// 320 px phone without sideways scrolling. Nothing is e-mailed to her: only her guardian is asked. No address
// the browser asks for or is sent to on the way (requests, answers, their Location) carries the reference.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { openHydrated } from './a11y-axe.ts';
import { launchBrowser } from './browser.ts';
import { emlFiles } from './eml-files.ts';
import { fillJoinForm } from './form-fill.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const tag = `${Date.now()}`;
// The reference is shown with a non-breaking hyphen (U+2011), so it stays on one line.
const REFERENCE_LINE = /Your reference: ([0-9A-Z]{4}\u2011[0-9A-Z]{4})\. Please keep it/;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const box = (page: Page, name: RegExp) => page.getByRole('textbox', { name });

/** Every address the page asks for or is pointed to from now on: requests, answers and their Location. */
function addressesOf(page: Page): string[] {
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  page.on('response', (response) => {
    addresses.push(response.url());
    const location = response.headers().location;
    if (location) addresses.push(location);
  });
  page.on('framenavigated', (frame) => addresses.push(frame.url()));
  return addresses;
}

/** The addresses that hold the reference, however it is written (K7M2-9QXD, K7M29QXD, any case, encoded). */
function carrying(addresses: string[], shown: string | undefined): string[] {
  const compact = String(shown).replace('\u2011', '');
  return addresses.filter((url) =>
    decodeURIComponent(url)
      .toUpperCase()
      .replace(/[-\u2011]/g, '')
      .includes(compact),
  );
}

async function applyAsMinor(page: Page, who: string) {
  await fillJoinForm(page, `${who}${tag}`);
  await box(page, /^Email/).fill(`${who}-${tag}@example.org`);
  await box(page, /^Date of birth/).fill(`01/01/${new Date().getFullYear() - 15}`);
  await box(page, /^Parent or guardian's name/).fill('Lakshmi Rao');
  await box(page, /^Parent or guardian's email/).fill(`guardian-${who}-${tag}@example.org`);
  await box(page, /^Their relationship/).fill('Mother');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await page.getByRole('heading', { name: 'Waiting for your parent or guardian' }).waitFor();
  const status = await page.getByRole('status').innerText();
  expect(status).toContain('We will write to you once they confirm.');
  return REFERENCE_LINE.exec(status)?.[1];
}

/** The addresses an e-mail is sent to (its To, Cc and Bcc headers). */
const recipients = (eml: string) =>
  [...eml.matchAll(/^(?:To|Cc|Bcc): (.*)$/gim)].flatMap(([, list]) => list.match(/[^\s<>,"]+@[^\s<>,"]+/g) ?? []);

async function guardianAskedOnly(who: string) {
  const guardian = `guardian-${who}-${tag}@example.org`;
  const deadline = Date.now() + 20_000;
  while (!emlFiles(dataDir).some((eml) => recipients(eml).includes(guardian))) {
    if (Date.now() > deadline) throw new Error('the guardian was not e-mailed');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(emlFiles(dataDir).filter((eml) => recipients(eml).includes(`${who}-${tag}@example.org`))).toEqual([]);
}

it('with JavaScript, the page after Send gives her the reference', async () => {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  try {
    const addresses = addressesOf(page);
    await openHydrated(page, `${baseUrl}/JoinUs`);
    const reference = await applyAsMinor(page, 'scripted');
    expect(reference).toBeDefined();
    expect(carrying([...addresses, page.url()], reference)).toEqual([]);
  } finally {
    await page.context().close();
  }
  await guardianAskedOnly('scripted');
});

it('without JavaScript, on a 320 px phone, the page after Send gives her the reference', async () => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 320, height: 568 } });
  try {
    const page = await context.newPage();
    const addresses = addressesOf(page);
    await page.goto(`${baseUrl}/JoinUs`);
    const reference = await applyAsMinor(page, 'plain');
    expect(reference).toBeDefined();
    // The 303 was followed: the page is the form's, with nothing personal in its address.
    expect(addresses.some((url) => url.endsWith('/JoinUs?sent=volunteer&waiting=guardian'))).toBe(true);
    expect(page.url()).toBe(`${baseUrl}/JoinUs?sent=volunteer&waiting=guardian`);
    expect(carrying([...addresses, page.url()], reference)).toEqual([]);
    // Read once: shown again, the page says what happens next without it.
    await page.reload();
    await page.getByRole('heading', { name: 'Waiting for your parent or guardian' }).waitFor();
    expect(await page.getByRole('status').innerText()).not.toMatch(REFERENCE_LINE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  } finally {
    await context.close();
  }
  await guardianAskedOnly('plain');
});
