// The privacy emails. Those carrying a link are rendered at delivery (the outbox row holds no words
// and no token): the link is created then, so the raw token lives only in memory and in the sent
// email, and a retried delivery gets a new link that replaces the old one. The others (erasure
// confirmed, a correction for the team) are short, rendered when queued. The visitor's and the
// guardian's are in their language; the team's stays English, as every team email does.
import type { Queryable } from '../db/database.ts';
import { storedLanguage } from '../lib/languages.ts';
import type { Language, NotificationSettings } from '../outbox/messages/notification-settings.ts';
import { escapeHtml, formatIst } from '../outbox/messages/text-format.ts';
import type { ClaimedRow, EmailPayload } from '../outbox/outbox-store.ts';
import { submissionSubject } from './erasure.ts';
import { GUARDIAN_REQUEST_TEXTS } from './guardian-request-texts.ts';
import { createLink } from './links.ts';
import type { PrivacyConfig } from './privacy-config.ts';
import { logProcessing, personHash } from './processing-log.ts';
import { VISITOR_EMAIL_TEXTS } from './visitor-email-texts.ts';

export const GUARDIAN_PAGE = '/privacy/guardian';
export const YOUR_DATA_LINK_PAGE = '/privacy/your-data';
/** The outbox's submission_type of a "your data" link: the data_requests row it is rendered from. */
export const DATA_REQUEST_TYPE = 'data-request';

export interface PrivacyMessageContext {
  db: Queryable;
  config: PrivacyConfig;
  settings: NotificationSettings;
}

/**
 * An emailed link. The pages it opens take their language from what is stored with it; `lang` (not
 * personal, absent for English) only keeps it on the page that says a link no longer works.
 */
const linkTo = (siteUrl: string, page: string, token: string, language: Language) =>
  `${siteUrl}${page}?t=${token}${language === 'en' ? '' : `&lang=${language}`}`;

/** What a row renders to: an email, or 'gone' when what it was about was erased meanwhile. */
export type Rendered = EmailPayload | 'gone';

function email(
  to: string,
  subject: string,
  paragraphs: string[],
  link?: { href: string; label: string },
  language: Language = 'en',
): EmailPayload {
  const html = `<!doctype html>
<html lang="${language}"><body style="font-family:sans-serif;font-size:16px">
${paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n')}
${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''}
</body></html>`;
  const text = `${[...paragraphs, ...(link ? [`${link.label}:\n${link.href}`] : [])].join('\n\n')}\n`;
  const headers = {
    ...(language === 'en' ? {} : { 'Content-Language': language }),
    'Auto-Submitted': 'auto-generated',
  };
  return { to: [to], subject, text, html, headers };
}

interface Application {
  first_name: string;
  last_name: string;
  email: string;
  guardian_name: string | null;
  guardian_email: string | null;
  guardian_relationship: string | null;
  domain: string;
  notice_language: string | null;
}

/** To the guardian of an applicant under 18: who applied, why we ask, and the link to confirm or refuse. */
export async function renderGuardianRequest(row: ClaimedRow, context: PrivacyMessageContext): Promise<Rendered> {
  const { db, config, settings } = context;
  if (row.submission?.type !== 'volunteer') return 'gone';
  const { rows } = await db.query<Application>(
    `SELECT first_name, last_name, email, guardian_name, guardian_email, guardian_relationship, domain, notice_language
     FROM volunteer_applications WHERE id = $1 AND consent_status = 'awaiting_guardian'`,
    [row.submission.id],
  );
  const application = rows[0];
  if (!application?.guardian_email) return 'gone';
  const hours = config.guardianLinkHours;
  const token = await createLink(db, 'guardian', submissionSubject('volunteer', row.submission.id), hours);
  const expires = formatIst(new Date(Date.now() + hours * 3_600_000));
  const applicant = `${application.first_name} ${application.last_name}`;
  const centre = settings.centreNames[application.domain] ?? application.domain;
  await logProcessing(db, {
    action: 'guardian-asked',
    person: personHash(config.hashKey, application.email),
    submissionType: 'volunteer',
  });
  // In the language the applicant used (the notice they were shown): they gave this address.
  const language = storedLanguage(application.notice_language);
  const words = GUARDIAN_REQUEST_TEXTS[language]({
    organisation: settings.organisation,
    firstName: application.first_name,
    applicant,
    centre,
    guardianName: application.guardian_name ?? undefined,
    relationship: application.guardian_relationship ?? undefined,
    expires,
  });
  const href = linkTo(config.siteUrl, GUARDIAN_PAGE, token, language);
  return email(application.guardian_email, words.subject, words.paragraphs, { href, label: words.linkLabel }, language);
}

/** To a visitor who asked: the link to the page listing what we hold under their address. */
export async function renderYourDataLink(row: ClaimedRow, context: PrivacyMessageContext): Promise<Rendered> {
  const { db, config, settings } = context;
  if (row.submission?.type !== DATA_REQUEST_TYPE) return 'gone';
  const { rows } = await db.query<{ email: string; language: string }>(
    'SELECT email, language FROM data_requests WHERE id = $1',
    [row.submission.id],
  );
  if (!rows[0]) return 'gone';
  const hours = config.yourDataLinkHours;
  const token = await createLink(db, 'your-data', `request:${row.submission.id}`, hours);
  // In the language of the page they asked from, as are the pages the link opens.
  const language = storedLanguage(rows[0].language);
  const words = VISITOR_EMAIL_TEXTS[language].yourDataLink(settings.organisation, hours);
  const href = linkTo(config.siteUrl, YOUR_DATA_LINK_PAGE, token, language);
  return email(rows[0].email, words.subject, words.paragraphs, { href, label: words.linkLabel }, language);
}

/** Renderers of the outbox rows that carry no words, by purpose (see server/outbox/compose.ts). */
export const PRIVACY_RENDERERS = {
  'guardian-request': renderGuardianRequest,
  'your-data-link': renderYourDataLink,
} as const;

/** Erasure confirmed, to the address whose data went: what was erased, nothing of what it said. */
export function erasureConfirmation(
  to: string,
  count: number,
  organisation: string,
  language: Language = 'en',
): EmailPayload {
  const words = VISITOR_EMAIL_TEXTS[language].erased(organisation, count);
  return email(to, words.subject, words.paragraphs, undefined, language);
}

/** To the team: a visitor asks for a correction. Reply-To the visitor, who wrote the words. */
export function correctionRequest(
  teamEmails: string[],
  from: string,
  item: { type: string; publicId: string } | undefined,
  text: string,
  organisation: string,
): EmailPayload {
  const message = email(
    teamEmails[0],
    `${organisation}: a correction was requested${item ? ` (${item.publicId.slice(0, 8)})` : ''}`,
    [
      'A visitor who proved they hold this address (through a "your data" link) asks for a correction.',
      `Item: ${item ? `${item.type} submission ${item.publicId}` : 'not named'}`,
      `Their words:\n${text}`,
      'Correct the stored row (or reply to ask more), then reply to tell them it is done.',
    ],
  );
  return { ...message, to: teamEmails, replyTo: from };
}
