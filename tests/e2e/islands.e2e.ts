// Islands: a text page runs no React and its menu works by keyboard; a form typed into before its
// script has arrived keeps the text, and the form's checks know it once React has taken over.
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { openHydrated } from './a11y-axe.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every script the page fetched, with its text. */
function collectScripts(page: Page) {
  const scripts: Promise<{ url: string; text: string }>[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(response.text().then((text) => ({ url: response.url(), text })));
  });
  return () => Promise.all(scripts);
}

const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');

describe('a text page (/PrivacyPolicy)', () => {
  it('loads no react-dom, and no element is a React root', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const scripts = collectScripts(page);
    await page.goto(`${baseUrl}/PrivacyPolicy`, { waitUntil: 'networkidle' });
    const loaded = await scripts();
    expect(loaded.length).toBeGreaterThan(0); // the shell's own script
    // hydrateRoot and createRoot are react-dom's client API: no script may carry them.
    expect(loaded.filter(({ text }) => /hydrateRoot|createRoot/.test(text)).map(({ url }) => url)).toEqual([]);
    const roots = await page.evaluate(
      () =>
        [...document.querySelectorAll('*')].filter((e) => Object.keys(e).some((k) => k.startsWith('__react'))).length,
    );
    expect(roots).toBe(0);
    await page.close();
  });

  it('opens and closes its mobile menu by keyboard: focus moves in, stays in, and returns to the button', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${baseUrl}/PrivacyPolicy`, { waitUntil: 'networkidle' });
    const button = page.getByRole('button', { name: 'Open menu' });
    // Tab from the top of the page to the menu button, as a keyboard user does.
    for (let i = 0; i < 40 && (await focusedName(page)) !== 'Open menu'; i++) await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Open menu');
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await focusedName(page)).toBe('Close menu');
    // Shift+Tab from the first control wraps to the last link of the menu, still inside it.
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role=dialog]'))).toBe(true);
    // A group opens with Enter and shows its links. Tab goes on from the close button (back to it first),
    // past the links before it (Home), to the group's button.
    await page.keyboard.press('Tab');
    const group = menu.getByRole('button', { name: 'About Us' });
    for (let i = 0; i < 10 && !(await focusedName(page)).includes('About Us'); i++) await page.keyboard.press('Tab');
    expect(await focusedName(page)).toContain('About Us');
    expect(await menu.getByRole('link', { name: 'Our History' }).isVisible()).toBe(false);
    await page.keyboard.press('Enter');
    expect(await group.getAttribute('aria-expanded')).toBe('true');
    expect(await menu.getByRole('link', { name: 'Our History' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await focusedName(page)).toBe('Open menu');
    await page.close();
  });

  it('on a wide screen, a menu group opens on keyboard focus and Escape closes it, focus back on its button', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}/PrivacyPolicy`, { waitUntil: 'networkidle' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    const about = nav.getByRole('button', { name: 'About Us' });
    for (let i = 0; i < 40 && (await focusedName(page)).trim() !== 'About Us'; i++) await page.keyboard.press('Tab');
    expect(await about.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('A');
    await page.keyboard.press('Escape');
    expect(await about.getAttribute('aria-expanded')).toBe('false');
    expect((await focusedName(page)).trim()).toBe('About Us');
    await page.close();
  });
});

