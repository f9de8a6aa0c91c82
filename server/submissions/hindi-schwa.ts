// Hindi drops most of the vowel a that Devanagari writes without a sign: रामकुमार is said, and typed,
// "Ramkumar", not "Ramakumara"; ममता is "Mamta". Transliteration keeps every such a, so the loose name
// of a Devanagari name is also made from this spelling, with a virama wherever the a is not said:
// at the end of a word, and between two syllables that keep their vowels (the common rule, V C a C V).
// Telugu and the other southern scripts say that a, so they are left as written.

const CONSONANT = /[\u0915-\u0939\u0958-\u095F]/u;
const NUKTA = '\u093C';
const VIRAMA = '\u094D';
/** Vowel signs (ा to ौ, ॢ ॣ) and the marks after a vowel (ँ ं ः): a syllable with either keeps its sound. */
const SIGN = /[\u093E-\u094C\u0962\u0963\u0901-\u0903]/u;

interface Syllable {
  text: string;
  /** Only a consonant (cluster) with the inherent a: the one kind whose vowel may go. */
  bare: boolean;
}

function syllables(word: string): Syllable[] {
  const chars = [...word];
  const found: Syllable[] = [];
  let i = 0;
  while (i < chars.length) {
    let text = chars[i];
    const consonant = CONSONANT.test(chars[i]);
    i += 1;
    if (consonant) {
      // A cluster: consonants joined by viramas (क्ष, स्त्र).
      while (i < chars.length && (chars[i] === NUKTA || (chars[i] === VIRAMA && CONSONANT.test(chars[i + 1] ?? '')))) {
        text += chars[i] === VIRAMA ? chars[i] + chars[i + 1] : chars[i];
        i += chars[i] === VIRAMA ? 2 : 1;
      }
    }
    let signed = !consonant;
    while (i < chars.length && (SIGN.test(chars[i]) || chars[i] === VIRAMA)) {
      text += chars[i];
      signed = true;
      i += 1;
    }
    found.push({ text, bare: consonant && !signed });
  }
  return found;
}

/** One word as said: the a it drops written away with a virama. */
function dropSchwas(word: string): string {
  const parts = syllables(word);
  const dropped = parts.map(() => false);
  const last = parts.length - 1;
  // The last a goes first; then an a between two syllables that keep theirs, left to right.
  if (last > 0 && parts[last].bare) dropped[last] = true;
  for (let k = 1; k < last; k += 1) {
    if (parts[k].bare && !dropped[k - 1] && !dropped[k + 1]) dropped[k] = true;
  }
  return parts.map((part, k) => (dropped[k] ? part.text + VIRAMA : part.text)).join('');
}

/** The text with each Devanagari word spelt as Hindi says it; anything else unchanged. */
export const hindiSpoken = (text: string): string => text.replace(/[\u0900-\u097F]+/gu, (word) => dropSchwas(word));
