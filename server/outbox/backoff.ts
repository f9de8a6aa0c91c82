// When to try again, and whether to try at all. Exponential with jitter, so messages that failed
// together (a mail server down for an hour) do not all come back in the same second.
import type { RetryPolicy } from './outbox-config.ts';

/** What a transport reports when it could not deliver. `code` is a status, never a server's words. */
export class DeliveryError extends Error {
  constructor(
    readonly code: string,
    /** The receiver refused for good (SMTP 5xx, HTTP 4xx): retrying the same message will not help. */
    readonly permanent: boolean,
  ) {
    super(`Delivery failed: ${code}`);
  }
}

/** Milliseconds to wait after failed attempt number `attempts` (1 = the first), ±25 % jitter. */
export function retryDelayMs(attempts: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const plain = Math.min(policy.maxDelayMs, policy.baseDelayMs * policy.factor ** Math.max(0, attempts - 1));
  return Math.round(plain * (0.75 + random() * 0.5));
}

/**
 * A permanent refusal is retried only up to maxAttemptsPermanent (a relay misconfigured for a few
 * minutes also answers 5xx); anything else up to maxAttempts.
 */
export function shouldGiveUp(attempts: number, error: DeliveryError, policy: RetryPolicy): boolean {
  return attempts >= (error.permanent ? Math.min(policy.maxAttemptsPermanent, policy.maxAttempts) : policy.maxAttempts);
}

/** Anything a transport throws, as a DeliveryError whose code holds no personal data. */
export function toDeliveryError(error: unknown): DeliveryError {
  if (error instanceof DeliveryError) return error;
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  if (typeof responseCode === 'number') {
    const codeText = typeof code === 'string' && /^E[A-Z]+$/.test(code) ? ` ${code}` : '';
    return new DeliveryError(`SMTP ${responseCode}${codeText}`, responseCode >= 500);
  }
  if (typeof code === 'string' && /^E[A-Z_]+$/.test(code)) return new DeliveryError(code, false);
  return new DeliveryError((error as Error)?.name === 'TimeoutError' ? 'TIMEOUT' : 'UNKNOWN', false);
}
