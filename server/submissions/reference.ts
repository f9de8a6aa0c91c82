// A submission's short reference (migration 012 makes one for every row): 8 characters of Crockford's
// base32, stored without a dash and shown grouped ("K7M2-9QXD") so it can be read out on the phone.
// What a person types back is read as Crockford reads it: any case, spaces and dashes ignored, O as
// zero and I or L as one, so "k7m2 9qxd" and "K7M2-9QXD" are the same reference.

/** The stored form: 8 characters of the alphabet 0-9 A-Z without I, L, O and U. */
export const REFERENCE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{8}$/;

/** As people see it: two groups of four. */
export const formatReference = (reference: string) => `${reference.slice(0, 4)}-${reference.slice(4)}`;

/** The stored form of what a person typed, or undefined when it cannot be a reference. */
export function parseReference(typed: string): string | undefined {
  const compact = typed
    .toUpperCase()
    .replace(/[\s\-‐-―.]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  return REFERENCE_PATTERN.test(compact) ? compact : undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A submission as staff name it: its reference (K7M2-9QXD), or the public id (UUID) exports show. */
export type SubmissionName = { reference: string } | { publicId: string };

/** What a staff tool was given, read as a reference or a public id; undefined when it is neither. */
export function submissionNameOf(typed: string): SubmissionName | undefined {
  const trimmed = typed.trim();
  if (UUID.test(trimmed)) return { publicId: trimmed.toLowerCase() };
  const reference = parseReference(trimmed);
  return reference ? { reference } : undefined;
}
