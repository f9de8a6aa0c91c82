// The team's e-mail when a donor tells us she has paid: the amount, what it is for, how she paid, the
// pledge's reference her payment quoted and a link to the donation in the staff area, where the rest is.
// To the contact form's team addresses (site.notifications.contact), in English like the forms' team
// e-mails. Personal data kept to the minimum: no name, e-mail, phone, address, ID or transaction reference
// (an e-mail is copied to mailboxes the foundation does not erase). Rendered at delivery from the stored
// donation, so an erased one leaves nothing to send ('gone').
import { indianRupees } from '../../schema/api/donation-payment.ts';
import type { Queryable } from '../db/database.ts';
import { escapeHtml } from '../lib/text-format.ts';
import type { Renderer } from '../outbox/compose.ts';
import type { EmailPayload } from '../outbox/outbox-store.ts';
import { teamEmailsFor } from '../site-content/notification-settings.ts';
import type { StoredSubmission } from '../submissions/reader.ts';
import { DONATION } from '../submissions/kinds.ts';
import { formatReference } from '../submissions/reference.ts';
import { purposeName } from './donation-list.ts';
import { MODE_NAMES } from './receipt-pdf.ts';
import { storedDonationRenderer } from './stored-donation-renderer.ts';

export const DONATION_TEAM_NOTIFICATION = 'donation-team-notification';

export interface DonationTeamContext {
  teamEmails: string[];
  centreNames: Record<string, string>;
  /** The site's public address (SITE_URL): the staff area's link starts with it. */
  siteUrl: string;
}

export function donationTeamEmail(donation: StoredSubmission, context: DonationTeamContext): EmailPayload {
  const { fields } = donation;
  const amount = `Rs ${indianRupees(Number(fields.amount))}`;
  const pledge = formatReference(fields.pledge);
  const link = `${context.siteUrl}/staff/donations/${donation.publicId}`;
  const intro =
    'A donor says this gift has been paid. Look for it in the bank statement, then mark it received or not received in the staff area.';
  const rows: [string, string][] = [
    ['Amount', amount],
    ['For', purposeName(fields.purpose, context.centreNames)],
    ['How they paid', MODE_NAMES[fields.mode] ?? fields.mode],
    ['Gift reference', pledge],
    ['In the staff area', link],
  ];
  const text = `${intro}\n\n${rows.map(([name, value]) => `${name}: ${value}`).join('\n')}\n`;
  const tableRows = rows
    .map(([name, value]) => {
      const shown = value === link ? `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>` : escapeHtml(value);
      return `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(name)}</th><td>${shown}</td></tr>`;
    })
    .join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="font-family:sans-serif;font-size:16px">
<p>${escapeHtml(intro)}</p>
<table cellspacing="0" cellpadding="0">
${tableRows}
</table>
</body></html>`;
  return {
    to: context.teamEmails,
    subject: `New donation: ${amount}, ${pledge}`,
    text,
    html,
    headers: { 'Auto-Submitted': 'auto-generated' },
  };
}

export function donationTeamEmailRenderer(
  db: Queryable,
  settings: Parameters<typeof teamEmailsFor>[0],
  siteUrl: string,
): Renderer {
  return storedDonationRenderer(
    db,
    DONATION_TEAM_NOTIFICATION,
    async () => (donation) =>
      donationTeamEmail(donation, {
        teamEmails: teamEmailsFor(settings, DONATION.type),
        centreNames: settings.centreNames,
        siteUrl,
      }),
  );
}
