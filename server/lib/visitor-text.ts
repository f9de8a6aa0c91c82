// Words a visitor typed that go into an e-mail to someone else's inbox: a name in a subject or a
// greeting (the acknowledgement's "Dear {name}", the guardian request's subject and greeting).
// Such a name could carry a URL and a right-to-left override (U+202E) into a guardian's
// subject. So the text is cut short, loses control and bidirectional characters and every
// invisible one that could hide a dot, and loses each word that looks like a link.
//
// Written here rather than taken from a link-finding library (linkify-it and the like): those find
// links by a list of top-level domains, which goes stale as new ones are sold while mail programs
// link them; a name never needs a dot between two characters, an @ or a ://, so any word with one
// goes, whatever follows it.

/** At most this many characters (graphemes: a Devanagari or Telugu syllable is one) are kept. */
export const VISITOR_TEXT_MAX = 40;

// C0 and C1 controls (line breaks included: a subject is one line) become spaces.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;
// Bidirectional controls and marks, and invisible characters that can sit inside a domain name
// (soft hyphen, zero-width space, word joiner, BOM...). ZWNJ and ZWJ (U+200C, U+200D) stay: Indic
// names need them, and a word they join is still checked whole below.
const INVISIBLE =
  /[\u00ad\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff0-\ufffb]|[\ufe00-\ufe0f]/g;
// A dot between two characters (any script's full stop a browser takes for one), an @, a scheme.
const LINK_LIKE = /\S[.\u3002\uff0e\uff61]\S|@|:\/\/|^(?:https?|ftp|file|mailto|tel|sms|data|javascript):/i;

const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });

/** The visitor's words fit for a subject or greeting; '' when nothing is left. */
export function visitorText(value: string, max = VISITOR_TEXT_MAX): string {
  // NFKC first: full-width letters, ＠ and ．become what a mail program would see them as.
  const words = value
    .normalize('NFKC')
    .replace(CONTROLS, ' ')
    .replace(INVISIBLE, '')
    .split(/\s+/)
    .filter((word) => word !== '' && !LINK_LIKE.test(word));
  const text = words.join(' ');
  const parts = [...graphemes.segment(text)];
  return parts.length <= max
    ? text
    : `${parts
        .slice(0, max - 1)
        .map((part) => part.segment)
        .join('')
        .trimEnd()}…`;
}
