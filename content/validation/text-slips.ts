/**
 * The slips people make when typing or pasting JSON by hand (curly quotes from Word, 1,20,000 written
 * with commas, a quote or a line break inside a text, invisible characters), found in the raw text
 * before the JSON parser sees it. A parser reports each of them as a string of unrelated faults (an
 * unexpected character, then "a comma is missing", then "a field name is expected", ...), so each slip
 * is named here once, and repaired in a copy of the text that keeps every offset, so the parser and
 * the schema can go on with the rest of the file. Written by hand: no JSON library names these slips.
 */
import { fineInText, invisibleName, looksLikeSpace } from './invisible-characters.ts';

export interface TextSlip {
  /** Where it is in the text. */
  offset: number;
  severity: 'error' | 'warning';
  message: string;
  /** For a slip inside a text value: that value's extent, quotes included. */
  within?: { start: number; end: number };
}

export interface TextSlips {
  /** The text with every slip repaired in place (same length, so the same offsets), for the parser. */
  repaired: string;
  slips: TextSlip[];
}

const CURLY_DOUBLE = '\u201c\u201d\u201e\u201f\u2033';
const CURLY_SINGLE = '\u2018\u2019\u201a\u201b\u2032';
/** Invisible characters (invisible-characters.ts) and control characters other than tab and line breaks. */
const INVISIBLE =
  '\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u00a0\\u00ad\\u034f\\u180e\\u2000-\\u200f\\u2028\\u2029\\u202f\\u205f-\\u2064\\u3000\\ufeff\\ufffc';
/** What matters inside a text. */
const IN_TEXT = new RegExp(`["\\\\\\n\\r\\t${INVISIBLE}]`, 'g');
/** What matters between texts (everything else there is spaces, colons and commas). */
const OUTSIDE_TEXT = new RegExp(`["'\\-0-9{}\\[\\]\\u2018-\\u201f\\u2032\\u2033${INVISIBLE}]`, 'g');
/** A value ends at one of these (or at the end of its line). */
const AFTER_VALUE = ',:}]';

export const slipMessages = {
  curly: (quotes: string) =>
    `curly quotes ${quotes} (as Word and e-mail programs type them) cannot go around a field name or a text: ` +
    'type straight quotes " instead. Curly quotes are fine inside a text.',
  single: () =>
    `single quotes ' cannot go around a field name or a text: type double quotes " instead. Single quotes are fine inside a text.`,
  grouped: (written: string) =>
    `the number ${written} is written with commas: write numbers without commas, ${written.replace(/,/g, '')}.`,
  quoteInText: () =>
    'this text has a double quote " inside it, which ends the text too early. Inside a text, write \\" for each ' +
    'straight quote, or use curly quotes “ ” (they are fine inside a text).',
  lineBreak: () =>
    'this text goes on to the next line, and a text must stay on one line: join the lines into one (turn on ' +
    'word wrap to see a long line whole). For a new paragraph, fields with a list of paragraphs take each as ' +
    'its own text: ["First paragraph.", "Second paragraph."].',
  invisibleOutside: (name: string, spaceLike: boolean) =>
    `there is an invisible ${name} here, between the entries, and JSON does not allow it: ` +
    `${spaceLike ? 'replace it with an ordinary space' : 'delete it'}. It usually comes in with copied text.`,
  controlInText: (name: string) =>
    `this text has a ${name} in it, which a text cannot hold: replace it with an ordinary space.`,
  invisibleInText: (name: string) =>
    `this text has an invisible ${name} here: visitors do not see it, but it splits the word for search and ` +
    'copying, and in an address or a name it breaks the link. Delete it.',
};

