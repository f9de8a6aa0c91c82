// An Aadhaar number is stored encrypted (AES-256-GCM) and only ever shown masked (XXXX XXXX 1234): the
// Aadhaar Act (s. 29) and its regulations forbid showing or keeping it in the clear. The key is derived
// (HKDF-SHA-256) from the privacy hash key the server already keeps secret (PRIVACY_HASH_KEY, or
// DATA_DIR/privacy-hash.key), so there is no second secret to lose; only the 10BD export decrypts.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { maskedAadhaar } from '../../schema/api/donation-rules.ts';

const VERSION = 1;
const keyOf = (secret: Buffer) => Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'aadhaar-number-v1', 32));

/** version (1 byte) | IV (12) | tag (16) | ciphertext. */
export function encryptIdNumber(secret: Buffer, digits: string): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(digits, 'utf8'), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), body]);
}

export function decryptIdNumber(secret: Buffer, sealed: Buffer): string {
  if (sealed[0] !== VERSION) throw new Error('An encrypted ID number of an unknown version.');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), sealed.subarray(1, 13));
  decipher.setAuthTag(sealed.subarray(13, 29));
  return Buffer.concat([decipher.update(sealed.subarray(29)), decipher.final()]).toString('utf8');
}

/** What the donations table stores of an ID: the number as shown, and for Aadhaar the encrypted whole. */
export function storedId(secret: Buffer, idType: string, number: string): { shown: string; encrypted: Buffer | null } {
  if (idType !== 'aadhaar') return { shown: number, encrypted: null };
  return { shown: maskedAadhaar(number), encrypted: encryptIdNumber(secret, number) };
}
