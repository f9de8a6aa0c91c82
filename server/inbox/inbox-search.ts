// The inbox's search as SQL: every part of what was typed (submissions/search-key.ts searchParts) is contained in
// the row's search_key, or the whole is a piece of its reference. A row written without a key (by a
// release before migration 017, or straight into the table by a tool, until the next start fills it:
// submissions/search-key-fill.ts) is searched in a key made from its columns in SQL: lower case, digits of its
// phone numbers, no transliteration. strpos, not LIKE: an address may hold % or _.
import type { SubmissionKind } from '../submissions/kinds.ts';
import { parseReference } from '../submissions/reference.ts';
import { referencePart, searchParts } from '../submissions/search-key.ts';

/** The row's search_key, or the plain one SQL can make when it has none. */
export function searchKeySql(kind: SubmissionKind, alias = 's.'): string {
  const text = (column: string) => `lower(coalesce(${alias}${column}, ''))`;
  const name = (kind.names ?? []).map(text).join(` || ' ' || `) || `''`;
  const parts = [
    name,
    ...kind.people.map((person) => text(person.column)),
    ...kind.phones.map((column) => `regexp_replace(coalesce(${alias}${column}, ''), '\\D', '', 'g')`),
  ];
  return `coalesce(${alias}search_key, '|' || ${parts.join(` || '|' || `)} || '|')`;
}

/** The search's condition on a kind's rows (aliased s), or undefined when nothing typed can be searched. */
export function searchSql(kind: SubmissionKind, typed: string, param: (value: unknown) => string): string | undefined {
  // A whole reference in its two groups (K7M2-9QXD, as shown and read out), letters and digits, is
  // looked up by its index alone. Without the hyphen it could be a piece of an address (ravi2001),
  // without a digit a name (Anil Arya), without a letter a phone number: those are searched as both.
  const grouped = /^\w{4}[\s-]\w{4}$/.test(typed.trim()) && /\d/.test(typed) && /[a-z]/i.test(typed);
  const whole = grouped ? parseReference(typed) : undefined;
  if (whole) return `s.reference = ${param(whole)}`;
  // Compared byte by byte: with the database's own collation Postgres took ten times as long.
  const key = `${searchKeySql(kind)} COLLATE "C"`;
  const parts = searchParts(typed).filter((forms) => forms.length > 0);
  const all = parts.map((forms) => `(${forms.map((form) => `strpos(${key}, ${param(form)}) > 0`).join(' OR ')})`);
  const reference = referencePart(typed);
  const either = [
    ...(all.length > 0 ? [all.join(' AND ')] : []),
    ...(reference ? [`strpos(s.reference COLLATE "C", ${param(reference)}) > 0`] : []),
  ];
  return either.length > 0 ? either.map((condition) => `(${condition})`).join(' OR ') : undefined;
}
