// The section editor (npm run edit) on a temporary copy of pages.json and public/, driven by Chromium:
// add a section, move it by keyboard, edit a field, pick and upload a picture, a refused save, a saved
// file's diff, a change made on disk meanwhile, a heading's Hindi saved to translations/hi.json, and axe.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, runAxe } from './a11y-axe.ts';
import { launchBrowser } from './browser.ts';

const dir = mkdtempSync(join(tmpdir(), 'editor-e2e-'));
const file = join(dir, 'pages.json');
const publicDir = join(dir, 'public');
const translationsDir = join(dir, 'translations');
const original = readFileSync('pages.json', 'utf8');
let server: ViteDevServer;
let browser: Browser;
let page: Page;

const sections = () => page.locator('ol.sections .section-name').allTextContents();
const status = () => page.getByRole('status').textContent();
/** The lines `diff` shows as removed (-) and added (+) between the original and the saved file. */
function changedLines(before = original, saved = file): { removed: string[]; added: string[] } {
  writeFileSync(join(dir, 'original.json'), before);
  let out = '';
  try {
    execFileSync('diff', [join(dir, 'original.json'), saved], { encoding: 'utf8' });
  } catch (error) {
    out = (error as { stdout: string }).stdout;
  }
  const lines = out.split('\n');
  return {
    removed: lines.filter((line) => line.startsWith('< ')).map((line) => line.slice(2).trim()),
    added: lines.filter((line) => line.startsWith('> ')).map((line) => line.slice(2).trim()),
  };
}

