// @vitest-environment node
// No English in what the server draws for a Hindi or Telugu reader. Every page and e-mail of
// server/words (the guardian's pages and e-mail, the Your data pages and e-mails, the pages about a link
// that no longer works, the plain form pages, the staff preview banner), the acknowledgements of both forms
// and the form answers, drawn with the real site's settings and translations, holds no Latin-script word
// but the names the glossaries keep (the foundation's name), addresses, digits, reference codes and what
// the visitor typed.
// (Each route's real answer in these languages: server/privacy/privacy-languages.test.ts.)
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FormName, ServedFormState } from '../../schema/api/form-page.ts';
import { FORM_TEXTS } from '../../schema/api/form-texts/index.ts';
import { localisePath, TRANSLATED_LANGUAGES, type TranslatedLanguage } from '../../schema/api/languages.ts';
import { keptNames, latinWordsInContext, shownText } from '../../tests/helpers/latin-words.ts';
import { contactSubmission, siteSettings, volunteerSubmission } from '../../tests/helpers/server/outbox-fixtures.ts';
import { renderAcknowledgement } from '../forms/messages/acknowledgement.ts';
import { fallbackPage } from '../plain-forms/fallback-page.ts';
import { previewBanner } from '../site/preview-banner.ts';
import {
  applicationDetails,
  guardianAskAgain,
  guardianDecidedPage,
  guardianDonePage,
  guardianPage,
} from '../privacy/guardian-pages.ts';
import { pageSettingsOf } from '../privacy/page-settings.ts';
import { type EmailWords, guardianRequestWords, yourDataLinkWords } from '../privacy/privacy-email-words.ts';
import { erasureConfirmation } from '../privacy/privacy-messages.ts';
import { formatDateTime, linkProblemPage, yourDataAskAgain } from '../privacy/privacy-pages.ts';
import {
  confirmErasePage,
  listPage,
  openPage,
  requestAnswerPage,
  sessionEndedPage,
} from '../privacy/your-data-pages.ts';
import { centreNamesFor } from '../site-content/notification-settings.ts';
import { VOLUNTEER } from '../submissions/kinds.ts';
import { applicantFields, applicantGuardian, yourDataItems } from '../../tests/helpers/server/your-data-items.ts';
import { replyEmail, whatsappLink } from '../inbox/staff-reply.ts';
import { SERVER_WORDS } from './index.ts';

const pagesFile = JSON.parse(fs.readFileSync('pages.json', 'utf8'));
const notifications = siteSettings();
const settings = {
  ...pageSettingsOf(notifications.organisation, pagesFile.site.privacy),
  centreNames: notifications.centreNames,
  centreNamesIn: notifications.centreNamesIn,
};
// What the visitors typed (their names, their answers, a relationship they wrote in English) is theirs.
const typed = ['Ravi', 'Kumar', 'Lakshmi', 'Mother', 'To teach', 'Asha', 'Rao', 'Hello', 'welcome', 'b'];
const allowed = [...keptNames(pagesFile), notifications.organisation, ...typed];

const replyFacts = {
  organisation: notifications.organisation,
  reference: 'K7M2-9QXD',
  name: 'Ravi Kumar',
  to: ['ravi@example.org'],
  teamEmails: ['team@example.org'],
};

const fields = applicantFields;
const guardian = applicantGuardian;
const items = yourDataItems;
const served = (form: FormName): ServedFormState[] => [
  { form, status: 'error', values: {}, fieldErrors: {} },
  { form, status: 'submitted' },
  ...(form === 'volunteer' ? [{ form, status: 'submitted', awaitingGuardian: true } as const] : []),
];
const email = (mail: { subject: string; text: string; html: string }) => [mail.subject, mail.text, mail.html];
const emailWords = (mail: EmailWords) => [mail.subject, ...mail.paragraphs, mail.linkLabel ?? ''];

