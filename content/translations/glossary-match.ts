/**
 * The glossary's rule for one text (no file access, so the editor can run it in the browser): a text whose
 * English has a key term must translate it with the glossary's word, not with a variant it avoids.
 *
 * English terms are whole words in any case; the longest match wins ("Data Protection Board" is not also
 * "board") and a name kept as it is ("Example Welfare Foundation") holds no term. Hindi and Telugu words
 * are whole words too (a vowel sign or a virama continues a word: संस्था is not संस्थान); a * at the end
 * stands for any ending, as Telugu adds its case endings to the word (సంస్థ* finds సంస్థకు, సంస్థలో).
 * Texts are compared in NFC, so ज़ typed as one character or as ज and a nukta are the same.
 */

export interface GlossaryTerm {
  en: string[];
  /** English phrases where the words mean something else ("in the form of" is not a form to fill in). */
  notIn?: string[];
  /** The English is a name whose capitals count ("Contact Us" the form, not "contact us"). */
  matchCase?: boolean;
  use: string[];
  avoid?: string[];
  note?: string;
}

export interface Glossary {
  language: string;
  review: string;
  keep: string[];
  terms: GlossaryTerm[];
}

export interface TermFinding {
  term: GlossaryTerm;
  /** The English words found, as written in the text. */
  english: string;
  /** avoided: a variant to avoid is used; missing: none of the words to use is there. */
  kind: 'avoided' | 'missing';
  /** The variant found (avoided). */
  variant?: string;
  /** Where the variant starts in the translation (avoided), in UTF-16 units of the text as given. */
  index?: number;
}

/**
 * Letters, vowel signs, digits and the joiners Telugu writes inside words. Compiled once: the patterns
 * of the words leave it out and spans() checks the edges with it, as hundreds of patterns with Unicode
 * classes cost seconds to compile.
 */
