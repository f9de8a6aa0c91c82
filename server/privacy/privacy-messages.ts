// The privacy emails. Those carrying a link are rendered at delivery (the outbox row holds no words
// and no token): the link is created then, so the raw token lives only in memory and in the sent
// email, and a retried delivery gets a new link that replaces the old one. The others (erasure
// confirmed, a correction for the team) are short, rendered when queued. The visitor's and the
// guardian's are in their language; the team's stays English, as every team email does.
import type { Queryable } from '../db/database.ts';
import { storedLanguage, LANGUAGE_NAMES_IN_ENGLISH } from '../../schema/api/languages.ts';
import { centreNamesFor, type Language, type NotificationSettings } from '../site-content/notification-settings.ts';
import { escapeHtml } from '../lib/text-format.ts';
import { visitorText } from '../lib/visitor-text.ts';
import type { Rendered as OutboxRendered, Renderer } from '../outbox/compose.ts';
import type { ClaimedRow, EmailPayload } from '../outbox/outbox-store.ts';
import type { SubmissionKind } from '../submissions/kinds.ts';
import { formatReference } from '../submissions/reference.ts';
import { submissionSubject, submissionsOf } from './erasure.ts';
import { createLink } from './links.ts';
import type { PrivacyConfig } from './privacy-config.ts';
import { erasureWords, guardianRequestWords, yourDataLinkWords } from './privacy-email-words.ts';
import { formatDateTime } from './privacy-pages.ts';
import { logProcessing, personHash } from './processing-log.ts';

export const GUARDIAN_PAGE = '/privacy/guardian';
export const YOUR_DATA_LINK_PAGE = '/privacy/your-data';
/** The outbox's submission_type of a "your data" link: the data_requests row it is rendered from. */
export const DATA_REQUEST_TYPE = 'data-request';

export interface PrivacyMessageContext {
  db: Queryable;
  /** The kinds stored: a "your data" link goes only to an address that holds one of them. */
  kinds: readonly SubmissionKind[];
  config: PrivacyConfig;
  settings: NotificationSettings;
  /** The per-recipient limit, asked before a link is made (absent: no limit). */
  admit?: (row: ClaimedRow, to: string) => Promise<boolean>;
}

/**
 * An emailed link. The pages it opens take their language from what is stored with it; `lang` (not
 * personal, absent for English) only keeps it on the page that says a link no longer works.
 */
const linkTo = (siteUrl: string, page: string, token: string, language: Language) =>
  `${siteUrl}${page}?t=${token}${language === 'en' ? '' : `&lang=${language}`}`;

/**
 * What a row renders to: an email, 'gone' when what it was about was erased meanwhile (or a "your
 * data" address holds nothing), or 'suppressed' when its recipient had the most e-mails allowed.
 */
export type Rendered = EmailPayload | 'gone' | 'suppressed';

interface EmailParts {
  to: string;
  subject: string;
  paragraphs: string[];
  link?: { href: string; label: string };
  /** Paragraphs after the link. */
  closing?: string[];
  language?: Language;
  /** A watched address, so a visitor's e-mail can be answered (never no-reply). */
  replyTo?: string;
}

