// What the inbox searches, stored with each submission when it is written (the columns search_key and
// phone_key, migration 017): a coordinator finds a person by any part of their name (in any script,
// spelt loosely: loose-name.ts), of their e-mail address, of their phone number (any spacing, with or
// without +91 or 0) or of their reference (with or without its hyphen). The search is then a plain
// containment (strpos) on one column, alike on PGlite and Postgres and needing no extension.
//
// search_key is '|' + the sections, each ended by '|': the name's loose forms, every person's address
// in lower case, the phone numbers as their national digits. A typed form never holds '|', so it never
// matches across two sections. Both columns are personal data: they go with the row when it is erased.
import type { SubmissionKind } from './kinds.ts';
import { looseForms } from './loose-name.ts';

/** A phone number as its national digits: spaces, +91, 0091 and the trunk 0 gone (+91 98765 43210: 9876543210). */
export function nationalDigits(typed: string): string {
  const digits = typed.replace(/\D/g, '').replace(/^0+/, '');
  const country = typed.trim().startsWith('+') || /^0091/.test(typed.replace(/\D/g, '')) || digits.length === 12;
  return country && digits.startsWith('91') ? digits.slice(2) : digits;
}

/** The stored phone_key: the sender's first phone number as national digits, null without one. */
export function phoneKeyOf(kind: SubmissionKind, columns: Record<string, unknown>): string | null {
  const digits = kind.phones.length > 0 ? nationalDigits(String(columns[kind.phones[0]] ?? '')) : '';
  return digits || null;
}

/** The stored search_key of a submission, from the values stored in its columns (by column name). */
export function searchKeyOf(kind: SubmissionKind, columns: Record<string, unknown>): string {
  const text = (column: string) => String(columns[column] ?? '').replace(/\|/g, ' ');
  const name = (kind.names ?? []).map(text).join(' ');
  const addresses = kind.people.map((person) => text(person.column).trim().toLowerCase()).filter(Boolean);
  const phones = kind.phones.map((column) => nationalDigits(text(column))).filter(Boolean);
  return `|${[...looseForms(name), ...addresses, ...phones].map((part) => `${part}|`).join('')}`;
}

/**
 * What was typed, as the forms each part is looked for in search_key: a phone number (only digits and
 * + ( ) - . and spaces) is one part, its national digits; anything else is one part per word, each
 * word as typed in lower case (a piece of an address: "vl.poth") and as its loose name forms. Every
 * part must be found; a part is found when any of its forms is.
 */
export function searchParts(typed: string): string[][] {
  const trimmed = typed.trim().replace(/\|/g, ' ');
  if (/^[\d\s+().-]+$/.test(trimmed) && /\d/.test(trimmed)) {
    // "91 98480": the first group may be the country's code, or the start of the number.
    const spacedCountry = /^91\s/.test(trimmed) ? [trimmed.replace(/\D/g, '').slice(2)] : [];
    return [[...new Set([nationalDigits(trimmed), ...spacedCountry])].filter(Boolean)];
  }
  return trimmed
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => [...new Set([word.toLowerCase(), ...looseForms(word)])].filter(Boolean));
}

/** A piece of a reference as stored (no hyphen, upper case, O as 0, I and L as 1): typed with a digit, or whole in two groups. */
export function referencePart(typed: string): string | undefined {
  const compact = typed
    .toUpperCase()
    .replace(/[\s\-‐-―.]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  const grouped = /^\w{4}[\s-]\w{4}$/.test(typed.trim());
  return /^[0-9A-HJKMNP-TV-Z]{4,8}$/.test(compact) && (/\d/.test(typed) || grouped) ? compact : undefined;
}
