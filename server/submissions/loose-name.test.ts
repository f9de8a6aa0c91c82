// The loose-name rule (loose-name.ts) on real name pairs: a name typed in Latin letters, as people
// spell it, is contained in the loose form of the same name written in Telugu or Devanagari, and the
// other way round; a Latin name still finds a Latin name; different names do not meet.
import { describe, expect, it } from 'vitest';
import { hindiSpoken } from './hindi-schwa.ts';
import { loosen, looseForms, toLatin } from './loose-name.ts';
import { nationalDigits, referencePart, searchKeyOf, searchParts } from './search-key.ts';
import { CONTACT } from './kinds.ts';

/** Whether what was typed finds the stored name, as the inbox asks: every word, any of its forms. */
const finds = (typed: string, stored: string) => {
  const key = `|${looseForms(stored).join('|')}|`;
  return searchParts(typed).every((forms) => forms.some((form) => key.includes(form)));
};

const PAIRS: [typed: string, stored: string][] = [
  ['Pothula', 'పోతుల'],
  ['Lakshmi', 'లక్ష్మి'],
  ['Laxmi', 'లక్ష్మి'],
  ['Lakshmi', 'लक्ष्मी'],
  ['Laxmi', 'Lakshmi'],
  ['Venkata', 'వెంకట'],
  ['Venkat', 'వెంకట'],
  ['Venkata Lakshmi', 'వెంకట లక్ష్మి పోతుల'],
  ['Sharma', 'शर्मा'],
  ['Sunita', 'सुनीता'],
  ['Sunitha', 'सुनीता'],
  ['Sunitha', 'Sunita'],
  ['Reddy', 'రెడ్డి'],
  ['Krishna', 'कृष्ण'],
  ['Ramkumar', 'रामकुमार'],
  ['Mamta', 'ममता'],
  ['Kamala', 'कमला'],
  ['Pooja', 'पूजा'],
  ['Chandra', 'చంద్ర'],
  ['Siddharth', 'सिद्धार्थ'],
  ['Srinivas', 'శ్రీనివాస్'],
  ['Venkateswara', 'వెంకటేశ్వర'],
  ['Priya Sharma', 'Priya Sharma'],
  ['José', 'Jose Dsouza'],
  // And back: written in an Indian script, typed in another or stored in Latin letters.
  ['లక్ష్మి', 'Laxmi Devi'],
  ['సునీత', 'सुनीता'],
  ['शर्मा', 'Sharma'],
];

const APART: [typed: string, stored: string][] = [
  ['Lakshmi', 'Lalitha'],
  ['Sunita', 'Sumitra'],
  ['Venkat', 'Vinod'],
  ['Pothula', 'Patel'],
  ['Sharma', 'Verma'],
];

describe('the loose-name rule', () => {
  it.each(PAIRS)('"%s" finds "%s"', (typed, stored) => {
    expect(finds(typed, stored)).toBe(true);
  });

  it.each(APART)('"%s" does not find "%s"', (typed, stored) => {
    expect(finds(typed, stored)).toBe(false);
  });

  it('reduces spellings to one form: case, diacritics, doubled vowels, aspirates, x, w', () => {
    expect(loosen('LAKSHMI')).toBe('laksmi');
    expect(loosen('Laxmi')).toBe('laksmi');
    expect(loosen('Śarmā')).toBe('sarma');
    expect(loosen('Sunitha Dhawan')).toBe('sunita davan');
    expect(loosen('Khushboo')).toBe('kusbu');
    expect(loosen('Reddy')).toBe(loosen('Redi'));
  });

  it('writes Indian scripts in Latin letters and leaves Latin letters as they are', () => {
    expect(toLatin('పోతుల Ravi')).toBe('potula Ravi');
    expect(toLatin('शर्मा')).toBe('sharmA');
    expect(hindiSpoken('रामकुमार')).toBe('राम्कुमार्');
    expect(hindiSpoken('कमल')).toBe('कमल्');
  });
});

describe('the other parts of a search', () => {
  it('reads a phone number as its national digits', () => {
    for (const typed of ['+91 98480 22338', '098480 22338', '0091 9848022338', '919848022338', '98480-22338']) {
      expect(nationalDigits(typed), typed).toBe('9848022338');
    }
    expect(searchParts('+91 98480')).toEqual([['98480']]);
    expect(searchParts('91 98480')).toEqual([['9198480', '98480']]);
  });

  it('reads a piece of a reference with or without its hyphen, O as zero and I or L as one', () => {
    expect(referencePart('ks6b-65c7')).toBe('KS6B65C7');
    expect(referencePart('KS6B65C7')).toBe('KS6B65C7');
    expect(referencePart('k7mo')).toBe('K7M0');
    expect(referencePart('Ravi')).toBeUndefined();
    expect(referencePart('KMNP-QRST')).toBe('KMNPQRST');
  });

  it('keeps the name, the addresses and the phones in separate sections of the key', () => {
    const key = searchKeyOf(CONTACT, { name: 'వెంకట లక్ష్మి', email: 'VL.Pothula@Example.org', phone: '+91 98480 22338' });
    expect(key).toBe('|venkata laksmi|vl.pothula@example.org|9848022338|');
  });
});
