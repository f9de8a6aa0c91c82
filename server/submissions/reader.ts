// Reads stored submissions back, for their messages to be rendered at delivery: one query per kind
// for a whole batch, its fields under their payload names (kinds.ts), with its reference, consent
// record and guardian. Spam is never read back (it is never notified), nor anything not visible to
// staff (an application still waiting for its guardian): those messages find it 'gone'.
import { type Language, storedLanguage } from '../../schema/api/languages.ts';
import type { Queryable } from '../db/database.ts';
import {
  fieldsSql,
  recordColumns,
  recordSql,
  SUBMISSION_KINDS,
  type SubmissionKind,
  visibleToStaffSql,
} from './kinds.ts';
import type { ConsentStatus, Guardian } from './repository.ts';

/** A stored submission as its messages see it. */
export interface StoredSubmission {
  type: string;
  /** The internal row id: links the outbox rows to the submission for erasure. */
  id: number;
  /** The id the sender was shown. */
  publicId: string;
  /** The short reference (stored form, K7M29QXD; shown with formatReference). */
  reference: string;
  createdAt: Date;
  /** The kind's record columns (kinds.ts recordColumns) by column: consent record, guardian; null when empty. */
  record: Record<string, string | null>;
  /** The language the sender used, for the e-mails to them; English when not stored. */
  language: Language;
  /** Every field, by its payload name, as text. */
  fields: Record<string, string>;
  /** Kinds with guardians: null (or absent) for a row stored before consent was asked. */
  consentStatus?: ConsentStatus | null;
  /** The parent or guardian asked to agree (an applicant under 18); absent for adults. */
  guardian?: Guardian;
}

export interface SubmissionRef {
  type: string;
  id: number;
}

export const submissionKey = (ref: SubmissionRef) => `${ref.type}:${ref.id}`;

/** The submissions among `refs`, keyed by submissionKey; an erased one (or spam) is simply not in the map. */
export type SubmissionReader = (refs: SubmissionRef[]) => Promise<Map<string, StoredSubmission>>;

const CREATED_MS = '(extract(epoch FROM created_at) * 1000)::float8 AS created_ms';

interface Row {
  id: number | string;
  public_id: string;
  reference: string;
  created_ms: number | string;
  /** The language of the notice the sender was shown (their page's); NULL before consent was asked. */
  notice_language: string | null;
  consent_status?: ConsentStatus | null;
  guardian_name?: string | null;
  guardian_email?: string | null;
  guardian_relationship?: string | null;
  [field: string]: unknown;
}

async function readKind(db: Queryable, kind: SubmissionKind, ids: number[]): Promise<StoredSubmission[]> {
  // recordSql reads notice_language, reference and the guardian's columns (guardian_name, guardian_email...).
  const guardian = kind.guardian ? ', consent_status' : '';
  const { rows } = await db.query<Row>(
    `SELECT id, public_id::text AS public_id, ${CREATED_MS}, ${fieldsSql(kind, 'key')}${guardian},
       ${recordSql(kind)}
     FROM ${kind.table} WHERE id = ANY($1::bigint[]) AND spam_reason IS NULL AND ${visibleToStaffSql(kind)}`,
    [ids],
  );
  return rows.map((row) => ({
    type: kind.type,
    id: Number(row.id),
    publicId: row.public_id,
    reference: row.reference,
    createdAt: new Date(Number(row.created_ms)),
    record: Object.fromEntries(
      recordColumns(kind).map(({ column }) => [column, row[column] == null ? null : String(row[column])]),
    ),
    language: storedLanguage(row.notice_language),
    fields: Object.fromEntries(kind.fields.map((field) => [field.key, String(row[field.key] ?? '')])),
    ...(kind.guardian ? { consentStatus: row.consent_status ?? null } : {}),
    ...(row.guardian_email
      ? {
          guardian: {
            name: row.guardian_name ?? '',
            email: row.guardian_email,
            relationship: row.guardian_relationship ?? '',
          },
        }
      : {}),
  }));
}

/** Reads the submissions outbox rows belong to, of every kind. */
export function createSubmissionReader(
  db: Queryable,
  kinds: readonly SubmissionKind[] = SUBMISSION_KINDS,
): SubmissionReader {
  return async (refs) => {
    const found = new Map<string, StoredSubmission>();
    for (const kind of kinds) {
      const ids = [...new Set(refs.filter((ref) => ref.type === kind.type).map((ref) => ref.id))];
      if (ids.length === 0) continue;
      for (const submission of await readKind(db, kind, ids)) found.set(submissionKey(submission), submission);
    }
    return found;
  };
}
