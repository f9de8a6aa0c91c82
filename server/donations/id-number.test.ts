// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptIdNumber, encryptIdNumber, storedId } from './id-number.ts';

describe('an Aadhaar number', () => {
  const secret = randomBytes(32);

  it('is stored encrypted and shown masked; another ID is stored as typed', () => {
    const stored = storedId(secret, 'aadhaar', '123456789012');
    expect(stored.shown).toBe('XXXX XXXX 9012');
    expect(stored.encrypted?.toString('latin1')).not.toContain('123456789012');
    expect(decryptIdNumber(secret, stored.encrypted as Buffer)).toBe('123456789012');
    expect(storedId(secret, 'pan', 'ABCDE1234F')).toEqual({ shown: 'ABCDE1234F', encrypted: null });
  });

  it('cannot be read with another key, nor changed unnoticed', () => {
    const sealed = encryptIdNumber(secret, '123456789012');
    expect(() => decryptIdNumber(randomBytes(32), sealed)).toThrow();
    const tampered = Buffer.from(sealed);
    tampered[tampered.length - 1] ^= 1;
    expect(() => decryptIdNumber(secret, tampered)).toThrow();
  });
});