const WORD_CHAR = /[\p{L}\p{M}\p{N}\u200C\u200D]/u;
const isWordChar = (char: string | undefined) => char !== undefined && WORD_CHAR.test(char);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** English "e-mail" also finds "email" and "e mail"; in Hindi and Telugu the hyphen is part of the choice. */
function wordsPattern(words: string, english: boolean, matchCase = false): RegExp {
  const open = words.endsWith('*');
  // In a kept name, # stands for a number (Partner Institution #).
  const number = (part: string) => escapeRegExp(part).replace(/#/g, '\\d+');
  const hyphen = (part: string) => (english ? part.split('-').map(number).join('[\\s-]?') : escapeRegExp(part));
  const body = (open ? words.slice(0, -1) : words).normalize('NFC').trim().split(/\s+/).map(hyphen).join('\\s+');
  return new RegExp(body, english && !matchCase ? 'gi' : 'g');
}

const cache = new Map<string, RegExp>();
function pattern(words: string, english: boolean, matchCase = false): RegExp {
  const key = `${english ? 'en' : 'xx'}${matchCase ? 'A' : 'a'}:${words}`;
  let found = cache.get(key);
  if (!found) {
    found = wordsPattern(words, english, matchCase);
    cache.set(key, found);
  }
  return found;
}

interface Span {
  start: number;
  end: number;
  text: string;
}

/** The longest word, as a cheap test before the pattern: most texts have none of most terms. */
const probes = new Map<string, string>();
function probe(words: string): string {
  let found = probes.get(words);
  if (found === undefined) {
    const parts = words.replace(/[*#]/g, '').toLowerCase().split(/[\s-]/);
    found = parts.reduce((longest, part) => (part.length > longest.length ? part : longest), '');
    probes.set(words, found);
  }
  return found;
}

function spans(words: string, text: string, english: boolean, matchCase = false, lower = text.toLowerCase()): Span[] {
  if (!lower.includes(probe(words))) return [];
  // exec on the compiled pattern: matchAll would copy (and compile again) the expression at each call.
  const regexp = pattern(words, english, matchCase);
  const open = words.endsWith('*');
  const found: Span[] = [];
  regexp.lastIndex = 0;
  for (let match = regexp.exec(text); match; match = regexp.exec(text)) {
    const start = match.index;
    let end = start + match[0].length;
    // Whole words only: not inside a longer word (a vowel sign or a virama continues it).
    if (isWordChar(text[start - 1]) || (!open && isWordChar(text[end]))) {
      regexp.lastIndex = start + 1;
      continue;
    }
    while (open && isWordChar(text[end])) end++;
    found.push({ start, end, text: text.slice(start, end) });
    regexp.lastIndex = end;
  }
  return found;
}

const blank = (text: string, from: Span) =>
  text.slice(0, from.start) + ' '.repeat(from.end - from.start) + text.slice(from.end);

const sorted = new WeakMap<
  Glossary,
  { names: string[]; phrases: { term: GlossaryTerm; words: string; probe: string }[] }
>();
function sortedOnce(glossary: Glossary) {
  let found = sorted.get(glossary);
  if (!found) {
    found = {
      names: [...glossary.keep].sort((a, b) => b.length - a.length),
      phrases: glossary.terms
        .flatMap((term) => term.en.map((words) => ({ term, words, probe: probe(words) })))
        .sort((a, b) => b.words.length - a.words.length),
    };
    sorted.set(glossary, found);
  }
  return found;
}
const sortedNames = (glossary: Glossary) => sortedOnce(glossary).names;
const sortedPhrases = (glossary: Glossary) => sortedOnce(glossary).phrases;

/** The terms the English has, each with the words found (longest first; kept names hold none). */
export function termsIn(glossary: Glossary, english: string): { term: GlossaryTerm; english: string }[] {
  // A {placeholder} is filled in by the code (a name, a centre), and a kept name stays as it is: neither holds a term.
  let rest = english.normalize('NFC').replace(/\{\w+\}/g, (placeholder) => ' '.repeat(placeholder.length));
  // Blanking only turns letters into spaces: the text's lower case taken once is a fair first test.
  const lower = rest.toLowerCase();
  for (const name of sortedNames(glossary))
    for (const span of spans(name, rest, true, false, lower)) rest = blank(rest, span);
  const found = new Map<GlossaryTerm, string>();
  for (const { term, words, probe: word } of sortedPhrases(glossary)) {
    if (!lower.includes(word)) continue;
    const otherSense = (term.notIn ?? []).flatMap((phrase) => spans(phrase, rest, true, false, lower));
    for (const span of spans(words, rest, true, term.matchCase, lower)) {
      if (otherSense.some((other) => other.start <= span.start && span.end <= other.end)) continue;
      if (!found.has(term)) found.set(term, span.text);
      rest = blank(rest, span);
    }
  }
  return [...found].map(([term, words]) => ({ term, english: words }));
}

/** What the glossary says of one translated text: nothing when it follows it. */
export function glossaryFindings(glossary: Glossary, english: string, translation: string): TermFinding[] {
  if (translation.trim() === '') return [];
  const text = translation.normalize('NFC');
  const terms = termsIn(glossary, english);
  // Where the words to use of the text's terms are: a variant inside another term's word is that word, not a slip.
  const used = terms.map(({ term }) => term.use.flatMap((words) => spans(words, text, false)));
  const findings: TermFinding[] = [];
  terms.forEach(({ term, english: words }, i) => {
    // The term's own avoided variants always count, even inside one of its words to use (ఉద్దేశ్యం in ఉద్దేశ*).
    const inUse = used.filter((_, j) => j !== i).flat();
    for (const variant of term.avoid ?? []) {
      for (const span of spans(variant, text, false)) {
        if (inUse.some((use) => use.start <= span.start && span.end <= use.end)) continue;
        findings.push({ term, english: words, kind: 'avoided', variant: span.text, index: indexIn(translation, span) });
      }
    }
    // A variant found already says which word to use: one warning for one slip.
    const avoided = findings.some((finding) => finding.term === term);
    if (used[i].length === 0 && !avoided) findings.push({ term, english: words, kind: 'missing' });
  });
  return findings;
}

/** The index in the text as given of a span found in its NFC form (the same unless it had decomposed letters). */
function indexIn(original: string, span: Span): number {
  if (original === original.normalize('NFC')) return span.start;
  for (let i = 0; i < original.length; i++) if (original.slice(0, i).normalize('NFC').length >= span.start) return i;
  return 0;
}

/** One line for a reader: the word to use for each term of the English, and what to avoid. */
export function glossaryHints(glossary: Glossary, english: string): string[] {
  return termsIn(glossary, english).map(({ term, english: words }) => {
    const avoid = term.avoid?.length ? ` (not ${term.avoid.map(plain).join(', ')})` : '';
    return `${words.toLowerCase()} → ${term.use.map(plain).join(' / ')}${avoid}`;
  });
}

/** A word as a reader reads it: సంస్థ… for సంస్థ* (any ending). */
const plain = (words: string) => (words.endsWith('*') ? `${words.slice(0, -1)}…` : words);
