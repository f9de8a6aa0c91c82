// Publishing from the staff area in Chromium against `npm start`: an editor signed in by an e-mailed
// link opens Pages › Edit pages (the section editor of npm run edit, on the server's draft), sees the section in
// the editor's preview, moves a section with the keyboard, changes the main heading and its Hindi and saves a
// draft; previews it on the real address (under the preview banner, whose link also stops the preview),
// publishes it with a note, and a visitor's browser (no session) sees it on /, /hi/ and /te/ (Telugu's
// translation of the old heading is stale, so the new English shows, marked English); the editor rolls back
// and the visitor sees the old heading again. axe and reflow on the Pages page.
// Then an editor uploads a picture in the hero's picture field, sees it in the field before anything is
// published, writes its alt text, saves and publishes; a visitor gets the picture at /images/<name>; once
// rolled back, a picture uploaded by mistake is deleted from its field (asked first), and the first one's
// delete button says an earlier revision still shows it.
// Needs the staff app built with the editor (npx vite build --config staff/vite.config.ts).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, runAxe } from './a11y-axe.ts';
import { launchBrowser } from './browser.ts';
import { checkScreen, emailedLink, heading, SHOTS, signInWithLink, site, staffCommand } from './staff-browser.ts';

const NEW = 'Compassion, put to work';
const NEW_HINDI = 'करुणा, काम में';
const OLD = 'Turning Compassion into Action';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser({ localhost: true });
});
afterAll(async () => {
  await browser?.close();
});

const mainHeading = async (page: Page, address: string) => {
  await page.goto(`${site}${address}`);
  return page.getByRole('heading', { level: 1 }).first().innerText();
};

/**
 * A new editor, invited from the command line and signed in by the e-mailed link without a passkey (the staff
 * area opens on Pages), and a visitor's page without a session: `steps` runs with both, closed after it.
 */
async function asNewEditor(name: string, steps: (page: Page, visitor: Page) => Promise<void>): Promise<void> {
  const editor = `${name}-${Date.now()}@example.org`;
  expect(staffCommand('invite', editor, '--role', 'editor', '--name', 'Priya Editor').status).toBe(0);
  const page = await newPage(browser, 1280);
  const visitor = await newPage(browser, 1280);
  try {
    await signInWithLink(page, await emailedLink(editor), 'Pages');
    await steps(page, visitor);
  } finally {
    await page.context().close();
    await visitor.context().close();
  }
}

/** Publishes the draft from Pages with `note` as what changed, and waits until visitors see it. */
async function publishDraft(page: Page, note: string): Promise<void> {
  await page.getByRole('textbox', { name: /What changed\?/ }).fill(note);
  await page.getByRole('button', { name: /^Publish revision \d+$/ }).click();
  await page
    .getByRole('status')
    .getByText(/Published revision \d+: visitors see it now/)
    // The first publish of a fresh server renders every address: over 30 s on a busy machine.
    .waitFor({ timeout: 90_000 });
}

/**
 * Publishes again the revision visitors saw before the test's own publish (the newest one offered for a roll
 * back), saying `why`, and waits until visitors see it. Not revision 1: other browser tests on the same server
 * publish too, and rolling back across an admin's change to e-mail texts is an admin's to do.
 */
async function rollBackToPrevious(page: Page, why: string): Promise<void> {
  const button = page.getByRole('button', { name: /^Roll back to revision \d+\.\.\.$/ }).first();
  const revision = /(\d+)/.exec((await button.textContent()) ?? '')?.[1];
  await button.click();
  await page.getByRole('textbox', { name: /Why roll back/ }).fill(why);
  await page.getByRole('button', { name: `Publish revision ${revision} again` }).click();
  await page
    .getByRole('status')
    .getByText(new RegExp(`the content of revision ${revision}: visitors see it now`))
    .waitFor();
}

