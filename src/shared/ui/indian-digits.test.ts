import { expect, it } from 'vitest';
import { indianDigits } from './indian-digits.ts';

it('groups figures as en-IN does: thousands, then lakhs and crores', () => {
  for (const value of [0, 7, 999, 1000, 12345, 100000, 1234567, 20000000, 2.5, 1234.5678]) {
    expect(indianDigits(value)).toBe(value.toLocaleString('en-IN'));
  }
});
