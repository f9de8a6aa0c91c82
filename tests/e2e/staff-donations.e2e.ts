// The treasurer's step in Chromium against `npm start`: a donor on the Telugu page tells us she paid; an
// admin sets the payment settings a receipt prints; the treasurer, invited from the command line, opens
// Donations, finds the gift waiting, marks it received with the date credited and the bank reference, and
// the receipt e-mail arrives in Telugu with the PDF attached, whose text holds the number, the amount in
// figures and in words, her masked Aadhaar number and the 80G URN. axe finds nothing on the list and the
// donation's page at 320 and 1280 px; the receipt's first page is saved as a picture to look at. The receipt is
// cancelled for a mistyped reference (it keeps its number, the new one takes the next), Form 10BD's Part B for
// the year holds her gift with the template's codes, and her Form 10BE, uploaded, is e-mailed to her.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { NOTICES } from '../helpers/server/test-app.ts';
import { FORM_10BD, financialYearOf } from '../../server/donations/tax-rules.ts';
import { newPage } from './a11y-axe.ts';
import { launchBrowser } from './browser.ts';
import { checkScreen, heading, SHOTS, signInWithLink, site, staffCommand } from './staff-browser.ts';

const unique = `${Date.now()}`;
const dataDir = inject('dataDir');
// Not the inbox tests' applicant (వెంకట లక్ష్మి పోతుల): their search counts her submissions on the same server.
const DONOR_NAME = 'సుజాత రెడ్డి';
let browser: Browser;

