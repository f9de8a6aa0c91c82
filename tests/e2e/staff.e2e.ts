// The staff area in Chromium against `npm start`, with Chromium's virtual authenticator
// (the DevTools WebAuthn domain) standing in for a phone's passkey: a coordinator invited from the
// command line opens the e-mailed link (the .eml the server wrote), enrols a passkey, signs out and
// signs in with it; a used link and a link nobody sent each get a clear page; a member without a
// passkey asks for a link on the sign-in page, by keyboard alone. axe finds nothing on any screen at
// 320 and 1280 px, nothing scrolls sideways, and public pages never load it. (Admins: staff-admin.e2e.ts.)
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage } from './a11y-axe.ts';
import { launchBrowser } from './browser.ts';
import {
  checkScreen,
  emailedLink,
  heading,
  linksTo,
  SHOTS,
  site,
  staffCommand,
  virtualAuthenticator,
} from './staff-browser.ts';

const unique = `${Date.now()}`;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser({ localhost: true });
});
afterAll(async () => {
  await browser?.close();
});

describe('the staff area', () => {
  const coordinator = `coordinator-${unique}@example.org`;

  it('a coordinator invited from the command line enrols a passkey from the e-mailed link, signs out and signs in with it', async () => {
    const invited = staffCommand('invite', coordinator, '--role', 'coordinator', '--name', 'Asha Coordinator');
    expect([invited.status, invited.stderr]).toEqual([
      0,
      expect.stringContaining(`Invited ${coordinator} as coordinator`),
    ]);
    // No SMTP here: the command prints the link too.
    expect(invited.stdout).toMatch(/^http:\/\/localhost:\d+\/staff\/link\?t=[A-Za-z0-9_-]{43}\n$/);
    const link = await emailedLink(coordinator);

    const page = await newPage(browser, 1280);
    try {
      const { cdp, id } = await virtualAuthenticator(page);
      await page.goto(link);
      await heading(page, 'Sign in to the staff area');
      // The token has left the address bar.
      expect(page.url()).toBe(`${site}/staff/link`);
      await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
      await page.waitForFunction(() => !document.querySelector('button[disabled]'));
      await checkScreen(page, 'link-landing');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await heading(page, 'You are signed in');
      await checkScreen(page, 'signed-in-offer');
      await page.getByRole('button', { name: 'Add a passkey' }).click();
      await page.getByText('Passkey added. Next time, sign in with it.').waitFor();
      const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId: id });
      expect(credentials).toHaveLength(1);
      expect(credentials[0].isResidentCredential).toBe(true);
      expect(await page.getByRole('button', { name: 'Continue without a passkey' }).count()).toBe(0);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await heading(page, 'Inbox');
      await expect(page.getByRole('banner').innerText()).resolves.toContain(
        'Signed in as Asha Coordinator (coordinator)',
      );
      const nav = await page.getByRole('navigation', { name: 'Staff area' }).innerText();
      expect(nav.split('\n')).toEqual(['Inbox', 'Spam', 'Privacy', 'Donations', 'Your account']);
      await checkScreen(page, 'inbox');

      await page.getByRole('button', { name: 'Sign out', exact: true }).click();
      await heading(page, 'Sign in to the staff area');
      await page.getByText('You are signed out.').waitFor();
      await checkScreen(page, 'sign-in');
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await heading(page, 'Inbox');
      await page.getByRole('link', { name: 'Your account' }).click();
      await heading(page, 'Your account');
      await page.getByText(/^Passkey 1: added .*, last used .*; on one device\.$/).waitFor();
      await checkScreen(page, 'account');

      // The link, used once, now says so.
      await page.goto(link);
      await heading(page, 'This sign-in link has already been used');
      await expect(page.locator('main').innerText()).resolves.toContain('Each link works once: ask for a new one.');
      await checkScreen(page, 'link-used');
    } finally {
      await page.context().close();
    }
  });

  it('a link nobody sent gives its own clear page', async () => {
    const page = await newPage(browser, 390);
    try {
      await page.goto(`${site}/staff/link?t=${'A'.repeat(43)}`);
      await heading(page, 'This sign-in link is not known');
      await page.getByRole('link', { name: 'Ask for a new sign-in link' }).click();
      await heading(page, 'Sign in to the staff area');
    } finally {
      await page.context().close();
    }
  });

  it('without a passkey, a member asks for a link on the sign-in page by keyboard alone and is signed in', async () => {
    const editor = `editor-${unique}@example.org`;
    expect(staffCommand('invite', editor, '--role', 'editor').status).toBe(0);
    await emailedLink(editor);
    const before = linksTo(editor);
    const page = await newPage(browser, 320);
    try {
      await page.goto(`${site}/staff/pages`);
      await heading(page, 'Sign in to the staff area');
      expect(page.url()).toBe(`${site}/staff/sign-in`);
      await page.getByRole('textbox', { name: /Your e-mail address/ }).focus();
      await page.keyboard.type(editor);
      await page.keyboard.press('Tab');
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('E-mail me a sign-in link');
      await page.keyboard.press('Enter');
      await page
        .getByRole('status')
        .getByText(/If this address belongs to a member of staff/)
        .waitFor();
      const link = await emailedLink(editor, before);
      await page.goto(link);
      await page.waitForFunction(() => !document.querySelector('main button[disabled]'));
      await page.getByRole('button', { name: 'Sign in', exact: true }).focus();
      await page.keyboard.press('Enter');
      await heading(page, 'You are signed in');
      await page.getByRole('button', { name: 'Continue without a passkey' }).focus();
      await page.keyboard.press('Enter');
      await heading(page, 'Pages');
      // On a phone the menu is folded behind its button.
      await page.getByRole('button', { name: 'Menu' }).focus();
      await page.keyboard.press('Enter');
      const nav = await page.getByRole('navigation', { name: 'Staff area' }).innerText();
      expect(nav.split('\n')).toEqual(['Pages', 'Translations', 'Your account']);
      // A role's pages only: the inbox is not an editor's.
      await page.goto(`${site}/staff/inbox`);
      await heading(page, 'This page is not for your role');
    } finally {
      await page.context().close();
    }
  });

  it('is never loaded by the public pages, and answers noindex, no-store', async () => {
    const page = await newPage(browser, 1280);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    try {
      await page.goto(`${site}/`, { waitUntil: 'load' });
      await page.goto(`${site}/ContactPage`, { waitUntil: 'load' });
      expect(requested.filter((path) => path.startsWith('/staff'))).toEqual([]);
      const html = await page.content();
      expect(html).not.toContain('/staff');
      const answer = await fetch(`${site}/staff/inbox`);
      expect(answer.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(answer.headers.get('cache-control')).toBe('no-store');
    } finally {
      await page.context().close();
    }
  });
});
