// The e-mail to a donor once she has told us about her gift, in her page's language: thanks, the gift's
// reference (her pledge's, which her payment quoted), when the receipt follows (the admin's setting,
// read at delivery), whether it can be reported for a deduction, and the refund rule. Rendered at
// delivery from the stored donation, like every submission's e-mail; an erased one is 'gone'.
// Nothing she did not type, and not her ID, phone or address: an e-mail can be read by others.
import { indianRupees } from '../../schema/api/donation-payment.ts';
import type { Renderer } from '../outbox/compose.ts';
import type { EmailPayload } from '../outbox/outbox-store.ts';
import { submissionQueue } from '../outbox/outbox-store.ts';
import type { Queryable } from '../db/database.ts';
import { paragraphsHtml } from '../lib/text-format.ts';
import { visitorText } from '../lib/visitor-text.ts';
import type { StoredSubmission } from '../submissions/reader.ts';
import { fill, SERVER_WORDS } from '../words/index.ts';
import { DONATION_TEAM_NOTIFICATION } from './donation-team-email.ts';
import { readPaymentSettings } from './payment-settings.ts';
import { storedDonationRenderer } from './stored-donation-renderer.ts';
import { donationConfirmation } from './pledge-payment.ts';

export const DONATION_ACKNOWLEDGEMENT = 'donation-acknowledgement';

const TEAM_MESSAGE = { kind: 'email', purpose: DONATION_TEAM_NOTIFICATION } as const;

/**
 * What a stored donation queues in its own insert (spam queues nothing): the team's e-mail, and the
 * donor's unless her address is past its visitor e-mails.
 */
export const donationQueue = (emailDonor: boolean) =>
  emailDonor
    ? submissionQueue([TEAM_MESSAGE, { kind: 'email', purpose: DONATION_ACKNOWLEDGEMENT }])
    : submissionQueue([TEAM_MESSAGE]);

export function donationEmail(
  donation: StoredSubmission,
  context: { organisation: string; receiptDays: number; replyTo?: string },
): EmailPayload {
  const { language, fields } = donation;
  const words = SERVER_WORDS[language].donations;
  const { organisation } = context;
  const paragraphs = [
    fill(words.greeting, { name: visitorText(fields.name) || '…' }),
    fill(words.emailThanks, { amount: indianRupees(Number(fields.amount)), organisation }),
    donationConfirmation(language, {
      reference: fields.pledge,
      receiptDays: context.receiptDays,
      withId: fields.idType !== 'none',
    }),
    fill(words.emailClosing, { organisation }),
  ];
  return {
    to: [fields.email],
    ...(context.replyTo ? { replyTo: context.replyTo } : {}),
    subject: words.emailSubject,
    text: `${paragraphs.join('\n\n')}\n`,
    html: paragraphsHtml(language, paragraphs),
    headers: { 'Content-Language': language, 'Auto-Submitted': 'auto-generated' },
  };
}

export function donationEmailRenderer(
  db: Queryable,
  settings: { organisation: string; visitorReplyTo?: string },
): Renderer {
  return storedDonationRenderer(db, DONATION_ACKNOWLEDGEMENT, async () => {
    const receiptDays = Number((await readPaymentSettings(db)).values.receiptDays) || 7;
    return (donation) =>
      donationEmail(donation, { organisation: settings.organisation, receiptDays, replyTo: settings.visitorReplyTo });
  });
}