/** Everything the server draws for a reader of `language`, each with a name to find it by. */
function drawn(language: TranslatedLanguage): [string, string][] {
  const words = SERVER_WORDS[language].yourDataPages;
  const centre = centreNamesFor(settings, language).csii;
  const view = {
    applicant: 'Ravi Kumar',
    relationship: 'Mother',
    centre,
    appliedAt: '2025-06-01T10:00:00Z',
    details: applicationDetails(VOLUNTEER, fields, guardian, language, centreNamesFor(settings, language)),
    months: 24,
  };
  const facts = {
    organisation: settings.organisation,
    firstName: 'Ravi',
    applicant: 'Ravi Kumar',
    centre,
    expires: formatDateTime(new Date('2026-11-24T08:35:00Z'), language),
  };
  const problems = ['malformed', 'unknown', 'used', 'expired'] as const;
  const notices = [...Object.values(words.done), words.itemGone, words.correctionLimit, words.chooseButton];
  return [
    ...problems.flatMap((problem): [string, string][] => [
      [`link ${problem} (guardian)`, linkProblemPage(settings, language, problem, guardianAskAgain(language))],
      [`link ${problem} (your data)`, linkProblemPage(settings, language, problem, yourDataAskAgain(language))],
    ]),
    ['guardian page', guardianPage(settings, language, view, 'token')],
    ['guardian page, no relationship', guardianPage(settings, language, { ...view, relationship: undefined }, 't')],
    ['guardian confirmed', guardianDonePage(settings, language, true)],
    ['guardian refused', guardianDonePage(settings, language, false)],
    ['guardian already confirmed', guardianDecidedPage(settings, language, 'confirmed', '2025-06-02T10:00:00Z')],
    ['guardian already refused', guardianDecidedPage(settings, language, 'refused', '2025-06-02T10:00:00Z')],
    ['your data: open', openPage(settings, language, 'token')],
    ['your data: empty list', listPage(settings, language, [])],
    ...notices.map((notice): [string, string] => ['your data: list', listPage(settings, language, items, notice)]),
    ['your data: erase one?', confirmErasePage(settings, language, items, items[0])],
    ['your data: erase all?', confirmErasePage(settings, language, items)],
    ['your data: session ended', sessionEndedPage(settings, language)],
    ['your data: asked', requestAnswerPage(settings, language, FORM_TEXTS[language].server.yourDataAnswer)],
    ...email(erasureConfirmation('asha@example.org', 3, settings.organisation, language)).map(
      (part): [string, string] => ['e-mail: erased', part],
    ),
    ...emailWords(yourDataLinkWords(language, settings.organisation, 24)).map((part): [string, string] => [
      'e-mail: your data link',
      part,
    ]),
    ...emailWords(guardianRequestWords(language, { ...facts, guardianName: 'Lakshmi', relationship: 'Mother' })).map(
      (part): [string, string] => ['e-mail: guardian asked', part],
    ),
    ...emailWords(guardianRequestWords(language, facts)).map((part): [string, string] => [
      'e-mail: guardian asked, no name',
      part,
    ]),
    ...email(renderAcknowledgement(contactSubmission(), notifications, language)).map((part): [string, string] => [
      'e-mail: contact acknowledged',
      part,
    ]),
    ...email(renderAcknowledgement(volunteerSubmission(), notifications, language)).map((part): [string, string] => [
      'e-mail: application acknowledged',
      part,
    ]),
    ...(['contact', 'volunteer', 'testUpload'] as const).flatMap((form) =>
      served(form).map((state): [string, string] => [
        `plain form page: ${form} ${state.status}`,
        fallbackPage(
          settings.organisation,
          localisePath(form === 'volunteer' ? '/JoinUs' : '/ContactPage', language),
          state,
        ),
      ]),
    ),
    ['preview banner', previewBanner(language, 12)],
    // A reply from the staff area: the coordinator writes in the sender's language (her words are hers).
    ...email(replyEmail({ ...replyFacts, language }, 'Asha Rao', 'Hello')).map((part): [string, string] => [
      'e-mail: reply from staff',
      part,
    ]),
    ...email(replyEmail({ ...replyFacts, name: '', language }, 'Asha Rao', 'Hello')).map((part): [string, string] => [
      'e-mail: reply from staff, no name',
      part,
    ]),
    [
      'WhatsApp greeting',
      decodeURIComponent(
        new URL(whatsappLink('98765 43210', { ...replyFacts, language }) ?? '').searchParams.get('text') ?? '',
      ),
    ],
  ];
}

describe.each(TRANSLATED_LANGUAGES)('what the server draws in %s', (language) => {
  it.each(drawn(language))('%s says nothing in English', (_, html) => {
    const text = html.trimStart().startsWith('<') ? shownText(html) : html;
    expect(latinWordsInContext(text, allowed)).toEqual([]);
  });

  it('names the centre and the link’s expiry in the language', () => {
    const mail = emailWords(
      guardianRequestWords(language, {
        organisation: settings.organisation,
        firstName: 'Ravi',
        applicant: 'Ravi Kumar',
        centre: centreNamesFor(settings, language).csii,
        expires: formatDateTime(new Date('2026-11-24T08:35:00Z'), language),
      }),
    ).join('\n');
    expect(mail).toMatch(/\(CSII - [^A-Za-z)]+\)/);
    expect(mail).toContain(
      language === 'hi' ? '24 नवंबर 2026, दोपहर 2:05 बजे (भारतीय समय) तक' : 'మధ్యాహ్నం 2:05 (భారత సమయం) వరకు',
    );
    expect(mail).not.toContain('Centre for');
  });
});
