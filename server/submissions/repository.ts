// Storing and exporting submissions of every kind (kinds.ts describes each): the row with its
// consent record, its guardian when one must agree, and whatever the insert owes (its e-mails, its
// processing-log entry) in the same statement. Dates leave the database as text so PGlite and pg
// (which parse types differently) agree.
import type { ContactPayload, VolunteerApplicationPayload } from '../../schema/api/generated/payload-types.ts';
import type { NoticeLanguage } from '../../schema/api/privacy-notice.ts';
import type { Queryable } from '../db/database.ts';
import { clearExpiredKeys, type InsertPart, type InsertStatement, insertOnce, type StoredRow } from './insert-once.ts';
import {
  CONTACT,
  fieldsSql,
  kindOf,
  recordSql,
  SUBMISSION_KINDS,
  type SubmissionKind,
  VOLUNTEER,
  visibleToStaffSql,
} from './kinds.ts';
import { phoneKeyOf, searchKeyOf } from './search-key.ts';

export type { StoredRow } from './insert-once.ts';

/** The payload's consent fields: stored as a ConsentRecord (which notice, purpose, time, language). */
type ConsentFields = 'consent' | 'noticeVersion';

/** What is stored of a contact message: its payload (generated from the schema) without the honeypot. */
export type ContactInput = Omit<ContactPayload, 'website' | ConsentFields>;

/** The parent or guardian asked to agree for an applicant under 18. */
export interface Guardian {
  name: string;
  email: string;
  relationship: string;
}

/** 'given': the applicant agreed (18 or over); 'awaiting_guardian': under 18, waiting for a guardian. */
export type ConsentStatus = 'given' | 'awaiting_guardian';

/**
 * What is stored of an application: its payload without the honeypot and the domain copy;
 * dateOfBirth as YYYY-MM-DD (already checked by checkDateOfBirth), questionsForUs '' when left out.
 */
export type VolunteerInput = Omit<
  VolunteerApplicationPayload,
  | 'website'
  | 'selectedInitiative'
  | 'questionsForUs'
  | ConsentFields
  | 'guardianName'
  | 'guardianEmail'
  | 'guardianRelationship'
> & {
  questionsForUs: string;
};

/** An application with its consent: given by the applicant, or awaited from the guardian. */
export type VolunteerConsent =
  | { status: 'given'; guardian?: undefined }
  | { status: 'awaiting_guardian'; guardian: Guardian };

export type SubmissionType = string;
/** A NULL (an adult's guardian, a row older than consent) is null in JSON and an empty cell in CSV. */
export type ExportRow = Record<string, string | number | null>;

/** What a submission stores about the consent given (privacy/notices.ts makes it). */
export interface ConsentRecord {
  noticeVersion: string;
  purpose: string;
  language: NoticeLanguage;
  givenAt: Date;
}

const CREATED_AT = `to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`;

/**
 * The default export holds real submissions only; `spam` lists only the flagged ones, with their
 * reason. Either way only what is visible to staff (kinds.ts): never an application still waiting
 * for its parent or guardian.
 */
function exportSql(kind: SubmissionKind, spam: boolean): string {
  return `SELECT id, public_id::text AS public_id, ${fieldsSql(kind, 'column')}, ${CREATED_AT}, ${recordSql(kind)}${spam ? ', spam_reason' : ''}
    FROM ${kind.table} WHERE created_at >= ($1::date)::timestamp AT TIME ZONE 'UTC'
      AND spam_reason IS ${spam ? 'NOT NULL' : 'NULL'} AND ${visibleToStaffSql(kind)}
    ORDER BY id`;
}

const CONSENT_COLUMNS = ['notice_version', 'consent_purpose', 'notice_language', 'consent_given_at'] as const;
// Without a record (rows written by tools and tests, never by the form routes) the columns stay NULL.
const consentValues = (consent: ConsentRecord | undefined) => [
  consent?.noticeVersion ?? null,
  consent?.purpose ?? null,
  consent?.language ?? null,
  consent?.givenAt.toISOString() ?? null,
];

