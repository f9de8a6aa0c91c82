// The characters a publish cuts a font for, and the unicode-range that makes a browser fetch it only for them.
import { describe, expect, it } from 'vitest';
import { joinsOthers, missingCharacters, unicodeRangeOf } from './added-fonts.ts';

describe('added fonts', () => {
  it('names each character once, neighbours as one range', () => {
    expect(unicodeRangeOf('ॐ')).toBe('U+0950');
    expect(unicodeRangeOf('ऌॐॠॡ')).toBe('U+090C,U+0950,U+0960-0961');
  });

  it('finds only the script characters the build did not cut, in code point order', () => {
    expect(missingCharacters('hi', 'Om ॐ, नमस्ते ऌ ₹ 5 ॐ', 'नमस्ते₹')).toBe('ऌॐ');
    expect(missingCharacters('hi', 'नमस्ते', 'तनमसस्े')).toBe('');
    // Telugu pages' Devanagari (the language switch's हिन्दी) is not in the Telugu font: never cut for them.
    expect(missingCharacters('te', 'హిందీ हिन्दी', 'హిందీ')).toBe('');
  });

  it('tells a new character standing alone from one inside a syllable with other letters', () => {
    // Alone: a face of its own draws it.
    expect(joinsOthers('hi', 'ॐ नमः', 'ॐ')).toBe(false);
    expect(joinsOthers('hi', 'ऋषि', 'ऋ')).toBe(false);
    // With a vowel sign, as a vowel sign, in a conjunct (after or before the virama): one face must hold all.
    expect(joinsOthers('hi', 'ङा', 'ङ')).toBe(true);
    expect(joinsOthers('hi', 'कॅ', 'ॅ')).toBe(true);
    expect(joinsOthers('hi', 'क्षमा', 'ष')).toBe(true);
    expect(joinsOthers('hi', 'ङ्ग', 'ङ')).toBe(true);
    expect(joinsOthers('te', 'ఙా', 'ఙ')).toBe(true);
  });
});
