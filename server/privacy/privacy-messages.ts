// The privacy emails. Those carrying a link are rendered at delivery (the outbox row holds no words
// and no token): the link is created then, so the raw token lives only in memory and in the sent
// email, and a retried delivery gets a new link that replaces the old one. The others (erasure
// confirmed, a correction for the team) are short, rendered when queued.
import type { Queryable } from '../db/database.ts';
import type { NotificationSettings } from '../outbox/messages/notification-settings.ts';
import { escapeHtml, formatIst } from '../outbox/messages/text-format.ts';
import type { ClaimedRow, EmailPayload } from '../outbox/outbox-store.ts';
import { submissionSubject } from './erasure.ts';
import { createLink } from './links.ts';
import type { PrivacyConfig } from './privacy-config.ts';
import { logProcessing, personHash } from './processing-log.ts';

export const GUARDIAN_PAGE = '/privacy/guardian';
export const YOUR_DATA_LINK_PAGE = '/privacy/your-data';
/** The outbox's submission_type of a "your data" link: the data_requests row it is rendered from. */
export const DATA_REQUEST_TYPE = 'data-request';

export interface PrivacyMessageContext {
  db: Queryable;
  config: PrivacyConfig;
  settings: NotificationSettings;
}

/** What a row renders to: an email, or 'gone' when what it was about was erased meanwhile. */
export type Rendered = EmailPayload | 'gone';

function email(
  to: string,
  subject: string,
  paragraphs: string[],
  link?: { href: string; label: string },
): EmailPayload {
  const html = `<!doctype html>
<html lang="en"><body style="font-family:sans-serif;font-size:16px">
${paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n')}
${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''}
</body></html>`;
  const text = `${[...paragraphs, ...(link ? [`${link.label}:\n${link.href}`] : [])].join('\n\n')}\n`;
  return { to: [to], subject, text, html, headers: { 'Auto-Submitted': 'auto-generated' } };
}

interface Application {
  first_name: string;
  last_name: string;
  email: string;
  guardian_name: string | null;
  guardian_email: string | null;
  guardian_relationship: string | null;
  domain: string;
}

/** To the guardian of an applicant under 18: who applied, why we ask, and the link to confirm or refuse. */
export async function renderGuardianRequest(row: ClaimedRow, context: PrivacyMessageContext): Promise<Rendered> {
  const { db, config, settings } = context;
  if (row.submission?.type !== 'volunteer') return 'gone';
  const { rows } = await db.query<Application>(
    `SELECT first_name, last_name, email, guardian_name, guardian_email, guardian_relationship, domain
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
  return email(
    application.guardian_email,
    `${settings.organisation}: please confirm or refuse ${application.first_name}'s application`,
    [
      `Dear ${application.guardian_name ?? 'parent or guardian'},`,
      `${applicant} applied to volunteer with ${settings.organisation} (${centre}) and named you as their ${application.guardian_relationship ?? 'parent or guardian'}. ` +
        'They are under 18, so the law asks for the consent of a parent or lawful guardian before we use their details.',
      'The link below opens a page with our notice: what we keep, why, for how long, and how to withdraw consent or complain. There you can confirm or refuse. ' +
        `If you refuse, or do nothing, the application is erased: nobody at ${settings.organisation} sees it.`,
      `The link works once, until ${expires}. If you did not expect this email, you can ignore it.`,
    ],
    { href: `${config.siteUrl}${GUARDIAN_PAGE}?t=${token}`, label: 'Read the notice and confirm or refuse' },
  );
}

/** To a visitor who asked: the link to the page listing what we hold under their address. */
export async function renderYourDataLink(row: ClaimedRow, context: PrivacyMessageContext): Promise<Rendered> {
  const { db, config, settings } = context;
  if (row.submission?.type !== DATA_REQUEST_TYPE) return 'gone';
  const { rows } = await db.query<{ email: string }>('SELECT email FROM data_requests WHERE id = $1', [
    row.submission.id,
  ]);
  if (!rows[0]) return 'gone';
  const hours = config.yourDataLinkHours;
  const token = await createLink(db, 'your-data', `request:${row.submission.id}`, hours);
  return email(
    rows[0].email,
    `${settings.organisation}: your data`,
    [
      `You asked to see what ${settings.organisation} keeps under this email address.`,
      'The link below opens a page listing each message or application with its date and purpose. ' +
        'There you can erase one item or everything (which also withdraws your consent), or ask us to correct something.',
      `The link works once, for ${hours} hours. If you did not ask, ignore this email: nothing changes.`,
    ],
    { href: `${config.siteUrl}${YOUR_DATA_LINK_PAGE}?t=${token}`, label: 'See your data' },
  );
}

/** Renderers of the outbox rows that carry no words, by purpose (see server/outbox/compose.ts). */
export const PRIVACY_RENDERERS = {
  'guardian-request': renderGuardianRequest,
  'your-data-link': renderYourDataLink,
} as const;

/** Erasure confirmed, to the address whose data went: what was erased, nothing of what it said. */
export function erasureConfirmation(to: string, count: number, organisation: string): EmailPayload {
  return email(to, `${organisation}: your data was erased`, [
    `As you asked, ${organisation} has erased ${count === 1 ? 'one item' : `${count} items`} stored under this email address, ` +
      'with any emails about them that were still waiting to be sent.',
    'Where an item was erased as a whole, your consent to its use is withdrawn: we will not contact you about it again.',
    'If you did not ask for this, please reply to this email or contact us through the website.',
  ]);
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