function email({ to, subject, paragraphs, link, closing = [], language = 'en', replyTo }: EmailParts): EmailPayload {
  const para = (p: string) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`;
  const html = `<!doctype html>
<html lang="${language}"><body style="font-family:sans-serif;font-size:16px">
${paragraphs.map(para).join('\n')}
${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''}
${closing.map(para).join('\n')}
</body></html>`;
  const text = `${[...paragraphs, ...(link ? [`${link.label}:\n${link.href}`] : []), ...closing].join('\n\n')}\n`;
  const headers = {
    ...(language === 'en' ? {} : { 'Content-Language': language }),
    'Auto-Submitted': 'auto-generated',
  };
  return { to: [to], subject, text, html, headers, ...(replyTo ? { replyTo } : {}) };
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
  const kind = context.kinds.find((candidate) => candidate.guardian && candidate.type === row.submission?.type);
  if (!kind?.guardian || !row.submission) return 'gone';
  const { rows } = await db.query<Application>(
    `SELECT first_name, last_name, email, ${kind.guardian.name} AS guardian_name, ${kind.guardian.email} AS guardian_email,
       ${kind.guardian.relationship} AS guardian_relationship, domain, notice_language
     FROM ${kind.table} WHERE id = $1 AND consent_status = 'awaiting_guardian'`,
    [row.submission.id],
  );
  const application = rows[0];
  if (!application?.guardian_email) return 'gone';
  if (context.admit && !(await context.admit(row, application.guardian_email))) return 'suppressed';
  const hours = config.guardianLinkHours;
  const token = await createLink(db, 'guardian', submissionSubject(kind.type, row.submission.id), hours);
  // The applicant typed these for someone else's inbox: cut short, no bidi controls, no links.
  const firstName = visitorText(application.first_name) || '…';
  const applicant = [firstName, visitorText(application.last_name)].filter(Boolean).join(' ');
  await logProcessing(db, {
    action: 'guardian-asked',
    person: personHash(config.hashKey, application.email),
    submissionType: kind.type,
  });
  // In the language the applicant used (the notice they were shown): they gave this address.
  const language = storedLanguage(application.notice_language);
  // The centre as the join form named it on the applicant's page, the expiry as the language writes a date.
  const centre = centreNamesFor(settings, language)[application.domain] ?? application.domain;
  const expires = formatDateTime(new Date(Date.now() + hours * 3_600_000), language);
  const words = guardianRequestWords(language, {
    organisation: settings.organisation,
    firstName,
    applicant,
    centre,
    guardianName: visitorText(application.guardian_name ?? '') || undefined,
    relationship: visitorText(application.guardian_relationship ?? '') || undefined,
    expires,
  });
  const href = linkTo(config.siteUrl, GUARDIAN_PAGE, token, language);
  return email({
    to: application.guardian_email,
    ...words,
    link: { href, label: words.linkLabel },
    language,
    replyTo: settings.visitorReplyTo,
  });
}

/**
 * To a visitor who asked: the link to the page listing what we hold under their address. Every
 * request is queued alike (the request's own work says nothing about the address); here, off the
 * request path, an address that holds nothing gets no e-mail and its request row is deleted.
 */
export async function renderYourDataLink(row: ClaimedRow, context: PrivacyMessageContext): Promise<Rendered> {
  const { db, config, settings } = context;
  if (row.submission?.type !== DATA_REQUEST_TYPE) return 'gone';
  const { rows } = await db.query<{ email: string; language: string; person_hash: string }>(
    'SELECT email, language, person_hash FROM data_requests WHERE id = $1',
    [row.submission.id],
  );
  if (!rows[0]) return 'gone';
  if ((await submissionsOf(db, rows[0].email, context.kinds)).length === 0) {
    await db.query('DELETE FROM data_requests WHERE id = $1', [row.submission.id]);
    return 'gone';
  }
  if (context.admit && !(await context.admit(row, rows[0].email))) return 'suppressed';
  // Once per request, not again on a retried delivery.
  if (!row.admitted) await logProcessing(db, { action: 'data-requested', person: rows[0].person_hash });
  const hours = config.yourDataLinkHours;
  const token = await createLink(db, 'your-data', `request:${row.submission.id}`, hours);
  // In the language of the page they asked from, as are the pages the link opens.
  const language = storedLanguage(rows[0].language);
  const words = yourDataLinkWords(language, settings.organisation, hours);
  const href = linkTo(config.siteUrl, YOUR_DATA_LINK_PAGE, token, language);
  return email({
    to: rows[0].email,
    ...words,
    link: { href, label: words.linkLabel },
    language,
    replyTo: settings.visitorReplyTo,
  });
}

/** The renderer of the privacy e-mails that carry a link (see server/outbox/compose.ts); one row at a time. */
export function privacyRenderer(context: PrivacyMessageContext): Renderer {
  const own = { 'guardian-request': renderGuardianRequest, 'your-data-link': renderYourDataLink } as const;
  return {
    purposes: Object.keys(own),
    admitsItself: true,
    async render(rows) {
      const rendered: OutboxRendered[] = [];
      for (const row of rows) rendered.push(await own[row.purpose as keyof typeof own](row, context));
      return rendered;
    },
  };
}

/**
 * Erasure confirmed, to the address whose data went: what was erased, nothing of what it said. It asks
 * for a reply if the person did not ask for this, so it goes Reply-To a watched address.
 */
export function erasureConfirmation(
  to: string,
  count: number,
  organisation: string,
  language: Language = 'en',
  replyTo?: string,
): EmailPayload {
  const words = erasureWords(language, organisation, count);
  return email({ to, subject: words.subject, paragraphs: words.paragraphs, language, replyTo });
}

/** To the team: a visitor asks for a correction. Reply-To the visitor, who wrote the words. */
export interface CorrectionRequest {
  teamEmails: string[];
  /** The person's address (Reply-To). */
  from: string;
  chosen?: { type: string; publicId: string; reference: string };
  text: string;
  organisation: string;
  /** The language of the person's pages: the team answers in it. */
  language: Language;
}

export function correctionRequest(request: CorrectionRequest): EmailPayload {
  const { teamEmails, from, chosen, text, organisation, language } = request;
  const reference = chosen ? formatReference(chosen.reference) : undefined;
  const languageName = LANGUAGE_NAMES_IN_ENGLISH[language];
  const message = email({
    to: teamEmails[0],
    subject: `${organisation}: a correction was requested${reference ? ` (${reference})` : ''}, in ${languageName}`,
    paragraphs: [
      'A visitor who proved they hold this address (through a "your data" link) asks for a correction.',
      `Item: ${chosen ? `${chosen.type} submission, reference ${reference} (public id ${chosen.publicId})` : 'not named'}`,
      `Their language: ${languageName}. Please answer them in ${languageName}.`,
      `Their words:\n${text}`,
      'Correct the stored row (or reply to ask more), then reply to tell them it is done.',
    ],
  });
  return { ...message, to: teamEmails, replyTo: from };
}
