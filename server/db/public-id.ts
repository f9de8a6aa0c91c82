// Public ids are UUIDv4 text. Stored rows get theirs from the database default
// (gen_random_uuid()); answers that store nothing (the honeypot) make one here in the same shape.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';

// Per process: a caught bot that repeats an idempotency key gets the same id again, like a person
// would, without the server storing anything about it.
const secret = randomBytes(32);

/** A fresh random id, or with a key hash one that is stable for that key (in this process). */
export function unstoredPublicId(keyHash?: Buffer): string {
  if (!keyHash) return randomUUID();
  const bytes = createHmac('sha256', secret).update(keyHash).digest().subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8] & 0x3f) | 0x80; // RFC 4122 variant
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
