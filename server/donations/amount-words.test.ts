import { describe, expect, it } from 'vitest';
import { rupeesInWords } from './amount-words.ts';

describe('an amount in words, in the Indian system', () => {
  it.each([
    [125000, 'Rupees One Lakh Twenty-Five Thousand only'],
    [2500, 'Rupees Two Thousand Five Hundred only'],
    [10000001, 'Rupees One Crore One only'],
    [99999, 'Rupees Ninety-Nine Thousand Nine Hundred Ninety-Nine only'],
  ])('%i is %s', (rupees, words) => {
    expect(rupeesInWords(rupees)).toBe(words);
  });

  it('refuses what a receipt cannot state', () => {
    expect(() => rupeesInWords(0)).toThrow(RangeError);
    expect(() => rupeesInWords(12.5)).toThrow(RangeError);
  });
});
