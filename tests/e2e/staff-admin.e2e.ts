// Staff management in Chromium against `npm start`: an admin invited from the command line
// invites a member in the browser, changes their role and removes them (asked twice, the focus on
// "Keep"); each change is in the recent staff activity; axe finds nothing at 320 and 1280 px. A namesake
// already works there: the two cards are told apart by their addresses.
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage } from './a11y-axe.ts';
import { launchBrowser } from './browser.ts';
import { checkScreen, emailedLink, heading, SHOTS, signInWithLink, staffCommand } from './staff-browser.ts';

const unique = `${Date.now()}`;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser({ localhost: true });
});
afterAll(async () => {
  await browser?.close();
});

describe('staff management', () => {
  it('an admin invites, changes a role and removes a member; every change is in the recent activity', async () => {
    const admin = `admin-${unique}@example.org`;
    const invited = staffCommand('invite', admin, '--role', 'admin', '--name', 'Ravi Admin');
    expect(invited.status).toBe(0);
    const namesake = `namesake-${unique}@example.org`;
    expect(staffCommand('invite', namesake, '--role', 'coordinator', '--name', 'Meena Newcomer').status).toBe(0);
    const page = await newPage(browser, 1280);
    try {
      await signInWithLink(page, invited.stdout.trim(), 'Inbox');
      await page.getByRole('link', { name: 'Staff' }).click();
      await heading(page, 'Staff');
      const newcomer = `newcomer-${unique}@example.org`;
      await page.getByRole('textbox', { name: /E-mail address/ }).fill(newcomer);
      await page.getByRole('textbox', { name: /^Name/ }).fill('Meena Newcomer');
      await page.getByRole('radio', { name: /^editor/ }).check();
      await page.getByRole('button', { name: 'Invite and e-mail a sign-in link' }).click();
      await page.getByText(`Invited ${newcomer} as editor: a sign-in link is on its way to them.`).waitFor();
      await emailedLink(newcomer);
      const card = page.getByRole('region', { name: `Meena Newcomer ${newcomer}` });
      expect(await page.getByRole('region', { name: `Meena Newcomer ${namesake}` }).count()).toBe(1);
      await card.getByRole('combobox', { name: 'Change role to' }).selectOption('coordinator');
      await card.getByRole('button', { name: 'Save role' }).click();
      await page.getByText('Meena Newcomer is now coordinator.').waitFor();
      await checkScreen(page, 'staff');
      await card.getByRole('button', { name: 'Remove…' }).click();
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Keep');
      await page.getByRole('button', { name: 'Yes, remove Meena Newcomer' }).click();
      await page.getByText('Meena Newcomer was removed and signed out everywhere.').waitFor();
      await card.waitFor({ state: 'detached' });
      const recent = page.getByRole('region', { name: 'Recent staff activity' });
      await recent.getByText('Ravi Admin removed Meena Newcomer').waitFor();
      const activity = await recent.innerText();
      expect(activity).toContain('Ravi Admin removed Meena Newcomer');
      expect(activity).toContain('Ravi Admin changed the role of Meena Newcomer from editor to coordinator');
      expect(activity).toContain('Ravi Admin invited Meena Newcomer as editor');
      expect(activity).toContain('Ravi Admin signed in with an e-mailed link');
    } finally {
      await page.context().close();
    }
  });
});
