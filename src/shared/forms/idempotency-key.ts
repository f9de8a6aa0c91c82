// A fresh Idempotency-Key for one submission attempt: 128 random bits as 32 hex digits.
// crypto.getRandomValues rather than crypto.randomUUID: the latter exists only in secure contexts
// (https, localhost), and the site may be opened over plain http, e.g. on a phone in the office.

export const newIdempotencyKey = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
