// Webhook signatures, after Stripe's: X-Signature: t=<unix seconds>,v2=<hex HMAC-SHA256 of
// "<t>.<X-Webhook-Id>.<raw body>">. The timestamp inside the signed text stops an old call being
// replayed; the id inside it stops a captured call being replayed under a fresh X-Webhook-Id, which
// a receiver that drops repeats by that header would take as new (v1 signed
// "<t>.<body>" only). The id never holds a line break (it is a header value) and the body is our JSON.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'X-Signature';
/** The header that names the delivery; the same on every attempt, and signed. */
export const ID_HEADER = 'X-Webhook-Id';

const digest = (secret: string, unixSeconds: number, id: string, body: string) =>
  createHmac('sha256', secret).update(`${unixSeconds}.${id}.${body}`).digest('hex');

export function signWebhook(secret: string, id: string, body: string, unixSeconds: number): string {
  return `t=${unixSeconds},v2=${digest(secret, unixSeconds, id, body)}`;
}

/**
 * For a receiver (and our tests): true when `header` signs exactly `id` and `body` with `secret`
 * and its time is within `toleranceSeconds` of `nowSeconds`. Several v2 values (a secret being
 * rotated) are accepted when any one matches.
 */
export function verifyWebhookSignature(
  secret: string,
  header: string | undefined,
  id: string | undefined,
  body: string,
  toleranceSeconds = 300,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  if (!header || !id) return false;
  const parts = header.split(',').map((part) => part.trim().split('='));
  const t = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const expected = Buffer.from(digest(secret, t, id, body));
  return parts
    .filter(([key, value]) => key === 'v2' && value?.length === expected.length)
    .some(([, value]) => timingSafeEqual(Buffer.from(value), expected));
}
