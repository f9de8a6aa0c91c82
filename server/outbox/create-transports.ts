// Picks the transports from the configuration and says once, in the log, where emails go (and
// when the webhook would carry submissions unencrypted).
import { isIP } from 'node:net';
import type { OutboxConfig } from './outbox-config.ts';
import { createEmlTransport } from './transports/eml-transport.ts';
import { createSmtpTransport } from './transports/smtp-transport.ts';
import type { Transport } from './transports/transport.ts';
import { createWebhookTransport } from './transports/webhook-transport.ts';
import type { WorkerLog } from './worker.ts';

export function createTransports(config: OutboxConfig, log: WorkerLog): { email: Transport; webhook?: Transport } {
  let email: Transport;
  if (config.smtpUrl) {
    email = createSmtpTransport({ url: config.smtpUrl, from: config.from });
    // The host only: the URL may carry a password.
    log.info({ smtpHost: new URL(config.smtpUrl).host }, 'outbox: emails go out through SMTP');
  } else {
    email = createEmlTransport(config.emlDir, config.from);
    log.info({ dir: config.emlDir }, 'outbox: no SMTP_URL, so emails are written as .eml files to this folder');
  }
  const webhook =
    config.webhookUrl && config.webhookSecret
      ? createWebhookTransport({
          url: config.webhookUrl,
          secret: config.webhookSecret,
          timeoutMs: config.webhookTimeoutMs,
        })
      : undefined;
  if (webhook) log.info({}, 'outbox: submissions are also posted to WEBHOOK_URL, signed');
  if (webhook && config.webhookUrl) warnIfUnencrypted(new URL(config.webhookUrl), log);
  return { email, webhook };
}

const isLoopback = (hostname: string) => {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host === '::1') return true;
  return isIP(host) === 4 && host.startsWith('127.');
};

/**
 * A warning, not a refusal: a receiver on a private network without TLS is a real set-up, and an
 * upgrade must not stop a running site. The signature keeps calls from being forged, not from being read.
 */
function warnIfUnencrypted(url: URL, log: WorkerLog): void {
  if (url.protocol !== 'http:' || isLoopback(url.hostname)) return;
  // The host only: the path or query may hold the receiver's own token.
  log.warn(
    { webhookHost: url.host },
    'outbox: WEBHOOK_URL is http:, so every submission (names, e-mail addresses, phone numbers) crosses the network unencrypted to this host; use an https: address',
  );
}