describe('a form (Contact Us), typed into before its script has arrived', () => {
  it('keeps every character, and after hydration its checks count what was typed', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    // Hold back the island runtime (its own chunk, or the island-runtime group's) until the visitor has typed.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked = false;
    await page.route(/\/assets\/(hydrate-island|island-runtime)-[^/]+\.js$/, async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await page.goto(`${baseUrl}/ContactPage`, { waitUntil: 'load' });
    const island = page.locator('[data-island="contact-form"]');
    const isHydrated = () =>
      island.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactContainer')));
    expect(await isHydrated()).toBe(false); // held back: the form is still the server's HTML
    const name = page.getByRole('textbox', { name: /^Name/ });
    const message = page.getByRole('textbox', { name: /^Message/ });
    await name.pressSequentially('Asha Rao');
    await message.pressSequentially('Typed before the script');
    expect(asked).toBe(true); // the form asked for its script (once idle after load, or when touched)
    expect(await isHydrated()).toBe(false);
    release();
    await page.waitForFunction(
      () => {
        const element = document.querySelector('[data-island="contact-form"]');
        return !!element && Object.keys(element).some((key) => key.startsWith('__reactContainer'));
      },
      undefined,
      { timeout: 30_000 },
    );
    expect(await name.inputValue()).toBe('Asha Rao');
    expect(await message.inputValue()).toBe('Typed before the script');
    // The form's own check (in the browser, not a page from the server): the empty fields are named, the typed ones are not.
    await page.getByRole('button', { name: 'Send Message' }).click();
    const alert = page.getByRole('alert').first();
    await alert.waitFor();
    const said = await alert.textContent();
    expect(said).toMatch(/Phone|Email/);
    expect(said).not.toMatch(/Name is required|Message is required/);
    expect(page.url()).toBe(`${baseUrl}/ContactPage`);
    expect(await name.inputValue()).toBe('Asha Rao');
    await page.close();
  });

  it("when its script cannot be fetched, a send is answered by the server in the page's language, not the browser's bubbles", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    // The island's runtime fails to arrive (a dropped connection): the form stays the server's HTML and posts plainly.
    await page.route(/\/assets\/(hydrate-island|island-runtime)-[^/]+\.js$/, (route) => route.abort('connectionreset'));
    await page.goto(`${baseUrl}/hi/ContactPage`, { waitUntil: 'load' });
    const form = page.locator('form[method="post"]').first();
    await form.locator('[name="name"]').fill('सीता देवी');
    const answered = page.waitForResponse((response) => response.request().isNavigationRequest());
    await form.locator('button[type="submit"]').click();
    // Not stopped by the browser's "Please fill out this field.": the server's page, in Hindi, keeps the name.
    expect((await answered).status()).toBe(400);
    await page.waitForLoadState('load');
    expect(await page.title()).toMatch(/^त्रुटि: /);
    expect(await page.getByRole('heading', { name: 'एक समस्या है' }).count()).toBe(1);
    expect(await page.locator('[name="name"]').inputValue()).toBe('सीता देवी');
    await page.close();
  });

  it('a page opened for a test is whole once openHydrated returns (every island woken)', async () => {
    const page = await browser.newPage();
    await openHydrated(page, `${baseUrl}/JoinUs`);
    expect(
      await page
        .locator('[data-island="join-form"]')
        .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactContainer'))),
    ).toBe(true);
    await page.close();
  });
});

describe('show/hide blocks run without React, even once used', () => {
  /** After the visitor has used the page: no script carried react-dom's client, and no element is a React root. */
  const expectNoReact = async (page: Page, loaded: { url: string; text: string }[]) => {
    expect(loaded.filter(({ text }) => /hydrateRoot|createRoot/.test(text)).map(({ url }) => url)).toEqual([]);
    const roots = await page.evaluate(
      () =>
        [...document.querySelectorAll('*')].filter((e) => Object.keys(e).some((k) => k.startsWith('__react'))).length,
    );
    expect(roots).toBe(0);
  };

  it('the member profiles (/member): Read more opens the profile by keyboard, Escape closes it', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const scripts = collectScripts(page);
    await openHydrated(page, `${baseUrl}/member`);
    const readMore = page.getByRole('button', { name: /^Read more/ }).first();
    await readMore.focus();
    await page.keyboard.press('Enter');
    const profile = page.getByRole('dialog');
    await profile.waitFor();
    expect(await profile.getByRole('heading', { level: 2 }).innerText()).toBeTruthy();
    await page.keyboard.press('Escape');
    await profile.waitFor({ state: 'hidden' });
    await page.waitForLoadState('networkidle');
    await expectNoReact(page, await scripts());
    await page.close();
  });

  it("the India map (/): a dot's state name shows on focus", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const scripts = collectScripts(page);
    await openHydrated(page, `${baseUrl}/`);
    const dot = page.locator('main figure button[aria-label]').first();
    await dot.focus();
    expect(await page.getByRole('tooltip').innerText()).toBe(await dot.getAttribute('aria-label'));
    await page.waitForLoadState('networkidle');
    await expectNoReact(page, await scripts());
    await page.close();
  });
});
