// A published change of the guarded parts of the content (content/guarded-settings.ts: where visitors'
// personal data goes, the texts the site e-mails in its own name) is told to every admin, so a change
// nobody expected is noticed the same day: the e-mail says what changed (old and new addresses, which
// texts), who published it and when, and what to do. It is queued with its audit entry in one transaction;
// the audit entry names the settings by their place in pages.json only, never their values.
import type { Database } from '../db/database.ts';
import { escapeHtml, formatIst } from '../lib/text-format.ts';
import type { EmailPayload } from '../outbox/outbox-store.ts';
import { recordAudit } from './audit-store.ts';
import { mailEveryAdmin } from './mail-every-admin.ts';

export const GUARDED_CHANGE_PURPOSE = 'guarded-settings-changed';

export interface GuardedChangeNotice {
  revision: number;
  /** For a roll back: the revision whose content it published again. */
  restores?: number;
  /** The member's name or address. */
  by: string;
  at: Date;
  /** Admin-only settings: plain name, place in pages.json, old and new value in words. */
  settings: { name: string; path: string; before: string; after: string }[];
  /** Texts e-mailed in the site's name: plain name, place, and which of their fields changed. */
  texts: { name: string; path: string; fields: string[] }[];
}

export interface GuardedChangeContext {
  organisation: string;
  /** The site's public address (SITE_URL, or http://localhost:PORT). */
  siteUrl: string;
  messageIdDomain: string;
}

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The e-mail to one admin. */
export function guardedChangeEmail(
  to: string,
  notice: GuardedChangeNotice,
  context: Omit<GuardedChangeContext, 'messageIdDomain'>,
): EmailPayload {
  const { organisation, siteUrl } = context;
  // A form's name comes from the content: no line break of it reaches the Subject header.
  const names = [...notice.settings, ...notice.texts].map((change) => change.name.replace(/\s+/g, ' '));
  const subject = `Changed on the site of ${organisation}: ${names[0]}${names.length > 1 ? ` and ${names.length - 1} more` : ''}`;
  const pagesPage = `${siteUrl}/staff/pages`;
  const what =
    notice.restores === undefined
      ? `published revision ${notice.revision} of the site`
      : `rolled the site back (revision ${notice.revision} is the content of revision ${notice.restores} again)`;
  const paragraphs = [
    `${notice.by} ${what} on ${formatIst(notice.at)}. It changes what only an admin may change or publish:`,
    ...notice.settings.map((change) => `${sentence(change.name)}: was ${change.before}; now ${change.after}.`),
    ...notice.texts.map(
      (change) =>
        `${sentence(change.name)}: its words changed (${change.fields.join(', ')}). Visitors receive it from the site's own address.`,
    ),
    ...(notice.settings.length
      ? ['New submissions from the forms (names, phone numbers, messages) now go where these settings say.']
      : []),
    `If you did not expect this change, roll the site back on the Pages page of the staff area (${pagesPage}) to the revision before it, and ask ${notice.by} about it. If they did not make it either, remove their access on the Staff page and check who else can sign in: someone may be using their account.`,
    'Every admin receives this e-mail; the staff audit trail lists the change too.',
  ];
  const html = `<!doctype html>
<html lang="en"><body style="font-family:sans-serif;font-size:16px">
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(pagesPage)}">Open the Pages page</a></p>
</body></html>`;
  return {
    to: [to],
    subject,
    text: `${paragraphs.join('\n\n')}\n`,
    html,
    headers: { 'Auto-Submitted': 'auto-generated' },
  };
}

/** Queues the e-mail to every admin and the audit entry together; returns how many admins it goes to. */
export function recordGuardedChange(
  db: Database,
  actor: number,
  notice: GuardedChangeNotice,
  context: GuardedChangeContext,
): Promise<number> {
  return db.transaction(async (tx) => {
    const admins = await mailEveryAdmin(
      tx,
      GUARDED_CHANGE_PURPOSE,
      (email) => guardedChangeEmail(email, notice, context),
      context.messageIdDomain,
    );
    await recordAudit(tx, {
      actor,
      action: GUARDED_CHANGE_PURPOSE,
      subjectType: 'content-revision',
      subjectId: notice.revision,
      details: {
        how: notice.restores === undefined ? 'published' : 'rolled back',
        settings: notice.settings.map((change) => change.path).join(', ') || null,
        texts: notice.texts.map((change) => change.path).join(', ') || null,
        admins,
      },
    });
    return admins;
  });
}
