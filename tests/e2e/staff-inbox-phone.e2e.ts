// A coordinator on a 390 px phone: finds వెంకట లక్ష్మి పోతుల by "Lakshmi Pothula" typed in Latin letters, by
// a piece of her address and by her phone number as she reads it out; sees that she wrote twice
// ("Probably the same person"); types dates as day/month/year (a wrong one said in words, cleared once
// fixed, the list never stuck on "Loading…"); saves a note with the status, and is asked before
// "Back to the inbox" drops one.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../schema/api/endpoints.ts';
import { NOTICES } from '../helpers/server/test-app.ts';
import { newPage } from './a11y-axe.ts';
import { launchBrowser } from './browser.ts';
import { heading, signInWithLink, site, staffCommand } from './staff-browser.ts';

const unique = `${Date.now()}`.slice(-7);
let browser: Browser;

async function send(body: object): Promise<{ id: string; reference: string }> {
  const answer = await fetch(`${site}${ENDPOINTS.contact}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site },
    body: JSON.stringify({ consent: 'yes', noticeVersion: NOTICES.notice('contact').version, ...body }),
  });
  expect(answer.status).toBe(201);
  return (await answer.json()).data;
}

/** Today in India as day/month/year, and as the day before. */
const indiaDay = (offsetDays = 0) => {
  const iso = new Date(Date.now() + 5.5 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
};

beforeAll(async () => {
  browser = await launchBrowser({ localhost: true });
});
afterAll(async () => {
  await browser?.close();
});

describe('the inbox on a phone', () => {
  it('finds anyone, takes dates as written, and never loses a note', async () => {
    const address = `vl.pothula${unique}@example.org`;
    const phone = `98480 ${unique.slice(-5)}`;
    const name = 'వెంకట లక్ష్మి పోతుల';
    const first = await send({ name, phone: `+91 ${phone}`, email: address, message: 'When does the class start?' });
    const again = await send({ name, phone: `0${phone}`, email: address, message: 'Did my message reach you?' });

    const coordinator = `phone-coordinator-${unique}@example.org`;
    const invited = staffCommand('invite', coordinator, '--role', 'coordinator', '--name', 'Phone Coordinator');
    expect(invited.status).toBe(0);
    const page = await newPage(browser, 390);
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      await signInWithLink(page, invited.stdout.trim(), 'Inbox');
      const search = page.getByRole('textbox', { name: /^Search/ });

      // Her name typed in Latin letters, loosely; a piece of her address; her phone as read out.
      for (const typed of ['Laxmi Pothula', `thula${unique}@exam`, `+91 ${phone}`, `0${phone.replace(' ', '')}`]) {
        await search.fill(typed);
        await search.press('Enter');
        await page.getByText('1 to 2 of 2, newest first.').waitFor();
      }
      const rows = page.getByRole('list', { name: 'Submissions' });
      expect(await rows.getByRole('link', { name }).count()).toBe(2);
      expect(await rows.innerText()).toContain(`Probably the same person as ${first.reference}`);
      expect(await rows.innerText()).toContain(`Probably the same person as ${again.reference}`);

      // Dates as day/month/year: a wrong one is said in words and stops nothing else; fixed, it goes.
      await page.getByText('More filters').click();
      const from = page.getByRole('textbox', { name: /^Received from/ });
      await from.fill('31/02/2026');
      await page.getByRole('button', { name: 'Show', exact: true }).click();
      const said = page.getByText('Type the date as day/month/year, for example 01/11/2026.');
      await said.waitFor();
      expect(await page.getByText(/is not valid/).count()).toBe(0);
      expect(await page.getByText('Loading…').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Pick a date for Received from' }).isVisible()).toBe(true);
      await from.fill(indiaDay(-1));
      await page.getByRole('textbox', { name: /^Received to/ }).fill(indiaDay());
      await page.getByRole('button', { name: 'Show', exact: true }).click();
      await page.getByText('1 to 2 of 2, newest first.').waitFor();
      expect(await said.count()).toBe(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBe(0);

      // A note typed, then Save of the status: saved with it.
      await rows.getByRole('link', { name }).first().click();
      await heading(page, `${name}, contact message`);
      await page.getByText(`Probably the same person as ${first.reference}`).waitFor();
      await page.getByRole('textbox', { name: 'New note' }).fill('Called back: class starts Monday.');
      await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'In progress' });
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText(/Note added\.$/).waitFor();
      const notes = page.getByRole('region', { name: 'Internal notes' });
      await notes.getByText('Called back: class starts Monday.').waitFor();

      // Another note, then Back: asked first; saved, and back in the inbox.
      await page.getByRole('textbox', { name: 'New note' }).fill('Sent the timetable.');
      await page.getByRole('link', { name: 'Back to the inbox' }).click();
      await page.getByText('Your note is not saved yet.').waitFor();
      await page.getByRole('button', { name: 'Save the note and go back' }).click();
      await heading(page, 'Inbox');
      await page.getByRole('list', { name: 'Submissions' }).getByRole('link', { name }).first().click();
      await notes.getByText('Sent the timetable.').waitFor();
    } finally {
      await page.context().close();
    }
  });
});
