// The coordinator's day in Chromium against `npm start`: invited from the command line,
// they enrol a passkey and sign in with it, find an application by name, mark it in progress with a
// note, reply from the item page (the e-mail arrives in the applicant's language, Hindi, and the history
// says it was sent), release a false-positive spam item
// (its e-mails are then written), erase a person on request after seeing what goes, and download the
// month's CSV; each action is in the processing log; axe finds nothing on the inbox, an item, spam and
// privacy at 320 and 1280 px.
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ENDPOINTS } from '../../schema/api/endpoints.ts';
import { NOTICES } from '../helpers/server/test-app.ts';
import { newPage } from './a11y-axe.ts';
import { launchBrowser } from './browser.ts';
import { emlFiles } from './eml-files.ts';
import { checkScreen, heading, SHOTS, site, staffCommand, virtualAuthenticator } from './staff-browser.ts';

const unique = `${Date.now()}`;
const dataDir = inject('dataDir');
let browser: Browser;

/** A form sent as the site's pages send it. */
async function send(path: string, body: object): Promise<{ id: string; reference: string }> {
  const answer = await fetch(`${site}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site },
    body: JSON.stringify({ consent: 'yes', ...body }),
  });
  expect(answer.status).toBe(201);
  return (await answer.json()).data;
}

/** The e-mails the server wrote as .eml files, read as a mail program reads them. */
async function emails(): Promise<ParsedMail[]> {
  const dir = join(dataDir, 'outbox');
  const names = readdirSync(dir).filter((name) => name.endsWith('.eml'));
  return Promise.all(names.map((name) => simpleParser(readFileSync(join(dir, name)))));
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser({ localhost: true });
});
afterAll(async () => {
  await browser?.close();
});

describe('the inbox, spam and privacy tasks', () => {
  it("walks a coordinator's journey, every step in the processing log", async () => {
    const surname = `Zephyr${unique.slice(-6)}`;
    const applicant = `applicant-${unique}@example.org`;
    await send(ENDPOINTS.volunteer, {
      domain: 'csii',
      selectedInitiative: 'csii',
      firstName: 'Ravi',
      lastName: surname,
      contact: '9876543210',
      dateOfBirth: '05/09/1990',
      email: applicant,
      whyJoinUs: 'I want to help with digital literacy classes.',
      // Sent from the Hindi page: the reply is in Hindi.
      noticeVersion: NOTICES.notice('volunteer', 'hi').version,
      language: 'hi',
    });
    const school = `school-${unique}@example.org`;
    await send(ENDPOINTS.contact, {
      name: 'School Head',
      phone: '+91 98765 43210',
      email: school,
      message: 'Please visit our school fair. [url=http://school.example]details[/url]',
      noticeVersion: NOTICES.notice('contact').version,
    });
    const leaving = `leaving-${unique}@example.org`;
    await send(ENDPOINTS.contact, {
      name: 'Leaving Person',
      phone: '+91 98765 43211',
      email: leaving,
      message: 'Please remove my details.',
      noticeVersion: NOTICES.notice('contact').version,
    });

    const coordinator = `coordinator-${unique}@example.org`;
    const invited = staffCommand('invite', coordinator, '--role', 'coordinator', '--name', 'Meena Coordinator');
    expect(invited.status).toBe(0);
    const page = await newPage(browser, 1280);
    try {
      // Signs in with a passkey, enrolled from the invitation's link.
      await virtualAuthenticator(page);
      await page.goto(invited.stdout.trim());
      await page.waitForFunction(() => !document.querySelector('main button[disabled]'));
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByRole('button', { name: 'Add a passkey' }).click();
      await page.getByText('Passkey added. Next time, sign in with it.').waitFor();
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await heading(page, 'Inbox');
      await page.getByRole('button', { name: 'Sign out', exact: true }).click();
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await heading(page, 'Inbox');

      // On a phone the filters beyond the search are folded, so the submissions come first; wide, they are open.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      await heading(page, 'Inbox');
      await page.getByText('More filters').waitFor();
      expect(await page.getByRole('combobox', { name: 'Kind' }).isVisible()).toBe(false);
      await page.getByText('More filters').click();
      expect(await page.getByRole('combobox', { name: 'Kind' }).isVisible()).toBe(true);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.reload();
      await heading(page, 'Inbox');
      await page.getByRole('combobox', { name: 'Kind' }).waitFor();

      // Find the application by name.
      await page.getByRole('textbox', { name: /^Search/ }).fill(surname.toLowerCase());
      await page.getByRole('textbox', { name: /^Search/ }).press('Enter');
      await page.getByText('1 to 1 of 1, newest first.').waitFor();
      await checkScreen(page, 'inbox-list');
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.getByRole('link', { name: `Ravi ${surname}` }).click();
      await heading(page, `Ravi ${surname}, volunteer application`);
      await checkScreen(page, 'inbox-item');
      await page.setViewportSize({ width: 1280, height: 900 });

      // A reply written here, framed in Hindi (the applicant's language); Send marks it in progress.
      const replyCard = page.getByRole('region', { name: 'Reply', exact: true });
      await replyCard.getByText(`नमस्ते Ravi ${surname} जी,`).waitFor();
      await page.getByRole('button', { name: 'Send the reply' }).click();
      await page.getByText('Please write the reply.').waitFor();
      await page.getByRole('textbox', { name: /^Your reply/ }).fill('आपका आवेदन मिला।\n\nशनिवार को केंद्र पर आइए।');
      await page.getByRole('button', { name: 'Send the reply' }).click();
      await page.getByText(`Marked In progress. Your reply is on its way to ${applicant}`).waitFor();
      // The e-mail arrives (an .eml file: no mail server in these tests), in Hindi, from the site.
      const isReply = (mail: ParsedMail) =>
        JSON.stringify(mail.to).includes(applicant) && Boolean(mail.subject?.includes('उत्तर'));
      await expect.poll(async () => (await emails()).filter(isReply).length, { timeout: 20_000 }).toBe(1);
      const arrived = (await emails()).find(isReply) as ParsedMail;
      expect(arrived.text).toContain(`नमस्ते Ravi ${surname} जी,\n\nआपका आवेदन मिला।\n\nशनिवार को केंद्र पर आइए।`);
      expect(arrived.text).toContain('शुभकामनाओं सहित,');
      expect(arrived.headers.get('content-language')).toBe('hi');
      expect(arrived.replyTo?.text).toBeTruthy();
      const history = page.getByRole('region', { name: 'History' });
      await expect
        .poll(
          async () => {
            await page.reload();
            await history.getByText(/Meena Coordinator replied by e-mail in Hindi/).waitFor();
            return history.innerText();
          },
          { timeout: 20_000 },
        )
        .toContain('Meena Coordinator replied by e-mail in Hindi: sent');

      // A note, and the status said again with the assignee.
      await page.getByRole('combobox', { name: 'Assigned to' }).selectOption({ label: 'Meena Coordinator' });
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Assigned to Meena Coordinator.').waitFor();
      await page.getByRole('textbox', { name: 'New note' }).fill('Phoned: starts on Saturday.');
      await page.getByRole('button', { name: 'Add the note' }).click();
      await page.getByText('Note added.').waitFor();
      await history.getByText('Meena Coordinator added a note').waitFor();
      expect(await history.innerText()).toContain('Meena Coordinator marked it In progress');
      expect(await page.getByRole('region', { name: 'Internal notes' }).innerText()).toContain(
        'Phoned: starts on Saturday.',
      );

      // Spam: the school's message is not spam; its e-mails are then written.
      await page.getByRole('link', { name: 'Spam' }).click();
      await heading(page, 'Spam');
      await checkScreen(page, 'spam');
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.getByRole('button', { name: 'Not spam: School Head' }).click();
      await page.getByText('Moved to the inbox: the e-mails it was owed are on their way.').waitFor();
      // The released row has gone: the focus is on the sentence saying so, not back at the top.
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
        'Moved to the inbox: the e-mails it was owed are on their way.',
      );
      await expect
        .poll(() => emlFiles(dataDir).filter((text) => new RegExp(`^To: .*${school}`, 'mi').test(text)).length, {
          timeout: 20_000,
        })
        .toBe(1);

      // Privacy: erase a person on request, after seeing what would go.
      await page.getByRole('link', { name: 'Privacy' }).click();
      await heading(page, 'Privacy tasks');
      await page.getByRole('textbox', { name: 'Their e-mail address' }).fill(leaving);
      await page.getByRole('button', { name: 'Show what would be erased' }).click();
      await page.getByText('1 item(s) would be erased.').waitFor();
      expect(await page.getByRole('list', { name: 'What would be erased' }).innerText()).toContain('Leaving P.');
      await page.getByRole('button', { name: `Erase these 1 item(s) of ${leaving}` }).click();
      await page.getByText('1 item(s) erased, with their e-mails. It is in the processing log.').waitFor();
      await checkScreen(page, 'privacy');
      await page.setViewportSize({ width: 1280, height: 900 });

      // The month's CSV.
      await page.getByRole('link', { name: 'Inbox' }).click();
      await heading(page, 'Inbox');
      const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
      await page.getByRole('textbox', { name: /^Search/ }).fill('');
      await page.getByRole('textbox', { name: /^Received from/ }).fill(`${today.slice(0, 8)}01`);
      await page.getByRole('textbox', { name: /^Received to/ }).fill(today);
      await page.getByRole('button', { name: 'Show', exact: true }).click();
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download volunteer applications (CSV)' }).click();
      const file = await downloading;
      const csv = readFileSync((await file.path()) as string, 'utf8');
      expect(csv.split('\r\n')[0]).toMatch(
        /^\uFEFF"Reference","Received \(India time, Asia\/Kolkata\)","Centre","First name".*"Status","Assigned to"/,
      );
      expect(csv).toContain(surname);

      // Every step is in the processing log.
      await page.getByRole('link', { name: 'Privacy' }).click();
      await heading(page, 'Privacy tasks');
      const log = await page.getByRole('region', { name: 'Log entries' }).innerText();
      for (const action of ['viewed-by-staff', 'replied', 'status-changed', 'assigned', 'note-added']) {
        expect(log).toContain(action);
      }
      for (const action of ['released-from-spam', 'erased', 'exported']) expect(log).toContain(action);
      expect(log).not.toContain(surname);
      expect(log).toContain('Meena Coordinator');
    } finally {
      await page.context().close();
    }
  }, 180_000);
});
