// The inbox finds a name however it was written or typed: in Latin letters, Devanagari or Telugu
// (or another Indian script), and spelt loosely ("Laxmi", "Lakshmi", "Sunitha", "Venkat"). Both the
// stored name and what a coordinator types are brought to one LOOSE form, and the search asks whether
// the typed form is contained in the stored one:
//   1. Indian scripts become Latin letters (ITRANS, by @indic-transliteration/sanscript); a Devanagari
//      name also as Hindi says it, without the a it drops (hindi-schwa.ts): रामकुमार is "Ramkumar".
//   2. Lower case, no diacritics (Telugu's short è is e), nothing but letters and digits in a word.
//   3. x is ksh; w is v; a y ending a word is i; ee is i and oo is u (Indian spellings of ī and ū).
//   4. An h after k, g, c, j, t, d, p, b or s is dropped: kh/k, th/t, dh/d, sh/s, ch/c, bh/b.
//   5. A doubled letter is one (aa, ii, dd: Reddy and Redy); m before a consonant is n (the anusvara:
//      వెంకట is written veMkaTa, typed Venkata).
import Sanscript from '@indic-transliteration/sanscript';
import { hindiSpoken } from './hindi-schwa.ts';

/** Sanscript's names of the Indian scripts a name may be written in, with their Unicode blocks. */
const SCRIPTS: readonly [string, RegExp][] = [
  ['devanagari', /[\u0900-\u097F]/u],
  ['bengali', /[\u0980-\u09FF]/u],
  ['gurmukhi', /[\u0A00-\u0A7F]/u],
  ['gujarati', /[\u0A80-\u0AFF]/u],
  ['oriya', /[\u0B00-\u0B7F]/u],
  ['tamil', /[\u0B80-\u0BFF]/u],
  ['telugu', /[\u0C00-\u0C7F]/u],
  ['kannada', /[\u0C80-\u0CFF]/u],
  ['malayalam', /[\u0D00-\u0D7F]/u],
];

/** The text in Latin letters: every Indian script in it transliterated, Latin letters left as they are. */
export function toLatin(text: string): string {
  let latin = text;
  for (const [script, block] of SCRIPTS) if (block.test(latin)) latin = Sanscript.t(latin, script, 'itrans');
  return latin;
}

/** Steps 2 to 5 above, on text in Latin letters. */
export function loosen(latin: string): string {
  return latin
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .replace(/x/g, 'ksh')
    .replace(/w/g, 'v')
    .replace(/y\b/g, 'i')
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/([kgcjtdpbs])h/g, '$1')
    .replace(/(\p{L})\1+/gu, '$1')
    .replace(/m(?=[bcdfghjklnpqrstvz])/g, 'n')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every loose form of a name as written or typed (one, or two for Devanagari), without repeats. */
export function looseForms(text: string): string[] {
  const spellings = [text, hindiSpoken(text)];
  return [...new Set(spellings.map((spelling) => loosen(toLatin(spelling))))].filter(Boolean);
}
