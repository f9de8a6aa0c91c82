// SMTP through nodemailer: SMTP_URL carries host, port, TLS (smtps:// or STARTTLS on 587) and auth.
// Pooled connections keep a burst of submissions from opening one connection each; short timeouts
// turn a dead server into a retry instead of a worker stuck for minutes.
import nodemailer from 'nodemailer';
import { toDeliveryError } from '../backoff.ts';
import { mailOptions, type Transport } from './transport.ts';

export interface SmtpTransportOptions {
  url: string;
  from: string;
  maxConnections?: number;
  /** Extra TLS settings, e.g. a test server's own certificate. */
  tls?: { rejectUnauthorized?: boolean; ca?: string | Buffer };
}

export function createSmtpTransport(options: SmtpTransportOptions): Transport {
  const transporter = nodemailer.createTransport({
    url: options.url,
    pool: true,
    maxConnections: options.maxConnections ?? 5,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    // nodemailer's logger would print envelopes (addresses); the worker logs codes instead.
    logger: false,
    ...(options.tls ? { tls: options.tls } : {}),
  });
  return {
    async deliver(row) {
      try {
        await transporter.sendMail(mailOptions(row, options.from));
      } catch (error) {
        throw toDeliveryError(error);
      }
    },
    close: () => transporter.close(),
  };
}
