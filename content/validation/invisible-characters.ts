/** Characters a person cannot see in the editor, by name, so a message can say which one it is. */
const NAMES: Record<number, string> = {
  160: 'no-break space',
  173: 'soft hyphen',
  847: 'combining grapheme joiner',
  6158: 'Mongolian vowel separator',
  8192: 'en quad space',
  8193: 'em quad space',
  8194: 'en space',
  8195: 'em space',
  8196: 'three-per-em space',
  8197: 'four-per-em space',
  8198: 'six-per-em space',
  8199: 'figure space',
  8200: 'punctuation space',
  8201: 'thin space',
  8202: 'hair space',
  8203: 'zero-width space',
  8204: 'zero-width non-joiner',
  8205: 'zero-width joiner',
  8206: 'left-to-right mark',
  8207: 'right-to-left mark',
  8232: 'line separator',
  8233: 'paragraph separator',
  8239: 'narrow no-break space',
  8287: 'medium mathematical space',
  8288: 'word joiner',
  8289: 'invisible function application',
  8290: 'invisible times',
  8291: 'invisible separator',
  8292: 'invisible plus',
  12288: 'ideographic space',
  65279: 'byte-order mark (zero-width no-break space)',
  65532: 'object replacement character',
};

/**
 * Invisible characters that belong in real text and are accepted inside a text without a word: spaces
 * that keep words together or set a thin gap, the soft hyphen (a place a long word may break), and the
 * joiners and direction marks that Hindi, Telugu, Urdu and other scripts need to be written correctly.
 */
const FINE_IN_TEXT = new Set([
  0x00a0, 0x00ad, 0x200c, 0x200d, 0x200e, 0x200f, 0x202f, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006,
  0x2007, 0x2008, 0x2009, 0x200a, 0x205f, 0x3000,
]);

const CONTROL_NAMES: Record<number, string> = { 9: 'tab', 11: 'vertical tab', 12: 'page break (form feed)' };

const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

/** "a zero-width space (U+200B)", or undefined for a visible character. Control characters count as invisible. */
export function invisibleName(char: string): string | undefined {
  const code = char.charCodeAt(0);
  if (code < 0x20 && code !== 0x0a && code !== 0x0d)
    return `${CONTROL_NAMES[code] ?? 'control character'} (${hex(code)})`;
  const name = NAMES[code];
  return name ? `${name} (${hex(code)})` : undefined;
}

/** True for an invisible character that is accepted inside a text (see FINE_IN_TEXT). */
export const fineInText = (char: string) => FINE_IN_TEXT.has(char.charCodeAt(0));

/** True when it takes up room like a space (so the fix is "type an ordinary space"), not zero-width. */
export const looksLikeSpace = (char: string) => {
  const code = char.charCodeAt(0);
  return (
    code === 0x09 ||
    code === 0xa0 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    (code >= 0x2000 && code <= 0x200a)
  );
};

/** The invisible characters in a text, with their positions in it. */
export function invisiblesIn(text: string): { index: number; name: string }[] {
  const found: { index: number; name: string }[] = [];
  for (let i = 0; i < text.length; i++) {
    const name = invisibleName(text[i]);
    if (name) found.push({ index: i, name });
  }
  return found;
}
