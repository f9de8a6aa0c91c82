// The staff sign-in e-mails (English: the staff area is), rendered at delivery like the privacy
// links: the link is made then, so the outbox row holds no token and a retried delivery sends a
// new link. A member removed meanwhile gets nothing ('gone').
import type { Queryable } from '../db/database.ts';
import { escapeHtml, formatIst } from '../lib/text-format.ts';
import type { Rendered, Renderer } from '../outbox/compose.ts';
import type { ClaimedRow, EmailPayload } from '../outbox/outbox-store.ts';
import { ROLE_DESCRIPTIONS, SIGN_IN_LINK_MINUTES, SIGN_IN_LINK_PAGE } from '../../schema/api/staff.ts';
import { memberById, type StaffMember, STAFF_MEMBER_TYPE } from './members-store.ts';
import { createSignInLink } from './sign-in-links.ts';
import { STAFF_MAIL_PURPOSES, type StaffMailPurpose } from './staff-mail-store.ts';

export interface StaffMessageContext {
  db: Queryable;
  /** The site's public address (SITE_URL, or http://localhost:PORT). */
  siteUrl: string;
  organisation: string;
}

export const signInLinkAddress = (siteUrl: string, token: string) => `${siteUrl}${SIGN_IN_LINK_PAGE}?t=${token}`;

function email(to: string, subject: string, paragraphs: string[], link: { href: string; label: string }): EmailPayload {
  const html = `<!doctype html>
<html lang="en"><body style="font-family:sans-serif;font-size:16px">
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>
</body></html>`;
  const text = `${[...paragraphs, `${link.label}:\n${link.href}`].join('\n\n')}\n`;
  return { to: [to], subject, text, html, headers: { 'Auto-Submitted': 'auto-generated' } };
}

/** The e-mail of `purpose` to `member` with a link made now. */
export function staffEmail(
  purpose: StaffMailPurpose,
  member: StaffMember,
  token: string,
  context: Omit<StaffMessageContext, 'db'>,
): EmailPayload {
  const { organisation, siteUrl } = context;
  const until = formatIst(new Date(Date.now() + SIGN_IN_LINK_MINUTES * 60_000));
  const once = `The link works once, for ${SIGN_IN_LINK_MINUTES} minutes (until ${until}). When it has run out, ask for a new one on the sign-in page: ${siteUrl}/staff`;
  const href = signInLinkAddress(siteUrl, token);
  if (purpose === 'staff-invitation') {
    return email(
      member.email,
      `You are invited to the staff area of ${organisation}`,
      [
        `You have been added to the staff area of ${organisation} as ${member.role}: ${ROLE_DESCRIPTIONS[member.role]}`,
        'Open the link below to sign in. You will be offered to add a passkey: your phone or computer then signs you in with its fingerprint, face or screen lock, without e-mail.',
        once,
        'If you did not expect this e-mail, you can ignore it.',
      ],
      { href, label: 'Sign in to the staff area' },
    );
  }
  return email(
    member.email,
    `Your sign-in link for the staff area of ${organisation}`,
    [
      `Someone (we hope you) asked to sign in to the staff area of ${organisation} with this address.`,
      once,
      'If it was not you, ignore this e-mail: nobody can sign in with it but you.',
    ],
    { href, label: 'Sign in to the staff area' },
  );
}

async function render(row: ClaimedRow, context: StaffMessageContext): Promise<Rendered> {
  if (row.submission?.type !== STAFF_MEMBER_TYPE) return 'gone';
  const member = await memberById(context.db, row.submission.id);
  if (!member) return 'gone';
  const token = await createSignInLink(context.db, member.id, SIGN_IN_LINK_MINUTES);
  return staffEmail(row.purpose as StaffMailPurpose, member, token, context);
}

/** The outbox renderer of the staff e-mails (see server/outbox/compose.ts). */
export function staffRenderer(context: StaffMessageContext): Renderer {
  return {
    purposes: STAFF_MAIL_PURPOSES,
    // Not a visitor's mailbox: sign-in requests have their own limit per account (staff-config.ts).
    admitsItself: true,
    async render(rows) {
      const rendered: Rendered[] = [];
      for (const row of rows) rendered.push(await render(row, context));
      return rendered;
    },
  };
}