async function post(path: string, body: object) {
  const answer = await fetch(`${site}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site },
    body: JSON.stringify(body),
  });
  expect(answer.status).toBe(201);
  return (await answer.json()).data;
}

/** The e-mails to `to` the server wrote as .eml files, waited for until one matches. */
async function mailTo(to: string, matches: (mail: ParsedMail) => boolean): Promise<ParsedMail> {
  const dir = join(dataDir, 'outbox');
  const deadline = Date.now() + 20_000;
  for (;;) {
    const names = readdirSync(dir).filter((name) => name.endsWith('.eml'));
    const mails = await Promise.all(names.map((name) => simpleParser(readFileSync(join(dir, name)))));
    const found = mails.find((mail) => mail.to && JSON.stringify(mail.to).includes(to) && matches(mail));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no such e-mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Today in India as the staff pages take a day: 29/11/2026. */
const indiaToday = () => {
  const [year, month, day] = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
};

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser({ localhost: true });
});
afterAll(async () => {
  await browser?.close();
});

describe('the staff Donations', () => {
  it('a treasurer marks a Telugu donor’s gift received, and the receipt e-mail arrives with its PDF', async () => {
    const donor = `donor-${unique}@example.org`;
    const pledge = await post('/api/donations/pledge', { amount: 'other', otherAmount: '125000', purpose: 'general' });
    await post('/api/donations', {
      pledge: pledge.reference,
      name: DONOR_NAME,
      email: donor,
      phone: '+91 98765 43210',
      address: '12-3 గాంధీ నగర్, Guntur 522001',
      idType: 'aadhaar',
      idNumber: '1234 5678 9012',
      paidOn: indiaToday(),
      mode: 'upi',
      transactionRef: unique.slice(-12).padStart(12, '5'),
      citizen: 'yes',
      consent: 'yes',
      noticeVersion: NOTICES.notice('donation', 'te').version,
      language: 'te',
    });

    // An admin fills in what a receipt prints (the screen for it is another page's work: the API here).
    const adminInvite = staffCommand(
      'invite',
      `admin-${unique}@example.org`,
      '--role',
      'admin',
      '--name',
      'Ravi Admin',
    );
    expect(adminInvite.status).toBe(0);
    const adminPage = await newPage(browser, 1280);
    await signInWithLink(adminPage, adminInvite.stdout.trim(), 'Inbox');
    const stored = await adminPage.evaluate(async () => {
      const me = await (await fetch('/api/staff/me')).json();
      const answer = await fetch('/api/staff/payment-settings', {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'x-csrf-token': me.data.csrfToken },
        body: JSON.stringify({
          postalAddress: '1 Example Road, Guntur 522001',
          pan: 'AAATE1234F',
          urn80g: 'AAATE1234FE20241',
          urn80gDate: '2024-04-01',
          receiptPrefix: 'EWF',
          receiptSignatory: 'Meena Rao, Treasurer',
        }),
      });
      return answer.status;
    });
    expect(stored).toBe(200);
    await adminPage.close();

    const invited = staffCommand('invite', `treasurer-${unique}@example.org`, '--role', 'treasurer', '--name', 'Meena');
    expect(invited.status).toBe(0);
    const page = await newPage(browser, 1280);
    await signInWithLink(page, invited.stdout.trim(), 'Donations');
    const navigation = page.getByRole('navigation', { name: 'Staff area' });
    expect(await navigation.getByRole('link').allTextContents()).toEqual([
      'Donations',
      'Donation reports',
      'Your account',
    ]);
    await page.getByRole('link', { name: DONOR_NAME }).first().waitFor();
    await checkScreen(page, 'donations');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('link', { name: DONOR_NAME }).first().click();
    await heading(page, `Rs 1,25,000 from ${DONOR_NAME}`);
    await page.getByRole('textbox', { name: /^Date credited/ }).fill(indiaToday());
    await page.getByRole('textbox', { name: /^Bank reference/ }).fill('UTR512345678901');
    await page.getByRole('button', { name: 'Mark received and send the receipt' }).click();
    const number = `EWF/${financialYearOf(new Date())}/00001`;
    await page
      .getByRole('status')
      .filter({ hasText: `Receipt ${number} is being e-mailed` })
      .waitFor();
    await page.getByRole('link', { name: number }).waitFor();
    await checkScreen(page, 'donation-received');

    const mail = await mailTo(donor, (one) => one.attachments.length > 0);
    expect(mail.subject).toBe(`మీ విరాళానికి రసీదు ${number}`);
    expect(mail.text).toContain(`ప్రియమైన ${DONOR_NAME} గారికి`);
    const pdf = mail.attachments[0];
    expect(pdf.contentType).toBe('application/pdf');
    writeFileSync(`${SHOTS}/receipt.pdf`, pdf.content);
    const text = spawnSync('pdftotext', ['-layout', '-', '-'], { input: pdf.content }).stdout.toString('utf8');
    for (const expected of [
      `Receipt number: ${number}`,
      'Rs 1,25,000',
      'Rupees One Lakh Twenty-Five Thousand only',
      'Aadhaar: XXXX XXXX 9012',
      'AAATE1234FE20241',
      'UTR512345678901',
      'Wherever it is needed most',
    ])
      expect(text).toContain(expected);
    // The first page as a picture, to look at the Telugu name's conjuncts and vowel signs.
    spawnSync('pdftoppm', ['-png', '-r', '110', '-f', '1', '-l', '1', `${SHOTS}/receipt.pdf`, `${SHOTS}/receipt`]);

    // A mistake on the receipt: cancelled with a reason, it keeps its number; the new receipt takes the next one.
    await page.getByRole('textbox', { name: /^Reason/ }).fill('The bank reference was mistyped');
    await page.getByRole('textbox', { name: /^Corrected bank reference/ }).fill('UTR512345678902');
    await page.getByRole('button', { name: 'Cancel it and issue a new receipt' }).click();
    const next = `EWF/${financialYearOf(new Date())}/00002`;
    await page.getByRole('link', { name: next }).waitFor();
    const receipts = page.getByRole('list', { name: 'Receipts' });
    expect(await receipts.getByRole('listitem').filter({ hasText: number }).innerText()).toMatch(
      /cancelled .*: The bank reference was mistyped/,
    );
    const reissued = await mailTo(donor, (one) => one.subject === `మీ విరాళానికి రసీదు ${next}`);
    const reissuedText = spawnSync('pdftotext', ['-layout', '-', '-'], { input: reissued.attachments[0].content });
    expect(reissuedText.stdout.toString('utf8')).toContain('UTR512345678902');
    await checkScreen(page, 'donation-receipt-reissued');

    // Form 10BD for the year: her gift in Part B, with the template's codes.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('link', { name: 'Donation reports' }).click();
    await heading(page, 'Donation reports');
    await page.getByRole('combobox', { name: 'Financial year' }).selectOption(financialYearOf(new Date()));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Part B (CSV)' }).click(),
    ]);
    const rows = readFileSync((await download.path()) as string, 'utf8').split('\r\n');
    const row = rows.find((line) => line.includes(DONOR_NAME)) ?? '';
    for (const cell of [
      FORM_10BD.idCodes.aadhaar,
      '123456789012',
      FORM_10BD.sectionCode,
      FORM_10BD.donationTypes.others,
      FORM_10BD.modes.electronic,
      '125000',
    ])
      expect(row).toContain(cell);

    // After filing, the portal's Form 10BE for her (named by her Aadhaar number) is uploaded and e-mailed to her.
    await page.getByLabel('Form 10BE files (PDF)').setInputFiles({
      name: 'Form10BE_123456789012.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
    });
    await page.getByRole('status').getByText('1 of 1 file(s) sent to their donors.').waitFor();
    const certificate = await mailTo(donor, (one) => /ఫారం 10BE/.test(one.subject ?? ''));
    expect(certificate.attachments[0].contentType).toBe('application/pdf');
    await checkScreen(page, 'donation-reports-10be-sent');
    await page.close();
  }, 240_000);
});