/** Finds the slips in `original` and returns them with a repaired copy of the text. */
export function findTextSlips(original: string): TextSlips {
  // Repairs are kept aside (a copy of a 6 MB file as an array of characters is slow to make).
  const edits = new Map<number, string>();
  const ch = (at: number) => edits.get(at) ?? original[at];
  const put = (at: number, char: string) => edits.set(at, char);
  const slips: TextSlip[] = [];
  const n = original.length;
  // A byte-order mark at the very start is how some editors save UTF-8: accepted without a word.
  if (original[0] === '\ufeff') put(0, ' ');
  const containers: string[] = [];

  const report = (
    offset: number,
    message: string,
    severity: TextSlip['severity'] = 'error',
    within?: TextSlip['within'],
  ) => slips.push({ offset, severity, message, within });

  /** The next character on the same line that is not a space or tab; -1 at the end of the line. */
  const nextOnLine = (from: number) => {
    for (let k = from; k < n; k++) {
      if (ch(k) === '\n' || ch(k) === '\r') return -1;
      if (ch(k) !== ' ' && ch(k) !== '\t') return k;
    }
    return -1;
  };
  const endsValue = (quote: number) => {
    const next = nextOnLine(quote + 1);
    return next === -1 || AFTER_VALUE.includes(ch(next));
  };
  /** The next straight quote that is not escaped, from `from` on; -1 if none. */
  const nextQuote = (from: number, sameLine: boolean) => {
    for (let k = from; k < n; k++) {
      if (ch(k) === '\\') k++;
      else if (ch(k) === '"') return k;
      else if (sameLine && (ch(k) === '\n' || ch(k) === '\r')) return -1;
    }
    return -1;
  };

  /** A text value closed by its quote at `close` although the line goes on: where it really ends, or -1. */
  function realEnd(close: number): number {
    let end = -1;
    for (let k = nextQuote(close + 1, true); k !== -1; k = nextQuote(k + 1, true)) {
      // The next field name ("tone": ...) starts a new entry: the text cannot reach past it.
      const next = nextOnLine(k + 1);
      if (next !== -1 && ch(next) === ':') break;
      if (endsValue(k)) end = k;
    }
    return end;
  }

  /** A text opening at `open`: checks what is inside; returns where scanning goes on. */
  function scanText(open: number): number {
    let reportedBreak = false;
    let k = open + 1;
    const inside: { at: number; name: string; kind: 'control' | 'invisible' }[] = [];
    while (k < n) {
      // Plain words are skipped in one step: only quotes, backslashes, line breaks and invisibles matter.
      IN_TEXT.lastIndex = k;
      const hit = IN_TEXT.exec(original);
      if (!hit) {
        k = n;
        break;
      }
      k = hit.index;
      const char = ch(k);
      if (char === ' ') {
        k++; // a line break already joined
        continue;
      }
      if (char === '\\') {
        k += 2;
        continue;
      }
      if (char === '"') break;
      if (char === '\n' || char === '\r') {
        // `"Welcome”,` at the end of a line: closed with a curly quote.
        const curly = curlyClose(open, k);
        if (curly !== -1) {
          report(curly, slipMessages.curly('“ ”'));
          put(curly, '"');
          return curly + 1;
        }
        // A line break inside a text, or a text that was never closed? A text that goes on over a line
        // break is closed on a later line by a quote that ends a value.
        const close = nextQuote(k, false);
        const lines = original.slice(k, close).split('\n').length - 1;
        if (close === -1 || !endsValue(close) || lines > 20) return k; // never closed: the parser says so
        if (!reportedBreak) report(k, slipMessages.lineBreak());
        reportedBreak = true;
        for (let b = k; b < close; b++) if (ch(b) === '\n' || ch(b) === '\r') put(b, ' ');
        continue;
      }
      const name = invisibleName(char);
      if (name && char.charCodeAt(0) < 0x20) inside.push({ at: k, name, kind: 'control' });
      else if (name && !fineInText(char)) inside.push({ at: k, name, kind: 'invisible' });
      k++;
    }
    if (k >= n) return n;
    let close = k;
    if (!endsValue(close)) {
      const next = nextOnLine(close + 1);
      // `"a": "x" "b": ...` is a missing comma, which the parser names; anything else ended the text early.
      if (ch(next) !== '"') {
        const curly = curlyClose(open, close);
        if (curly !== -1) {
          report(curly, slipMessages.curly('“ ”'));
          put(curly, '"');
          return curly + 1;
        }
        const end = realEnd(close);
        if (end !== -1) {
          report(close, slipMessages.quoteInText());
          for (let q = close; q < end; q = nextQuote(q + 1, true)) put(q, "'");
          close = end;
        }
      }
    }
    for (const { at, name, kind } of inside) {
      if (kind === 'control') {
        report(at, slipMessages.controlInText(name));
        put(at, ' ');
      } else report(at, slipMessages.invisibleInText(name), 'warning', { start: open, end: close + 1 });
    }
    return close + 1;
  }

  /** `"heading”: ...`: a curly quote inside the text that was meant to close it, or -1. */
  function curlyClose(open: number, close: number): number {
    for (let k = open + 1; k < close; k++) if (CURLY_DOUBLE.includes(ch(k)) && endsValue(k)) return k;
    return -1;
  }

  /** A text or field name between curly (or single) quotes, starting at `open`. */
  function scanWrongQuotes(open: number): number {
    const quote = ch(open);
    let close = -1;
    for (let k = open + 1; k < n && ch(k) !== '\n' && ch(k) !== '\r'; k++) {
      // A double quote is closed by a double one: the apostrophe in “India's” is part of the text.
      const char = ch(k);
      const closes = CURLY_DOUBLE.includes(quote)
        ? CURLY_DOUBLE.includes(char) || char === '"'
        : CURLY_SINGLE.includes(char) || char === "'" || char === '"';
      if (closes) {
        close = k;
        break;
      }
    }
    const closing = close === -1 ? '' : ch(close);
    report(
      open,
      quote === "'" && (closing === "'" || closing === '')
        ? slipMessages.single()
        : slipMessages.curly(CURLY_SINGLE.includes(quote) || CURLY_SINGLE.includes(closing) ? '‘ ’' : '“ ”'),
    );
    put(open, '"');
    if (close === -1) return open + 1;
    put(close, '"');
    return close + 1;
  }

  /** A number starting at `start`; 1,20,000 and 120,000 (digit grouping) are repaired to 120000. */
  function scanNumber(start: number): number {
    const match = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
    match.lastIndex = start;
    const number = match.exec(original);
    if (!number) return start + 1;
    let end = start + number[0].length;
    const grouping = /(?:,\d{2,3})+(?![\d.])/y;
    grouping.lastIndex = end;
    const groups = /^-?\d{1,3}$/.test(number[0]) ? grouping.exec(original) : null;
    const parts = groups ? groups[0].slice(1).split(',') : [];
    const grouped =
      groups !== null &&
      parts[parts.length - 1].length === 3 &&
      // In an object a comma is followed by a field name, never a digit; in a list, [1,20,300] is three
      // numbers, and only a group JSON cannot read as a number (",000") shows it is one number.
      (containers[containers.length - 1] === '{' || parts.some((part) => part.startsWith('0')));
    if (groups && grouped) {
      const written = number[0] + groups[0];
      report(start, slipMessages.grouped(written));
      const digits = written.replace(/,/g, '');
      for (let k = 0; k < written.length; k++) put(start + k, digits[k] ?? ' ');
      end += groups[0].length;
    }
    return end;
  }

  let i = 0;
  while (i < n) {
    OUTSIDE_TEXT.lastIndex = i;
    const hit = OUTSIDE_TEXT.exec(original);
    if (!hit) break;
    i = hit.index;
    const char = ch(i);
    if (char === '"') {
      i = scanText(i);
      continue;
    }
    if (CURLY_DOUBLE.includes(char) || CURLY_SINGLE.includes(char) || char === "'") {
      i = scanWrongQuotes(i);
      continue;
    }
    if (char === '-' || (char >= '0' && char <= '9')) {
      i = scanNumber(i);
      continue;
    }
    if (char === '{' || char === '[') containers.push(char);
    else if (char === '}' || char === ']') containers.pop();
    else if (char !== '\t' && char !== '\n' && char !== '\r') {
      const name = invisibleName(char);
      if (name) {
        report(i, slipMessages.invisibleOutside(name, looksLikeSpace(char)));
        put(i, ' ');
      }
    }
    i++;
  }
  let repaired = original;
  if (edits.size > 0) {
    const parts: string[] = [];
    let from = 0;
    for (const at of [...edits.keys()].sort((a, b) => a - b)) {
      parts.push(original.slice(from, at), edits.get(at)!);
      from = at + 1;
    }
    parts.push(original.slice(from));
    repaired = parts.join('');
  }
  return { repaired, slips };
}
