// What the worker needs from a way of delivering: send one claimed row, or throw.
import type { SendMailOptions } from 'nodemailer/lib/mailer';
import type { DeliverableRow } from '../outbox-store.ts';

export interface Transport {
  /** Resolves once the receiver accepted the message; throws (ideally a DeliveryError) otherwise. */
  deliver(row: DeliverableRow): Promise<void>;
  close(): void;
}

/** The nodemailer message of an email row: the same bytes on every attempt, apart from the Date. */
export function mailOptions(row: DeliverableRow, from: string): SendMailOptions {
  const { to, replyTo, subject, text, html, headers, attachments } = row.payload;
  return {
    from,
    to,
    replyTo,
    subject,
    text,
    html,
    headers,
    messageId: row.messageId,
    ...(attachments?.length
      ? {
          attachments: attachments.map((file) => ({
            ...file,
            encoding: 'base64',
            contentDisposition: 'attachment' as const,
          })),
        }
      : {}),
  };
}
