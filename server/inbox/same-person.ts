// "Probably the same person": a submission sent again, as people do when no answer came or a form
// seemed to fail. Another submission (of any kind staff may see, not spam) with the same e-mail address
// or the same phone number (phone_key: national digits), received within a day before or after. The
// list shows their references, so the coordinator answers once. Indexed by migration 017.
import { formatReference } from '../submissions/reference.ts';
import { type SubmissionKind, visibleToStaffSql } from '../submissions/kinds.ts';

/** At most this many references are named; a person who sent more is seen on opening them. */
const SHOWN = 3;

/** SQL of the references (space separated, '' for none) of rows that are probably the same person as `s`. */
export function samePersonSql(
  kinds: readonly SubmissionKind[],
  kind: SubmissionKind,
  sender: (kind: SubmissionKind) => string,
): string {
  const others = kinds.map(
    (other) => `SELECT t.reference, t.created_at FROM ${other.table} t
      WHERE t.spam_reason IS NULL AND ${visibleToStaffSql(other)}
        AND (lower(t.${sender(other)}) = lower(s.${sender(kind)}) OR t.phone_key = s.phone_key)
        AND t.created_at > s.created_at - interval '1 day' AND t.created_at < s.created_at + interval '1 day'
        ${other === kind ? 'AND t.id <> s.id' : ''}`,
  );
  return `array_to_string(ARRAY(SELECT o.reference FROM (${others.join(' UNION ALL ')}) o
    ORDER BY o.created_at LIMIT ${SHOWN}), ' ')`;
}

/** The references as the list shows them (K7M2-9QXD). */
export const samePersonOf = (references: string | null): string[] =>
  (references ?? '').split(' ').filter(Boolean).map(formatReference);
