// POSTs a submission's JSON to WEBHOOK_URL, signed (see webhook-signature.ts). A 2xx is delivered;
// any other status or a timeout is a retry, and a 4xx other than 408/429 counts as permanent.
import { DeliveryError } from '../backoff.ts';
import { ID_HEADER, SIGNATURE_HEADER, signWebhook } from '../webhook-signature.ts';
import type { Transport } from './transport.ts';

export interface WebhookTransportOptions {
  url: string;
  secret: string;
  timeoutMs: number;
  now?: () => number;
}

export function createWebhookTransport(options: WebhookTransportOptions): Transport {
  const now = options.now ?? Date.now;
  return {
    async deliver(row) {
      const { body } = row.payload;
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            // The id is signed with the body (see webhook-signature.ts).
            [SIGNATURE_HEADER]: signWebhook(options.secret, row.messageId, body, Math.floor(now() / 1000)),
            // The same on every attempt, so the receiver can drop a repeat.
            [ID_HEADER]: row.messageId,
          },
          body,
          redirect: 'error',
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        // Drained so the connection returns to the pool.
        await response.arrayBuffer();
      } catch (error) {
        const name = (error as Error).name;
        const cause = (error as { cause?: { code?: string } }).cause?.code;
        const code = typeof cause === 'string' && /^[A-Z_]+$/.test(cause) ? cause : 'NETWORK';
        throw new DeliveryError(name === 'TimeoutError' ? 'TIMEOUT' : code, false);
      }
      if (response.status < 200 || response.status > 299) {
        const permanent = response.status >= 400 && response.status < 500 && ![408, 429].includes(response.status);
        throw new DeliveryError(`HTTP ${response.status}`, permanent);
      }
    },
    close: () => {},
  };
}