export interface StoreOptions {
  /** SHA-256 of the caller's Idempotency-Key: a repeat answers with the first row and stores nothing. */
  keyHash?: Buffer;
  /** Set when the submission was judged as spam (plain words, no personal data): stored and flagged. */
  spamReason?: string;
  /**
   * What a newly created row owes, run by the insert's own statement: its messages (the outbox's
   * queue; spam gets none) and its processing-log entry. A failed insert or a replay runs none.
   */
  queue?: InsertPart & { messages?: readonly unknown[] };
  also?: readonly InsertPart[];
  /** The consent the sender gave: which notice, for what, when, in which language (the form routes always pass it). */
  consent?: ConsentRecord;
  /** Kinds with guardians only: given by the applicant, or awaited from a parent or guardian. */
  volunteerConsent?: VolunteerConsent;
  /** Columns of the kind's table that are no field anyone reads back (an encrypted ID number); names fixed in code. */
  extra?: readonly { column: string; value: unknown }[];
}

function insertStatement(kind: SubmissionKind, input: object, options: StoreOptions): InsertStatement {
  const values = input as Record<string, unknown>;
  const columns: string[] = [...kind.fields.map((field) => field.column), ...CONSENT_COLUMNS];
  const row: unknown[] = [...kind.fields.map((field) => values[field.key] ?? ''), ...consentValues(options.consent)];
  const casts: Record<string, string> = { consent_given_at: 'timestamptz' };
  for (const field of kind.fields) if (field.cast) casts[field.column] = field.cast;
  if (kind.guardian) {
    const consent = options.volunteerConsent;
    columns.push('consent_status', kind.guardian.name, kind.guardian.email, kind.guardian.relationship);
    row.push(
      consent?.status ?? null,
      consent?.guardian?.name ?? null,
      consent?.guardian?.email ?? null,
      consent?.guardian?.relationship ?? null,
    );
  }
  // What the inbox searches, from the values as stored (search-key.ts).
  const stored = Object.fromEntries(columns.map((column, i) => [column, row[i]]));
  columns.push('search_key', 'phone_key');
  row.push(searchKeyOf(kind, stored), phoneKeyOf(kind, stored));
  if (options.spamReason) {
    columns.push('spam_reason');
    row.push(options.spamReason);
  }
  for (const { column, value } of options.extra ?? []) {
    columns.push(column);
    row.push(value);
  }
  return { table: kind.table, type: kind.type, columns, values: row, casts };
}

/** Expired keys are cleared at most this often, by the insert that finds the time has come. */
const CLEAR_EVERY_MS = 10 * 60_000;

export function createRepository(db: Queryable, kinds: readonly SubmissionKind[] = SUBMISSION_KINDS) {
  const lastCleared = new Map<string, number>();

  /** Resolves once the row and everything it owes are stored, or finds the key's first row. */
  async function store(kind: SubmissionKind, input: object, options: StoreOptions = {}): Promise<StoredRow> {
    const { keyHash } = options;
    const last = lastCleared.get(kind.table) ?? 0;
    if (keyHash && Date.now() - last > CLEAR_EVERY_MS) {
      lastCleared.set(kind.table, Date.now());
      await clearExpiredKeys(db, kind.table);
    }
    const queued = options.queue && options.queue.messages?.length !== 0 ? [options.queue] : [];
    return insertOnce(db, insertStatement(kind, input, options), keyHash, [...queued, ...(options.also ?? [])]);
  }

  return {
    kinds,
    store,
    insertContact: (input: ContactInput, options: StoreOptions = {}) => store(CONTACT, input, options),
    insertVolunteer: (input: VolunteerInput, options: StoreOptions = {}) => store(VOLUNTEER, input, options),

    /** Rows of one kind created on or after `since` (YYYY-MM-DD, UTC midnight), oldest first. */
    async listSubmissions(type: SubmissionType, since = '1970-01-01', spam = false): Promise<ExportRow[]> {
      const { rows } = await db.query<ExportRow>(exportSql(kindOf(kinds, type), spam), [since]);
      return rows.map((row) => ({ ...row, id: Number(row.id) }));
    },
  };
}

export type Repository = ReturnType<typeof createRepository>;
