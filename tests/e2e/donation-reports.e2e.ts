// The treasurer's screens in Chromium against `npm start`: an admin sets the payment settings (a wrong IFSC
// is refused beside its field, a right one and a new UPI ID are stored), downloads Form 10BD's Part B for a
// financial year from Donation reports, and the command line gets the same file through the running
// server; axe finds nothing and nothing scrolls sideways at 320 and 1280 px. A volunteer editor is refused a
// change to the UPI ID, and a donor's UPI link keeps the admin's.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FORM_10BD, financialYearOf } from '../../server/donations/tax-rules.ts';
import { newPage } from './a11y-axe.ts';
import { launchBrowser } from './browser.ts';
import { checkScreen, heading, SHOTS, signInWithLink, site, staffCommand } from './staff-browser.ts';

const unique = `${Date.now()}`;
const year = financialYearOf(new Date());
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser({ localhost: true });
});
afterAll(async () => {
  await browser?.close();
});

describe('payment settings and donation reports', () => {
  it('an admin sets the payment settings and downloads Form 10BD', async () => {
    const invited = staffCommand('invite', `treasurer-${unique}@example.org`, '--role', 'admin', '--name', 'Lata');
    expect(invited.status).toBe(0);
    const page = await newPage(browser, 1280);
    try {
      await signInWithLink(page, invited.stdout.trim(), 'Inbox');
      await page.getByRole('link', { name: 'Payment settings' }).click();
      await heading(page, 'Payment settings');
      const ifsc = page.getByRole('textbox', { name: /IFSC of the branch/ });
      await ifsc.fill('SBIN1234');
      await page.getByRole('button', { name: 'Save the changes and e-mail every admin' }).click();
      await page
        .getByRole('alert')
        .getByText(/The IFSC of the branch must be 11 characters/)
        .waitFor();
      expect(await ifsc.getAttribute('aria-invalid')).toBe('true');
      await checkScreen(page, 'payment-settings-refused');
      await ifsc.fill('SBIN0001234');
      await page.getByRole('textbox', { name: /UPI ID/ }).fill('ewf@okaxis');
      await page.getByRole('button', { name: 'Save the changes and e-mail every admin' }).click();
      await page.getByText('Changed 2 setting(s); every admin has been e-mailed about it.').waitFor();

      await page.getByRole('link', { name: 'Donation reports' }).click();
      await heading(page, 'Donation reports');
      await page.getByRole('combobox', { name: 'Financial year' }).selectOption(year);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download Part B (CSV)' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`form-10bd-${year}-part-b.csv`);
      const csv = readFileSync((await download.path()) as string, 'utf8');
      expect(csv.split('\r\n')[0]).toBe(FORM_10BD.columns.join(','));
      // Other browser tests on the same server may have marked gifts received: the count is theirs.
      await page
        .getByText(new RegExp(`Downloaded form-10bd-${year}-part-b.csv. Form 10BD ${year}: \\d+ received`))
        .waitFor();
      await checkScreen(page, 'donation-reports');
    } finally {
      await page.context().close();
    }

    // A volunteer editor cannot reach where gifts go: no Payment settings in her menu, the API refuses her change,
    // and a donor's UPI link still carries the admin's UPI ID.
    const editorInvite = staffCommand('invite', `editor-${unique}@example.org`, '--role', 'editor', '--name', 'Vimala');
    expect(editorInvite.status).toBe(0);
    const editorPage = await newPage(browser, 1280);
    try {
      await signInWithLink(editorPage, editorInvite.stdout.trim(), 'Pages');
      const menu = editorPage.getByRole('navigation', { name: 'Staff area' }).getByRole('link');
      expect(await menu.allTextContents()).not.toContain('Payment settings');
      const refused = await editorPage.evaluate(async () => {
        const me = await (await fetch('/api/staff/me')).json();
        const answer = await fetch('/api/staff/payment-settings', {
          method: 'PUT',
          headers: { 'content-type': 'application/json', 'x-csrf-token': me.data.csrfToken },
          body: JSON.stringify({ upiId: 'diverted@okaxis' }),
        });
        return answer.status;
      });
      expect(refused).toBe(403);
    } finally {
      await editorPage.context().close();
    }
    const pledge = await fetch(`${site}/api/donations/pledge`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site },
      body: JSON.stringify({ amount: 'other', otherAmount: '500', purpose: 'general' }),
    });
    const { upiLink } = (await pledge.json()).data as { upiLink: string };
    expect(new URLSearchParams(upiLink.replace('upi://pay?', '')).get('pa')).toBe('ewf@okaxis');

    const command = spawnSync('npm', ['run', '-s', 'donations', '--', '10bd', '--fy', year], {
      env: { ...process.env, DATA_DIR: inject('dataDir'), DATABASE_URL: '', SMTP_URL: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(command.status).toBe(0);
    expect(command.stdout.split('\r\n')[0]).toBe(FORM_10BD.columns.join(','));
    expect(command.stderr).toMatch(new RegExp(`Form 10BD ${year}: \\d+ received donation\\(s\\) in Part B`));
    // Two screens checked at two widths, and a command: about a minute on a busy machine.
  }, 150_000);
});