describe('publishing from the staff area', () => {
  it('an editor previews, publishes and rolls back a heading in three languages; a visitor sees each', async () => {
    await asNewEditor('editor-publish', async (page, visitor) => {
      // The section editor, on the server's draft: the preview beside it draws the section.
      await page.getByRole('link', { name: 'Edit pages' }).click();
      await page.waitForSelector('#section_heading');
      const phone = page.frameLocator('iframe[title="Preview of the section at phone width"]');
      expect(await phone.locator('h1').innerText()).toBe(OLD);
      expect((await runAxe(page, 'staff section editor')).violations).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/publishing-editor-1280.png` });
      const sections = page.locator('ol.sections .section-name');
      const second = (await sections.nth(1).innerText()).replace(/^2\. /, '');
      await sections.nth(1).focus();
      await page.keyboard.press('Alt+ArrowDown');
      await expect.poll(() => sections.nth(2).innerText()).toBe(`3. ${second}`);
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(`3. ${second}`);
      await sections.first().click();
      await page.locator('#section_heading').fill(NEW);
      await page.locator('#section_heading__hi').fill(NEW_HINDI);
      await expect.poll(() => phone.locator('h1').innerText()).toBe(NEW);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      // A save runs the whole checker twice (before it, and the server's on the saved draft): seconds when busy.
      await expect.poll(() => page.locator('p.status').textContent(), { timeout: 30_000 }).toBe('Saved to the draft.');
      await page.getByRole('link', { name: 'Back to Pages' }).click();
      await heading(page, 'Pages');
      // The editor's styles (of plain buttons, labels and inputs) left with it.
      expect(await page.locator('style[data-editor-styles]').count()).toBe(0);
      await page.getByText('The draft holds changes visitors do not see yet.').waitFor();
      await checkScreen(page, 'publishing-draft');

      // Preview: the draft on the real addresses, in this browser only.
      const popup = page.waitForEvent('popup');
      await page.getByRole('button', { name: 'Preview the draft on the site' }).click();
      await (await popup).close();
      const preview = await page.context().newPage();
      expect(await mainHeading(preview, '/')).toBe(NEW);
      // A banner above the page says it is the draft, with the way back to the editor and out of the preview.
      const banner = preview.getByRole('region', { name: 'Draft preview' });
      expect(await banner.innerText()).toMatch(
        /^Preview of the draft \(revision \d+\): visitors do not see this yet\./,
      );
      expect(await banner.getByRole('link', { name: 'Back to the editor' }).getAttribute('href')).toBe(
        '/staff/pages/edit',
      );
      expect(await mainHeading(preview, '/hi/')).toBe(NEW_HINDI);
      expect(await preview.getByRole('region', { name: 'मसौदे का पूर्वावलोकन' }).innerText()).toContain('संस्करण');
      await preview.screenshot({ path: `${SHOTS}/publishing-preview-banner-hi-1280.png` });
      // At 320 px it wraps, first on the page, and nothing is wider than the screen.
      await preview.setViewportSize({ width: 320, height: 640 });
      expect(await preview.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      expect((await preview.locator('.staff-preview-banner').boundingBox())?.y).toBe(0);
      await preview.screenshot({ path: `${SHOTS}/publishing-preview-banner-hi-320.png` });
      expect(await mainHeading(visitor, '/')).toBe(OLD);
      expect(await visitor.locator('.staff-preview-banner').count()).toBe(0);
      // "Stop previewing" ends it from the staff area (the POST needs the session's CSRF token).
      await preview.getByRole('link', { name: 'पूर्वावलोकन बंद करें' }).click();
      await preview.getByText('Preview is off: this browser shows the published site again.').waitFor();
      expect(new URL(preview.url()).search).toBe('');
      expect(await mainHeading(preview, '/')).toBe(OLD);
      expect(await preview.locator('.staff-preview-banner').count()).toBe(0);
      await preview.close();

      await publishDraft(page, 'A shorter main heading');
      expect(await mainHeading(visitor, '/')).toBe(NEW);
      expect(await mainHeading(visitor, '/hi/')).toBe(NEW_HINDI);
      expect(await mainHeading(visitor, '/te/')).toBe(NEW);

      // The history says what changed; roll back to the first revision.
      await page
        .getByRole('button', { name: /^Show changes from revision \d+$/ })
        .first()
        .click();
      await page.getByRole('list', { name: 'Changes' }).getByText(`Main heading: "${OLD}" → "${NEW}"`).waitFor();
      await page
        .getByRole('list', { name: 'Changes' })
        .screenshot({ path: `${SHOTS}/publishing-changes-in-words.png` });
      await rollBackToPrevious(page, 'The old heading is clearer');
      expect(await mainHeading(visitor, '/')).toBe(OLD);
      expect(await mainHeading(visitor, '/hi/')).not.toBe(NEW_HINDI);
      await page.getByRole('button', { name: 'Stop the preview' }).click();
    });
  }, 300_000);

  it('an editor uploads a picture in the section editor, gives it alt text and publishes it; a visitor gets it', async () => {
    const name = `village-well-${Date.now()}`;
    await asNewEditor('editor-picture', async (page, visitor) => {
      await page.getByRole('link', { name: 'Edit pages' }).click();
      await page.waitForSelector('#section_heading');

      // A 2x2 PNG, as a browser sends a chosen file.
      const png = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGM4kGAFRAwQCgAn/gVpR4KX/AAAAABJRU5ErkJggg==',
        'base64',
      );
      await page
        .getByLabel('Upload a new picture')
        .setInputFiles({ name: `${name}.png`, mimeType: 'image/png', buffer: png });
      await expect
        .poll(() => page.locator('#section_image_src').inputValue(), { timeout: 30_000 })
        .toBe(`/images/${name}.png`);
      // Not published yet, the editor's thumbnail shows it (served to signed-in staff from the database).
      await expect
        .poll(() => page.locator('img.thumbnail').evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBe(2);
      expect((await visitor.request.get(`${site}/images/${name}.png`)).status()).toBe(404);
      // Alt text is required before use: the editor says so on the field until it is written.
      const noAlt = page.locator('#section_image_alt__error li.error').filter({ hasText: /Describe the picture/ });
      await noAlt.first().waitFor({ timeout: 30_000 });
      await page.locator('#section_image_alt').fill('A village well with a new pump');
      await expect.poll(() => noAlt.count(), { timeout: 30_000 }).toBe(0);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect.poll(() => page.locator('p.status').textContent(), { timeout: 30_000 }).toBe('Saved to the draft.');
      await page.getByRole('link', { name: 'Back to Pages' }).click();
      await heading(page, 'Pages');
      await publishDraft(page, 'A new picture on the home page');
      const served = await visitor.request.get(`${site}/images/${name}.png`);
      expect(served.status()).toBe(200);
      expect(Buffer.from(await served.body()).equals(png)).toBe(true);
      await visitor.goto(`${site}/`);
      expect(await visitor.getByAltText('A village well with a new pump').getAttribute('src')).toBe(
        `/images/${name}.png`,
      );

      // The home page as it was, for the tests after this one.
      await rollBackToPrevious(page, 'Back to the repository picture');

      // A picture uploaded by mistake is deleted from its field, asked first; the field is then empty.
      await page.getByRole('link', { name: 'Edit pages' }).click();
      await page
        .getByLabel('Upload a new picture')
        .setInputFiles({ name: `${name}-wrong.png`, mimeType: 'image/png', buffer: png });
      await page.getByRole('button', { name: 'Delete this uploaded picture…' }).click();
      await page.getByRole('button', { name: `Delete ${name}-wrong.png` }).click();
      await page
        .locator('p[aria-live="polite"]', { hasText: `Deleted the picture ${name}-wrong.png.` })
        .waitFor({ timeout: 30_000 });
      expect(await page.locator('#section_image_src').inputValue()).toBe('');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('section_image_src__choose');
      expect((await page.request.get(`${site}/images/${name}-wrong.png`)).status()).toBe(404);

      // An older revision still shows the first: the field's delete button asks first, then says why not.
      await page.locator('#section_image_src__choose').selectOption(`/images/${name}.png`);
      await page.getByRole('button', { name: 'Delete this uploaded picture…' }).click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Keep it');
      await page.getByRole('button', { name: `Delete ${name}.png` }).click();
      const refusal = `/images/${name}.png cannot be deleted: an earlier revision in the history`;
      // Beside the button, and said in the status region.
      await page.locator('p.field-problem', { hasText: refusal }).waitFor({ timeout: 30_000 });
      await page.locator('p[aria-live="polite"]', { hasText: refusal }).waitFor();
      expect(await page.locator('#section_image_src').inputValue()).toBe(`/images/${name}.png`);
    });
  }, 300_000);
});
