// @vitest-environment node
// Every page and e-mail the server draws from these words, in every language, with every choice the
// code makes (one item or many, a relationship or none, each link problem, each form's answer), and the
// staff preview banner: no {placeholder} is left unfilled, and every text without one is shown somewhere,
// so the table holds no word the server never says.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FormName, ServedFormState } from '../../schema/api/form-page.ts';
import { LANGUAGES, type Language, localisePath } from '../../schema/api/languages.ts';
import { escapeHtml } from '../lib/html-page.ts';
import { fallbackPage, redirectBody } from '../plain-forms/fallback-page.ts';
import { previewBanner } from '../site/preview-banner.ts';
import { pageSettingsOf } from '../privacy/page-settings.ts';
import { type EmailWords, guardianRequestWords, yourDataLinkWords } from '../privacy/privacy-email-words.ts';
import { erasureConfirmation } from '../privacy/privacy-messages.ts';
import {
  applicationDetails,
  guardianAskAgain,
  guardianDecidedPage,
  guardianDonePage,
  guardianPage,
} from '../privacy/guardian-pages.ts';
import { linkProblemPage, yourDataAskAgain } from '../privacy/privacy-pages.ts';
import {
  confirmErasePage,
  listPage,
  openPage,
  requestAnswerPage,
  sessionEndedPage,
} from '../privacy/your-data-pages.ts';
import { VOLUNTEER } from '../submissions/kinds.ts';
import { applicantFields, applicantGuardian, yourDataItems } from '../../tests/helpers/server/your-data-items.ts';
import { replyEmail, whatsappLink } from '../inbox/staff-reply.ts';
import type { PledgePayment } from '../../schema/api/donation-payment.ts';
import { donationEmail } from '../donations/donation-email.ts';
import { certificateEmail } from '../donations/form-10be.ts';
import { moneyEmail } from '../donations/money-email.ts';
import { DONATION_NOT_RECEIVED, DONATION_RECEIPT } from '../donations/receipt-store.ts';
import { SERVER_WORDS } from './index.ts';

const site = { organisation: 'Seva Foundation' };
const privacy = JSON.parse(fs.readFileSync('pages.json', 'utf8')).site.privacy;
const replyFacts = {
  organisation: 'Seva Foundation',
  reference: 'K7M2-9QXD',
  name: 'Ravi Kumar',
  to: ['ravi@example.org'],
  teamEmails: ['team@example.org'],
};
const fields = applicantFields;
const guardian = applicantGuardian;
const items = yourDataItems;
const view = (language: Language) => ({
  applicant: 'Ravi Kumar',
  relationship: 'Mother',
  centre: 'Hyderabad',
  appliedAt: '2025-06-01T10:00:00Z',
  details: applicationDetails(VOLUNTEER, fields, guardian, language, {}),
  months: 24,
});
const facts = { organisation: 'Seva Foundation', firstName: 'Ravi', applicant: 'Ravi Kumar', centre: 'Hyderabad' };
const PLEDGE: PledgePayment = {
  reference: 'K7M2-9QXD',
  amountRupees: 2500,
  purpose: 'general',
  upiLink: 'upi://pay?pa=a%40b',
  qr: { size: 1, path: 'M0 0h1', label: 'QR' },
  upiId: 'a@b',
  payeeName: 'Seva',
  bank: { accountName: 'Seva', accountNumber: '000000000', ifsc: 'XXXX0000000', bankName: 'Bank' },
  cheque: { payee: 'Seva', address: 'Road' },
  receiptDays: 7,
  placeholders: true,
};
/** The donor's e-mail with and without an ID. */
const donorEmails = (language: Language) =>
  (['pan', 'none'] as const).map((idType) =>
    donationEmail(
      {
        type: 'donation',
        id: 1,
        publicId: 'p',
        reference: 'K7M29QXD',
        createdAt: new Date(),
        record: {},
        language,
        fields: { name: 'Sita', amount: '2500', pledge: 'K7M29QXD', idType, email: 'sita@example.org' },
      },
      { organisation: 'Seva Foundation', receiptDays: 7 },
    ),
  );
/** The receipt (replacing a cancelled one) and the not-received e-mail, as the outbox renders them. */
const moneyEmails = (language: Language) =>
  [DONATION_RECEIPT, DONATION_NOT_RECEIVED].map((purpose) => {
    const row = {
      outbox_id: 1,
      name: 'Sita',
      email: 'sita@example.org',
      language,
      amount_rupees: 2500,
      pledge_reference: 'K7M29QXD',
      credited_on: '2025-06-12',
      not_received_reason: 'Not in the statement.',
      number: 'EWF/2025-26/00002',
      pdf: Buffer.from('%PDF-'),
      cancelled: false,
      replaces_number: 'EWF/2025-26/00001',
    };
    const mail = moneyEmail(row, purpose, { organisation: 'Seva Foundation' });
    if (!mail || typeof mail === 'string' || !('subject' in mail)) throw new Error(`No ${purpose} e-mail drawn.`);
    return mail;
  });
