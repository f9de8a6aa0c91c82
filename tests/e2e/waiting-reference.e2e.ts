// A 15-year-old applies in Chromium against `npm start`, with JavaScript and without: the page she sees after
// Send says her application waits for her parent or guardian and gives her its reference (KS6B-65C7), on a
// 320 px phone without sideways scrolling. Nothing is e-mailed to her: only her guardian is asked.
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
    await openHydrated(page, `${baseUrl}/JoinUs`);
    expect(await applyAsMinor(page, 'scripted')).toBeDefined();
  } finally {
    await page.context().close();
  }
  await guardianAskedOnly('scripted');
});

it('without JavaScript, on a 320 px phone, the page after Send gives her the reference', async () => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 320, height: 568 } });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/JoinUs`);
    expect(await applyAsMinor(page, 'plain')).toBeDefined();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  } finally {
    await context.close();
  }
  await guardianAskedOnly('plain');
});
