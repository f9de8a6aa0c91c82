// Keyboard paths through the site shell and the member dialog, in Chromium, with real key presses.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newPage, openHydrated } from './a11y-axe.ts';
import { launchBrowser } from './browser.ts';
import { focused, focusIndicator, hasFocus, holdsFocus } from './a11y-page-checks.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let desktop: Page;
let phone: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  desktop = await newPage(browser, 1280);
  phone = await newPage(browser, 390);
});
afterAll(async () => {
  await browser?.close();
});

describe('site shell', () => {
  it('the skip link is the first stop, shows when focused, and moves focus to the main content', async () => {
    await openHydrated(desktop, `${baseUrl}/history`);
    await desktop.keyboard.press('Tab');
    const skip = desktop.getByRole('link', { name: 'Skip to main content' });
    expect(await hasFocus(skip)).toBe(true);
    const box = await skip.boundingBox();
    expect(box && box.y >= 0 && box.height > 10).toBe(true);
    await desktop.keyboard.press('Enter');
    expect(await hasFocus(desktop.locator('main'))).toBe(true);
    await desktop.keyboard.press('Tab');
    expect(await holdsFocus(desktop.locator('main'))).toBe(true);
  });

  it('a dropdown opens on focus and on Enter, closes on Escape and gives focus back to its button', async () => {
    await openHydrated(desktop, `${baseUrl}/`);
    const nav = desktop.getByRole('navigation', { name: 'Main' });
    const about = nav.getByRole('button', { name: 'About Us' });
    await nav.getByRole('link', { name: 'Home' }).focus();
    await desktop.keyboard.press('Tab');
    expect(await hasFocus(about)).toBe(true);
    expect(await about.getAttribute('aria-expanded')).toBe('true');
    await desktop.keyboard.press('Escape');
    expect(await about.getAttribute('aria-expanded')).toBe('false');
    expect(await hasFocus(about)).toBe(true);
    await desktop.keyboard.press('Enter');
    expect(await about.getAttribute('aria-expanded')).toBe('true');
    await desktop.keyboard.press('Tab'); // into the open panel
    expect(await focused(desktop)).toMatch(/^a: About the Foundation/);
    await desktop.keyboard.press('Escape');
    expect(await about.getAttribute('aria-expanded')).toBe('false');
    expect(await hasFocus(about)).toBe(true);
  });

  it('the mobile menu keeps focus inside while open and returns it to the menu button', async () => {
    await openHydrated(phone, `${baseUrl}/`);
    const menuButton = phone.getByRole('button', { name: 'Open menu' });
    await menuButton.focus();
    await phone.keyboard.press('Enter');
    const drawer = phone.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    expect(await holdsFocus(drawer)).toBe(true);
    expect(await phone.locator('main').evaluate((main) => main.closest('[inert]') !== null)).toBe(true);
    const stops = await drawer.locator('a, button').count();
    for (let i = 0; i < stops + 2; i++) {
      await phone.keyboard.press('Tab');
      expect(await holdsFocus(drawer), `after Tab ${i + 1}: ${await focused(phone)}`).toBe(true);
    }
    for (let i = 0; i < 3; i++) {
      await phone.keyboard.press('Shift+Tab');
      expect(await holdsFocus(drawer), `after Shift+Tab ${i + 1}: ${await focused(phone)}`).toBe(true);
    }
    await phone.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(await hasFocus(menuButton)).toBe(true);
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('member profile', () => {
  it('is a modal dialog that holds focus, closes on Escape and returns focus to Read more', async () => {
    await openHydrated(desktop, `${baseUrl}/member`);
    const readMore = desktop.getByRole('button', { name: /^Read more/ }).first();
    await readMore.focus();
    await desktop.keyboard.press('Enter');
    const dialog = desktop.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    expect(await dialog.getAttribute('aria-labelledby')).toBeTruthy();
    expect(await holdsFocus(dialog)).toBe(true);
    for (let i = 0; i < 6; i++) {
      await desktop.keyboard.press(i % 2 ? 'Shift+Tab' : 'Tab');
      expect(await holdsFocus(dialog), `after key ${i + 1}: ${await focused(desktop)}`).toBe(true);
    }
    // The page behind is out of reach (a native modal <dialog>: the browser makes it inert): a link there takes no focus.
    const outside = await desktop.evaluate(() => {
      const link = document.querySelector<HTMLElement>('footer a[href]');
      link?.focus();
      return link !== null && document.activeElement !== link;
    });
    expect(outside).toBe(true);
    await desktop.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await hasFocus(readMore)).toBe(true);
  });
});

describe('visible focus', () => {
  for (const path of ['/', '/ContactPage', '/member', '/coc', '/ccae']) {
    it(`every Tab stop on ${path} shows a focus outline or shadow`, async () => {
      await openHydrated(desktop, `${baseUrl}${path}`);
      const missing: string[] = [];
      for (let i = 0; i < 45; i++) {
        await desktop.keyboard.press('Tab');
        if (await desktop.evaluate(() => document.activeElement === document.body)) break;
        if (!(await focusIndicator(desktop))) missing.push(await focused(desktop));
      }
      expect(missing).toEqual([]);
    });
  }
});
