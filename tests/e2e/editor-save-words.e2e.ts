// A volunteer editor on a laptop (1366 x 768) in `npm run edit` on a temporary copy of the site: Save pressed
// 200 ms after typing saves what is on the screen (the check of the typing still on its way), never "Not saved:
// 0 errors remain"; the checker's words for a field she fills are a sentence she can act on, and a publish says
// how many pages went to the site in how many languages.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PagesFile } from '../../content/types.ts';
import { LANGUAGES } from '../../schema/api/languages.ts';
import { type EditorCopy, editorOnLaptop } from './editor-session.ts';

let editor: EditorCopy;
let page: Page;
let browser: Browser;

const status = () => page.locator('p.status').textContent();
const problems = () => page.locator('.problems li').allInnerTexts();

const laptop = editorOnLaptop();
beforeAll(() => {
  ({ editor, page, browser } = laptop());
});

describe('the editor saves what is on the screen', { timeout: 120_000 }, () => {
  it('saves when Save is pressed 200 ms after typing that mended an error', async () => {
    const alt = page.locator('#section_image_alt');
    await alt.waitFor();
    // The picture's description emptied: an error, shown once the check has run.
    await alt.fill('');
    await expect.poll(status, { timeout: 30_000 }).toMatch(/^1 error to fix before saving/);
    // Said as what to do, not as the checker's field names.
    expect((await problems()).filter((text) => text.startsWith('Error'))).toEqual([
      expect.stringMatching(
        /^Error .*Alt text \(what the picture shows\): Describe the picture .* for people who cannot see it/,
      ),
    ]);
    const said: string[] = [];
    await page.exposeFunction('said', (text: string) => said.push(text));
    await page.evaluate(() => {
      const shown = document.querySelector('p.status') as HTMLElement;
      new MutationObserver(() =>
        (window as unknown as { said(t: string): void }).said(shown.textContent ?? ''),
      ).observe(shown, { subtree: true, childList: true, characterData: true });
    });

    // Mended, and saved before the check of the mended text has answered.
    await alt.fill('Children reading together at a learning centre');
    await page.waitForTimeout(200);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(status, { timeout: 30_000 }).toBe('Saved to the draft.');
    expect(said.filter((text) => text.startsWith('Not saved'))).toEqual([]);

    // What was on the screen is what the draft holds.
    await page.reload();
    await page.locator('#section_image_alt').waitFor();
    expect(await page.locator('#section_image_alt').inputValue()).toBe(
      'Children reading together at a learning centre',
    );
  });

  it('says after a publish how many pages went to the site, in how many languages', async () => {
    const pages = (JSON.parse(readFileSync(editor.file, 'utf8')) as PagesFile).pages.length;
    const said = await editor.publish(page, 'A clearer picture description');
    expect(said).toMatch(/^Published revision \d+: visitors see it now\./);
    expect(said).toContain(`Published: ${pages} pages in ${LANGUAGES.length} languages.`);
    expect(said).not.toMatch(/addresses in/);
  });

  it('warns before publish that a 7th top-menu entry wraps the header on a laptop, and it does', async () => {
    const wraps = /the menu's (\d+) top entries and the organisation's name need about \d+ px .* wrap onto two lines/;
    const warnings = async (language: string) =>
      (await problems()).filter(
        (text) => text.startsWith('Warning') && wraps.test(text) && text.includes(`px in ${language},`),
      );
    // Today's six entries fit in every language (content/validation/check-header-width.test.ts): a 7th is added.

    const data = JSON.parse(readFileSync(editor.file, 'utf8')) as PagesFile;
    await page.locator('#page-choice').selectOption(String(data.pages.findIndex((p) => p.path === '/history')));
    await page.getByText('Link this page from the menu or footer').click();
    await page.getByLabel('Where the link goes').selectOption({ label: 'Top menu, as an entry of its own at the end' });
    await page.getByRole('button', { name: 'Add the link' }).click();
    await expect.poll(() => warnings('English'), { timeout: 30_000 }).toHaveLength(1);
    expect((await warnings('English'))[0]).toMatch(/the menu's 7 top entries/);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(status, { timeout: 30_000 }).toBe('Saved to the draft.');
    expect(await editor.publish(page, 'A 7th menu entry')).toMatch(/^Published revision/);

    // The warnings are true: where one was given, on a laptop the header's entries no longer sit on one line;
    // where none was, they do.
    const warned = {
      en: (await warnings('English')).length > 0,
      te: (await warnings('Telugu')).length > 0,
      hi: (await warnings('Hindi')).length > 0,
    };
    expect(warned.en).toBe(true);
    const site = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    try {
      for (const [path, shot] of [
        ['/', 'en'],
        ['/te/', 'te'],
        ['/hi/', 'hi'],
      ] as const) {
        await site.goto(`${editor.base}${path}`);
        const rows = await site.evaluate(() => {
          const entries = [...document.querySelectorAll('[data-desktop-nav] > li > :first-child')];
          const brand = document.querySelector('header a .full')?.getBoundingClientRect();
          const tops = new Set(entries.map((entry) => Math.round(entry.getBoundingClientRect().top)));
          const tallest = Math.max(...entries.map((entry) => entry.getBoundingClientRect().height));
          return { lines: tops.size, tallest, brand: brand?.height ?? 0 };
        });
        await site.screenshot({ path: `test-results/screenshots/header-7-entries-${shot}.png` });
        // Wrapped: entries on two rows, an entry's words on two lines, or the name on two lines.
        const wrapped = rows.lines > 1 || rows.tallest > 50 || rows.brand > 40;
        expect([path, wrapped]).toEqual([path, warned[shot]]);
      }
    } finally {
      await site.close();
    }
  });
});
