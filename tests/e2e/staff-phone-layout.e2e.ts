// A coordinator on a 390 x 844 phone opens the inbox: the first submission is on the first screen (the staff
// menu folded behind a "Menu" button that opens it), and after "Download … (CSV)" at the foot of the list the
// confirmation is in view, where she pressed, not thousands of pixels above.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../schema/api/endpoints.ts';
import { NOTICES } from '../helpers/server/test-app.ts';
import { newPage } from './a11y-axe.ts';
import { launchBrowser } from './browser.ts';
import { heading, SHOTS, signInWithLink, site, staffCommand } from './staff-browser.ts';

const unique = `${Date.now()}`.slice(-7);
const PHONE = { width: 390, height: 844 };
let browser: Browser;

async function send(name: string): Promise<void> {
  const answer = await fetch(`${site}${ENDPOINTS.contact}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site },
    body: JSON.stringify({
      consent: 'yes',
      noticeVersion: NOTICES.notice('contact').version,
      name,
      phone: '+91 98765 43210',
      email: `phone-layout-${unique}@example.org`,
      message: 'When does the next class start?',
    }),
  });
  expect(answer.status).toBe(201);
}

/** Whether the element is wholly inside the window as it is scrolled now. */
const inView = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const box = element.getBoundingClientRect();
      return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
    });

beforeAll(async () => {
  browser = await launchBrowser({ localhost: true });
});
afterAll(async () => {
  await browser?.close();
});

describe('the staff area on a phone', () => {
  it('shows the first submission on the first screen and the CSV confirmation where she pressed', async () => {
    // Enough submissions that the download buttons are far below the top of the list.
    for (const name of ['Asha', 'Bhavna', 'Chitra', 'Deepa', 'Esha', 'Farida', 'Gita', 'Hema'])
      await send(`${name} Rao`);
    const invited = staffCommand('invite', `layout-${unique}@example.org`, '--role', 'coordinator');
    expect(invited.status).toBe(0);
    const page = await newPage(browser, PHONE.width);
    try {
      await page.setViewportSize(PHONE);
      await signInWithLink(page, invited.stdout.trim(), 'Inbox');
      const rows = page.getByRole('list', { name: 'Submissions' });
      await rows.waitFor();
      await page.screenshot({ path: `${SHOTS}/phone-inbox-first-screen.png` });

      // The first submission wholly on the first screen, the page not scrolled.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(await inView(page, '[aria-label="Submissions"] > li')).toBe(true);

      // The staff menu is one button away, and says whether it is open.
      const menu = page.getByRole('button', { name: 'Menu' });
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      const nav = page.getByRole('navigation', { name: 'Staff area' });
      expect(await nav.getByRole('link', { name: 'Spam' }).isVisible()).toBe(false);
      await menu.click();
      expect(await menu.getAttribute('aria-expanded')).toBe('true');
      await page.screenshot({ path: `${SHOTS}/phone-menu-open.png` });
      await nav.getByRole('link', { name: 'Spam' }).click();
      await heading(page, 'Spam');
      // Chosen, the menu folds again.
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      await page.getByRole('button', { name: 'Menu' }).click();
      await nav.getByRole('link', { name: 'Inbox' }).click();
      await heading(page, 'Inbox');
      await rows.waitFor();

      // The download at the foot of the page: its confirmation is on screen.
      const download = page.getByRole('button', { name: /^Download contact messages \(CSV\)$/ });
      await download.scrollIntoViewIfNeeded();
      const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
      expect(file.suggestedFilename()).toMatch(/\.csv$/);
      const confirmation = page.getByText(/^Downloaded .*\.csv\. The download is recorded/);
      await confirmation.waitFor();
      const box = await confirmation.evaluate((element) => {
        const rect = element.getBoundingClientRect();
        return { top: rect.top, bottom: rect.bottom, height: window.innerHeight };
      });
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.bottom).toBeLessThanOrEqual(box.height);
      await page.screenshot({ path: `${SHOTS}/phone-csv-confirmation.png` });

      // At a laptop's width the menu is the row of links it always was.
      await page.setViewportSize({ width: 1280, height: 900 });
      expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
      expect(await nav.getByRole('link', { name: 'Spam' }).isVisible()).toBe(true);
    } finally {
      await page.context().close();
    }
  });
});
