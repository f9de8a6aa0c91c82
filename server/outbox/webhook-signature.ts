// Webhook signatures the way Stripe makes them: X-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256
// of "<t>.<raw body>">. The timestamp inside the signed text stops an old call being replayed.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'X-Signature';

export function signWebhook(secret: string, body: string, unixSeconds: number): string {
  const digest = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${digest}`;
}

/**
 * For a receiver (and our tests): true when `header` signs exactly `body` with `secret` and its
 * time is within `toleranceSeconds` of `nowSeconds`. Several v1 values (a secret being rotated)
 * are accepted when any one matches.
 */
export function verifyWebhookSignature(
  secret: string,
  header: string | undefined,
  body: string,
  toleranceSeconds = 300,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  if (!header) return false;
  const parts = header.split(',').map((part) => part.trim().split('='));
  const t = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'));
  return parts
    .filter(([key, value]) => key === 'v1' && value?.length === expected.length)
    .some(([, value]) => timingSafeEqual(Buffer.from(value), expected));
}
