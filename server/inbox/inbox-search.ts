// The inbox's search: what a coordinator types (a name, part of an address, or the
// reference a person reads out on the phone) against every kind of submission. Names and addresses
// are words of a 'simple' text-search document (no stemming, any script), searched by prefix through
// a GIN index on exactly the expression searchDocumentSql writes (migration 013 for the two kinds of
// today: a new kind's migration indexes its own). No extension is needed (trigram search would need
// pg_trgm, which a managed Postgres may not allow), and PGlite and Postgres read it alike.
import { parseReference } from '../submissions/reference.ts';
import type { SubmissionKind } from '../submissions/kinds.ts';

/** The words the inbox searches: the sender's name columns, then every person's address. */
export function searchDocumentSql(kind: SubmissionKind, alias = ''): string {
  const columns = [...(kind.names ?? []), ...kind.people.map((person) => person.column)];
  const text = columns.map((column) => `coalesce(${alias}${column}, '')`).join(` || ' ' || `) || `''`;
  return `to_tsvector('simple'::regconfig, ${text})`;
}

export interface SearchTerms {
  /** A tsquery of prefixes ('priya':* & 'sh':*), or undefined when nothing typed is a word. */
  query?: string;
  /** The stored reference, when what was typed reads as one (K7M2-9QXD, k7m2 9qxd). */
  reference?: string;
}

// Lexemes are quoted for tsquery: a quote doubled, a backslash doubled.
const lexeme = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}':*`;

/**
 * The prefixes of what was typed, lower-cased as the 'simple' dictionary stores words. An address
 * (anything with @) stays one word, as the parser keeps it; anything else is split where the parser
 * splits a name (O'Brien, Anne-Marie), keeping the vowel signs of Indian scripts inside their word.
 */
export function searchTerms(typed: string): SearchTerms {
  const words: string[] = [];
  for (const part of typed.trim().toLowerCase().split(/\s+/)) {
    if (part.includes('@')) words.push(part);
    else words.push(...part.split(/[^\p{L}\p{N}\p{M}]+/u).filter(Boolean));
  }
  const reference = parseReference(typed);
  return {
    ...(words.length > 0 ? { query: words.map(lexeme).join(' & ') } : {}),
    ...(reference ? { reference } : {}),
  };
}
