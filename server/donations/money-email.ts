// The two e-mails a donor gets once the foundation has looked for her gift in its bank statement, in her
// page's language: her receipt (the PDF attached), or kind words that it was not found, with the reason
// staff wrote and what she can do. Both are rendered at delivery from the stored rows, like every
// submission's e-mail: the outbox keeps no copy of the PDF or the words, so erasing the donation (with
// its receipts) leaves nothing to send ('gone'). A receipt cancelled before its e-mail went is not sent.
import { indianRupees } from '../../schema/api/donation-payment.ts';
import { type Language, storedLanguage } from '../../schema/api/languages.ts';
import type { Queryable } from '../db/database.ts';
import { paragraphsHtml } from '../lib/text-format.ts';
import { visitorText } from '../lib/visitor-text.ts';
import type { Renderer, Rendered } from '../outbox/compose.ts';
import type { EmailPayload } from '../outbox/outbox-store.ts';
import { formatReference } from '../submissions/reference.ts';
import { fill, SERVER_WORDS } from '../words/index.ts';
import { indianDate } from './receipt-pdf.ts';
import { DONATION_NOT_RECEIVED, DONATION_RECEIPT } from './receipt-store.ts';

interface Row {
  outbox_id: string | number;
  name: string;
  email: string;
  language: string | null;
  amount_rupees: number;
  pledge_reference: string;
  credited_on: string | null;
  not_received_reason: string | null;
  number: string | null;
  pdf: Buffer | Uint8Array | null;
  cancelled: boolean | null;
  replaces_number: string | null;
}

function email(to: string, language: Language, subject: string, paragraphs: string[], replyTo?: string): EmailPayload {
  return {
    to: [to],
    ...(replyTo ? { replyTo } : {}),
    subject,
    text: `${paragraphs.join('\n\n')}\n`,
    html: paragraphsHtml(language, paragraphs),
    headers: { 'Content-Language': language, 'Auto-Submitted': 'auto-generated' },
  };
}

export function moneyEmail(row: Row, purpose: string, context: { organisation: string; replyTo?: string }): Rendered {
  const language: Language = storedLanguage(row.language);
  const words = SERVER_WORDS[language];
  const values = {
    amount: indianRupees(row.amount_rupees),
    reference: formatReference(row.pledge_reference),
    organisation: context.organisation,
  };
  const greeting = fill(words.donations.greeting, { name: visitorText(row.name) || '…' });
  const closing = fill(words.donations.emailClosing, values);
  if (purpose === DONATION_RECEIPT) {
    if (!row.number || !row.pdf || row.cancelled || !row.credited_on) return 'gone';
    const number = row.number;
    const paragraphs = [
      greeting,
      fill(words.donationMoney.receiptBody, { ...values, number, date: indianDate(row.credited_on) }),
      ...(row.replaces_number ? [fill(words.donationMoney.receiptReplaces, { number: row.replaces_number })] : []),
      closing,
    ];
    return {
      ...email(row.email, language, fill(words.donationMoney.receiptSubject, { number }), paragraphs, context.replyTo),
      attachments: [
        {
          filename: `receipt-${number.replace(/[^\w-]+/g, '-')}.pdf`,
          contentType: 'application/pdf',
          content: Buffer.from(row.pdf).toString('base64'),
        },
      ],
    };
  }
  if (!row.not_received_reason) return 'gone';
  const paragraphs = [
    greeting,
    fill(words.donationMoney.notReceivedBody, values),
    fill(words.donationMoney.notReceivedNote, { reason: row.not_received_reason }),
    words.donationMoney.notReceivedHelp,
    closing,
  ];
  return email(row.email, language, fill(words.donationMoney.notReceivedSubject, values), paragraphs, context.replyTo);
}

export function moneyEmailRenderer(
  db: Queryable,
  settings: { organisation: string; visitorReplyTo?: string },
): Renderer {
  return {
    purposes: [DONATION_RECEIPT, DONATION_NOT_RECEIVED],
    async render(claimed) {
      const { rows } = await db.query<Row>(
        `SELECT o.id AS outbox_id, d.name, d.email, d.notice_language AS language, d.amount_rupees, d.pledge_reference,
           to_char(d.credited_on, 'YYYY-MM-DD') AS credited_on,
           CASE WHEN d.money_status = 'not-received' THEN d.not_received_reason END AS not_received_reason,
           r.number, r.pdf, r.cancelled_at IS NOT NULL AS cancelled, r.replaces_number
         FROM outbox o JOIN donations d ON o.submission_type = 'donation' AND d.id = o.submission_id
         LEFT JOIN donation_receipts r ON r.outbox_id = o.id
         WHERE o.id = ANY($1::bigint[])`,
        [claimed.map((row) => row.id)],
      );
      const byId = new Map(rows.map((row) => [Number(row.outbox_id), row]));
      const context = { organisation: settings.organisation, replyTo: settings.visitorReplyTo };
      return claimed.map((row) => {
        const found = byId.get(row.id);
        return found ? moneyEmail(found, row.purpose, context) : 'gone';
      });
    },
  };
}
