// Picks the transports from the configuration and says once, in the log, where emails go.
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
  return { email, webhook };
}