const refused = (form: FormName, message?: string): ServedFormState => ({
  form,
  status: 'error',
  values: {},
  fieldErrors: { name: 'Name?' },
  message,
});
const states: [string, ServedFormState][] = [
  ['/test-upload', { form: 'testUpload', status: 'uploaded', result: { status: 200, json: '"checked"' } }],
  ['/test-upload', refused('testUpload')],
  ['/ContactPage', { form: 'contact', status: 'submitted' }],
  ['/ContactPage', refused('contact', 'No.')],
  ['/JoinUsPage', { form: 'volunteer', status: 'submitted', message: 'Thank you.' }],
  ['/JoinUsPage', { form: 'volunteer', status: 'submitted' }],
  ['/JoinUsPage', { form: 'volunteer', status: 'submitted', message: 'Wait.', awaitingGuardian: true }],
  ['/JoinUsPage', refused('volunteer')],
  ['/donate', { form: 'donationPledge', status: 'pledged', pledge: PLEDGE }],
  ['/donate', { form: 'donationPledge', status: 'pledged', pledge: { ...PLEDGE, placeholders: false } }],
  ['/donate', refused('donationPledge')],
  ['/donate', { form: 'donation', status: 'submitted', message: 'Thank you.' }],
  ['/donate', refused('donation')],
];

/** Everything drawn in `language`: pages as HTML, e-mails as their subject, text and HTML. */
function drawn(language: Language): string[] {
  const words = SERVER_WORDS[language];
  const problems = ['malformed', 'unknown', 'used', 'expired'] as const;
  // What the routes put on the list after an action, or when one is refused.
  const said = words.yourDataPages;
  const notices = [
    ...Object.values(said.done),
    said.itemGone,
    said.correctionMissing,
    said.correctionControl,
    said.correctionNothing,
    said.correctionLimit,
    said.chooseButton,
  ];
  const email = (mail: { subject: string; text: string; html: string }) => [mail.subject, mail.text, mail.html];
  const emailWords = (mail: EmailWords) => [mail.subject, ...mail.paragraphs, mail.linkLabel ?? ''];
  return [
    ...problems.flatMap((problem) => [
      linkProblemPage(site, language, problem, guardianAskAgain(language)),
      linkProblemPage(site, language, problem, yourDataAskAgain(language)),
    ]),
    guardianPage(site, language, view(language), 'token'),
    guardianPage(
      pageSettingsOf(site.organisation, privacy),
      language,
      { ...view(language), relationship: undefined },
      'token',
    ),
    guardianDonePage(site, language, true),
    guardianDonePage(site, language, false),
    guardianDecidedPage(site, language, 'confirmed', '2025-06-02T10:00:00Z'),
    guardianDecidedPage(site, language, 'refused', '2025-06-02T10:00:00Z'),
    openPage(site, language, 'token'),
    listPage(site, language, []),
    ...notices.map((notice) => listPage(site, language, items, notice)),
    confirmErasePage(site, language, items, items[0]),
    confirmErasePage(site, language, items),
    confirmErasePage(site, language, items.slice(0, 1)),
    sessionEndedPage(site, language),
    requestAnswerPage(site, language, 'Thank you.'),
    ...email(erasureConfirmation('asha@example.org', 1, site.organisation, language)),
    ...email(erasureConfirmation('asha@example.org', 3, site.organisation, language)),
    ...emailWords(yourDataLinkWords(language, site.organisation, 24)),
    ...emailWords(
      guardianRequestWords(language, { ...facts, guardianName: 'Lakshmi', relationship: 'Mother', expires: 'soon' }),
    ),
    ...emailWords(guardianRequestWords(language, { ...facts, expires: 'soon' })),
    ...states.map(([address, state]) => fallbackPage(site.organisation, localisePath(address, language), state)),
    redirectBody(localisePath('/ContactPage?sent=contact', language)),
    previewBanner(language, 12),
    ...email(replyEmail({ ...replyFacts, language }, 'Asha', 'Hello')),
    ...email(replyEmail({ ...replyFacts, name: '', language }, 'Asha', 'Hello')),
    whatsappLink('98765 43210', { ...replyFacts, language }) ?? '',
    ...donorEmails(language).flatMap(email),
    ...email(
      certificateEmail(
        {
          id: 1,
          reference: 'K7M2-9QXD',
          idNumber: 'ABCDE1234F',
          name: 'Sita',
          email: 'sita@example.org',
          language,
          year: '2026-27',
        },
        { fileName: 'x.pdf', base64: 'JVBERi0=' },
        { organisation: 'Seva Foundation' },
      ),
    ),
    ...moneyEmails(language).flatMap(email),
  ];
}

/** Every text of the words table. */
const leaves = (table: unknown): string[] =>
  typeof table === 'string' ? [table] : Object.values(table as object).flatMap(leaves);

describe.each(LANGUAGES)('what the server draws in %s', (language) => {
  // The pages' style sheet is the only place braces belong.
  const everything = drawn(language).map((html) => html.replace(/<style>[^<]*<\/style>/, ''));

  it('leaves no placeholder unfilled', () => {
    for (const page of everything) expect(page).not.toMatch(/[{}]/);
  });

  it('says every word of the table that has no placeholder', () => {
    const all = everything.join('\n');
    for (const text of leaves(SERVER_WORDS[language])) {
      if (text.includes('{')) continue;
      expect(all.includes(text) || all.includes(escapeHtml(text)), text).toBe(true);
    }
  });
});