beforeAll(async () => {
  writeFileSync(file, original);
  cpSync('public', publicDir, { recursive: true });
  cpSync('translations', translationsDir, { recursive: true });
  process.env.PAGES_FILE = file;
  process.env.TRANSLATIONS_DIR = translationsDir;
  process.env.EDITOR_PUBLIC_DIR = publicDir;
  server = await createServer({
    configFile: 'editor/vite.config.ts',
    cacheDir: join(dir, 'vite-cache'),
    logLevel: 'error',
    server: { host: '127.0.0.1', port: 0, open: false },
  });
  await server.listen();
  browser = await launchBrowser();
  page = await newPage(browser, 1400);
  await page.goto(`http://127.0.0.1:${(server.httpServer!.address() as AddressInfo).port}/`);
  await page.waitForSelector('#section_heading');
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run edit', () => {
  it('is axe clean, the previews included', async () => {
    await page.frameLocator('iframe[title="Preview at phone width"]').locator('h1').waitFor();
    expect((await runAxe(page, 'editor')).violations).toEqual([]);
  });

  it('adds a section from the catalogue, filled in from its example', async () => {
    const before = await sections();
    await page.getByLabel('New section type').selectOption('quote');
    await page.getByRole('button', { name: 'Add section' }).click();
    expect(await sections()).toHaveLength(before.length + 1);
    expect((await sections())[1]).toMatch(/^2\. quote: Our purpose has to be clear/);
    expect(await page.locator('#section_quote').inputValue()).toMatch(/^Our purpose has to be clear/);
  });

  it('moves the section by keyboard, keeping the focus on it', async () => {
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toMatch(/^2\. quote/);
    await page.keyboard.press('Alt+ArrowDown');
    await expect.poll(sections).toContain((await sections()).find((name) => name.startsWith('3. quote')));
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^3\. quote/);
    expect(await page.locator('[aria-live="polite"]').textContent()).toBe('Moved quote to position 3 of 9.');
  });

  it('edits a field and shows it in the preview', async () => {
    await page.locator('#section_quote').fill('Every child deserves a fair start.');
    const preview = page.frameLocator('iframe[title="Preview at desktop width"]');
    await expect
      .poll(() => preview.locator('blockquote, figure').first().textContent())
      .toContain('Every child deserves a fair start.');
  });

  it('picks a picture from public/images and uploads one under a valid name, asking for its alt text', async () => {
    await page.getByRole('button', { name: /^1\. hero/ }).click();
    await page.locator('#section_image_src__choose').selectOption('/images/about-hero.svg');
    expect(await page.locator('#section_image_src').inputValue()).toBe('/images/about-hero.svg');
    await page.getByLabel('Upload a new picture').setInputFiles({
      name: 'School Visit.SVG',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"/>'),
    });
    await expect.poll(() => page.locator('#section_image_src').inputValue()).toBe('/images/school-visit.svg');
    expect(existsSync(join(publicDir, 'images/school-visit.svg'))).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('section_image_alt');
    await page.locator('#section_image_alt').fill('Children at a school visit');
  });

  it('refuses to save while an error remains, showing it on its field', async () => {
    await page.locator('#section_heading').fill('');
    await expect.poll(() => page.locator('#section_heading__error').textContent()).toBe('must not be empty');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(status).toMatch(/^Not saved: 1 error remains/);
    expect(readFileSync(file, 'utf8')).toBe(original);
  });

  it('saves a file whose diff holds only what changed', async () => {
    await page.locator('#section_heading').fill('A fair start for every child');
    await expect.poll(() => page.locator('#section_heading__error').count()).toBe(0);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(status).toBe('Saved to pages.json.');
    const { removed, added } = changedLines();
    expect(removed).toEqual([
      '"heading": "Turning Compassion into Action",',
      '"image": {',
      '"src": "/images/home-hero.svg",',
      '"alt": "Volunteers and children at a learning centre (placeholder artwork)"',
      '},',
    ]);
    expect(added).toContain('"heading": "A fair start for every child",');
    expect(added).toContain('"quote": "Every child deserves a fair start.",');
    expect(added.join('\n')).toContain('"src": "/images/school-visit.svg", "alt": "Children at a school visit"');
    expect(added.length).toBeLessThan(16);
    // The sections after the added quote moved down one place; their translations moved with them.
    const shifted = (pointer: string) =>
      pointer.replace(/^\/blocks\/(\d+)/, (all, n) => (n >= 2 ? `/blocks/${+n + 1}` : all));
    const hindiBefore = JSON.parse(readFileSync('translations/hi.json', 'utf8')).pages['/'];
    const hindiAfter = JSON.parse(readFileSync(join(translationsDir, 'hi.json'), 'utf8')).pages['/'];
    expect(hindiAfter).toEqual(
      Object.fromEntries(Object.entries(hindiBefore).map(([pointer, entry]) => [shifted(pointer), entry])),
    );
  });

  it('notices a change made on disk and never overwrites it silently', async () => {
    const edited = readFileSync(file, 'utf8').replace('A fair start for every child', 'Changed in a text editor');
    writeFileSync(file, edited);
    await page.getByRole('alert').filter({ hasText: 'pages.json was changed on disk' }).waitFor();
    await page.locator('#section_heading').fill('Changed in the editor');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(status).toMatch(/^Not saved: pages.json was changed on disk/);
    expect(readFileSync(file, 'utf8')).toBe(edited);
    await page.getByRole('button', { name: /Load the version on disk/ }).click();
    await expect.poll(() => page.locator('#section_heading').inputValue()).toBe('Changed in a text editor');
  });

  it("shows a heading's Hindi and Telugu under it, marks a stale one, and saves an edited Hindi to hi.json alone", async () => {
    const hindi = readFileSync(join(translationsDir, 'hi.json'), 'utf8');
    const telugu = readFileSync(join(translationsDir, 'te.json'), 'utf8');
    const oldHindi = JSON.parse(hindi).pages['/']['/blocks/0/heading'].text as string;
    const hindiBox = page.getByLabel('हिन्दी (Hindi)').first();
    expect(await hindiBox.getAttribute('id')).toBe('section_heading__hi');
    expect(await hindiBox.getAttribute('lang')).toBe('hi');
    expect(await page.getByLabel('తెలుగు (Telugu)').first().getAttribute('lang')).toBe('te');
    // The English was changed above, so the Hindi made from the old English is marked for a check.
    expect(await hindiBox.inputValue()).toBe(oldHindi);
    expect(await page.locator('#section_heading__hi__stale').textContent()).toContain(
      'it was: Turning Compassion into Action',
    );
    expect((await runAxe(page, 'editor with translations')).violations).toEqual([]);
    await hindiBox.fill('हर बच्चे के लिए एक बराबर शुरुआत');
    await expect.poll(() => page.locator('#section_heading__hi__stale').count()).toBe(0);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(status).toBe('Saved to pages.json.');
    const { removed, added } = changedLines(hindi, join(translationsDir, 'hi.json'));
    expect(removed).toEqual(['"en": "Turning Compassion into Action",', `"text": "${oldHindi}"`]);
    expect(added).toEqual(['"en": "Changed in a text editor",', '"text": "हर बच्चे के लिए एक बराबर शुरुआत"']);
    expect(readFileSync(join(translationsDir, 'te.json'), 'utf8')).toBe(telugu);
  });
});
