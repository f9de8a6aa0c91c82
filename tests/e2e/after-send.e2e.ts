// The guardian flow end to end, in Chromium against `npm start` (e-mails as .eml files): a 16-year-old applies
// in Telugu on a phone (375 px) and is told, in Telugu, that her application waits for her parent or
// guardian; nothing of it is in the staff export or the team's mailbox yet; her mother's e-mail opens
// the guardian's page, which shows what the application holds, and she confirms; opening the link
// again says it is already confirmed, and when; then the team e-mail names the guardian and the export
// lists the application with the guardian's name.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FORM_TEXTS, fill } from '../../schema/api/form-texts/index.ts';
import { SERVER_WORDS } from '../../server/words/index.ts';
import { newPage, openHydrated } from './a11y-axe.ts';
import { launchBrowser } from './browser.ts';
import { exportedRows } from './stored-rows.ts';
import { simpleParser } from 'mailparser';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const tag = `${Date.now()}`;
const firstName = `Lasya${tag}`;
const applicantEmail = `lasya-${tag}@example.org`;
const guardianEmail = `padma-${tag}@example.org`;
const form = FORM_TEXTS.te;
const guardianWords = SERVER_WORDS.te.guardianPage;
/** RETENTION_AWAITING_GUARDIAN_DAYS as `npm start` runs it (the default). */
const AWAITING_DAYS = 7;
let browser: Browser;

/**
 * The e-mails written so far, parsed: a Telugu e-mail's body is base64, so its words and links are read
 * from the parsed text, and its headers unfolded.
 */
async function emails(): Promise<{ to: string; subject: string; replyTo: string; text: string }[]> {
  const dir = join(dataDir, 'outbox');
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return Promise.all(
    names.map(async (name) => {
      const mail = await simpleParser(readFileSync(join(dir, name)));
      const text = (address: typeof mail.to) =>
        (Array.isArray(address) ? address : address ? [address] : []).map((one) => one.text).join(', ');
      return {
        to: text(mail.to),
        subject: mail.subject ?? '',
        replyTo: mail.replyTo?.text ?? '',
        text: mail.text ?? '',
      };
    }),
  );
}
type Email = Awaited<ReturnType<typeof emails>>[number];

async function waitForEmail(match: (mail: Email) => boolean, ms = 30_000): Promise<Email> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = (await emails()).find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error('no such e-mail within the time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const exportedHer = async () =>
  (await exportedRows('volunteer')).filter((row) => JSON.stringify(row).includes(firstName));
const teamEmail = (mail: Email) => mail.subject.startsWith(`Join Us: ${firstName} `);

/** Sixteen years old today (1 January, sixteen years ago), written with dashes as many people do. */
const sixteenYearsAgo = () => `01-01-${new Date().getFullYear() - 16}`;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('a 16-year-old applies in Telugu on a phone', () => {
  it('is told it waits for her mother, who sees it and confirms; only then does the team see it', async () => {
    const page = await newPage(browser, 375);
    try {
      await openHydrated(page, `${baseUrl}/te/JoinUs`);
      const joinForm = page.locator('form[method="post"]').first();
      await joinForm.locator('[name="domain"]').selectOption('csii');
      await joinForm.locator('[name="firstName"]').fill(firstName);
      await joinForm.locator('[name="lastName"]').fill('Reddy');
      await joinForm.locator('[name="contact"]').fill('9876543210');
      await joinForm.locator('[name="dateOfBirth"]').fill(sixteenYearsAgo());
      await joinForm.locator('[name="email"]').fill(applicantEmail);
      await page.getByRole('group', { name: form.guardian.legendMinor }).waitFor();
      await joinForm.locator('[name="guardianName"]').fill('Padma Reddy');
      await joinForm.locator('[name="guardianEmail"]').fill(guardianEmail);
      await joinForm.locator('[name="guardianRelationship"]').fill('తల్లి');
      await joinForm.locator('[name="whyJoinUs"]').fill('పిల్లలకు చదువు నేర్పాలని ఉంది.');
      await joinForm.locator('input[type="checkbox"][name="consent"]').check();
      await joinForm.locator('button[type="submit"]').click();
      // Told, in Telugu, that it waits for her parent or guardian, that they were e-mailed and when it goes.
      await page.getByRole('heading', { name: form.guardian.sentTitle }).waitFor();
      const status = (await page.getByRole('status').textContent()) ?? '';
      expect(status).toContain(fill(form.guardian.sentText, { days: AWAITING_DAYS }));
      expect(status).not.toContain(form.messages.volunteerStored);
    } finally {
      await page.context().close();
    }

    // Only her mother is e-mailed; nothing of it reaches any staff tool before she confirms.
    const request = await waitForEmail(
      (mail) => mail.to.includes(guardianEmail) && mail.text.includes('/privacy/guardian'),
    );
    const link = /(\/privacy\/guardian\?t=[A-Za-z0-9_-]{22}&lang=te)/.exec(request.text)?.[1];
    expect(link).toBeDefined();
    expect(await exportedHer()).toEqual([]);
    expect((await emails()).some(teamEmail)).toBe(false);

    // Her mother opens the link on her phone: the page shows what the application holds, then she confirms.
    const guardianPage = await newPage(browser, 375);
    try {
      await guardianPage.goto(`${baseUrl}${link}`);
      await guardianPage.getByRole('heading', { name: guardianWords.title }).waitFor();
      await guardianPage.getByRole('heading', { name: guardianWords.applicationHeading }).waitFor();
      const shown = (await guardianPage.locator('main').textContent()) ?? '';
      for (const typed of [firstName, 'Reddy', '9876543210', applicantEmail]) expect(shown).toContain(typed);
      // Her own words are hers: the page says she answered, not what.
      expect(shown).toContain(guardianWords.answered);
      expect(shown).not.toContain('పిల్లలకు చదువు నేర్పాలని ఉంది.');
      await guardianPage.getByRole('button', { name: guardianWords.consentButton }).click();
      await guardianPage.getByRole('heading', { name: guardianWords.confirmedTitle }).waitFor();

      // Opened again later: already confirmed, and when (today, in Telugu).
      await guardianPage.goto(`${baseUrl}${link}`);
      await guardianPage.getByRole('heading', { name: guardianWords.alreadyConfirmedTitle }).waitFor();
      const today = new Intl.DateTimeFormat('te-IN', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'Asia/Kolkata',
      }).format(new Date());
      expect(await guardianPage.locator('main').textContent()).toContain(
        guardianWords.alreadyConfirmedText.split('{date}')[0] + today,
      );
    } finally {
      await guardianPage.context().close();
    }

    // Now the team e-mail comes, naming her mother, and the export lists the application with her.
    const team = await waitForEmail(teamEmail);
    expect(team.subject).toMatch(new RegExp(`^Join Us: ${firstName} R\\., CSII, under 18 \\(`));
    expect(team.text).toContain('Padma Reddy');
    // Replies reach her and her mother together.
    expect(team.replyTo).toContain(guardianEmail);
    expect(team.replyTo).toContain(applicantEmail);
    const rows = await exportedHer();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0])).toContain('Padma Reddy');
  }, 120_000);
});
