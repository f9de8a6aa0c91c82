// A volunteer editor on a laptop (1366 x 768) in `npm run edit` on a temporary copy of the site: Save pressed
// 200 ms after typing saves what is on the screen (the check of the typing still on its way), never "Not saved:
// 0 errors remain"; the checker's words for a field she fills are a sentence she can act on.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage } from './a11y-axe.ts';
import { launchBrowser } from './browser.ts';
import { type EditorCopy, startEditorOnCopy } from './editor-session.ts';

let editor: EditorCopy;
let browser: Browser;
let page: Page;

const status = () => page.locator('p.status').textContent();

beforeAll(async () => {
  editor = await startEditorOnCopy();
  browser = await launchBrowser();
  page = await newPage(browser, 1366, { viewport: { width: 1366, height: 768 } });
  await editor.signIn(page);
});

afterAll(async () => {
  await browser?.close();
  await editor?.close();
});

describe('the editor saves what is on the screen', { timeout: 120_000 }, () => {
  it('saves when Save is pressed 200 ms after typing that mended an error', async () => {
    const alt = page.locator('#section_image_alt');
    await alt.waitFor();
    // The picture's description emptied: an error, shown once the check has run.
    await alt.fill('');
    await expect.poll(status, { timeout: 30_000 }).toMatch(/^1 error to fix before saving/);
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
});
