// Every SQL statement of the API lives here; routes and the export call these functions.
// Dates leave the database as text so PGlite and pg (which parse types differently) agree.
import type { ContactPayload, VolunteerApplicationPayload } from '../../schema/api/generated/payload-types.ts';
import type { ConsentRecord } from '../lib/privacy-notices.ts';
import type { SubmissionQueue } from '../outbox/outbox-store.ts';
import type { Database } from './database.ts';
import { clearExpiredKeys, type InsertStatement, insertOnce, type StoredRow } from './insert-once.ts';

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

export type SubmissionType = 'contact' | 'volunteer';
export type ExportRow = Record<string, string | number>;

const CREATED_AT = `to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`;

// Column lists are fixed strings chosen by type, never built from input.
const EXPORT_COLUMNS: Record<SubmissionType, { table: string; columns: string }> = {
  contact: { table: 'contact_messages', columns: 'name, phone, email, message' },
  volunteer: {
    table: 'volunteer_applications',
    columns: `domain, first_name, last_name, contact, to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth, email,
      why_join_us, questions_for_us`,
  },
};

/** The default export holds real submissions only; `spam` lists only the flagged ones, with their reason. */
function exportSql(type: SubmissionType, spam: boolean): string {
  const { table, columns } = EXPORT_COLUMNS[type];
  return `SELECT id, public_id::text AS public_id, ${columns}, ${CREATED_AT}${spam ? ', spam_reason' : ''}
    FROM ${table} WHERE created_at >= ($1::date)::timestamp AT TIME ZONE 'UTC'
      AND spam_reason IS ${spam ? 'NOT NULL' : 'NULL'}
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

const contactStatement = (input: ContactInput, { consent }: StoreOptions): InsertStatement => ({
  table: 'contact_messages',
  type: 'contact',
  columns: ['name', 'phone', 'email', 'message', ...CONSENT_COLUMNS],
  values: [input.name, input.phone, input.email, input.message, ...consentValues(consent)],
  casts: { consent_given_at: 'timestamptz' },
});

const volunteerStatement = (input: VolunteerInput, { consent, volunteerConsent }: StoreOptions): InsertStatement => ({
  table: 'volunteer_applications',
  type: 'volunteer',
  columns: [
    'domain',
    'first_name',
    'last_name',
    'contact',
    'date_of_birth',
    'email',
    'why_join_us',
    'questions_for_us',
    ...CONSENT_COLUMNS,
    'consent_status',
    'guardian_name',
    'guardian_email',
    'guardian_relationship',
  ],
  values: [
    input.domain,
    input.firstName,
    input.lastName,
    input.contact,
    input.dateOfBirth,
    input.email,
    input.whyJoinUs,
    input.questionsForUs,
    ...consentValues(consent),
    volunteerConsent?.status ?? null,
    volunteerConsent?.guardian?.name ?? null,
    volunteerConsent?.guardian?.email ?? null,
    volunteerConsent?.guardian?.relationship ?? null,
  ],
  casts: { date_of_birth: 'date', consent_given_at: 'timestamptz' },
});

/** Expired keys are cleared at most this often, by the insert that finds the time has come. */
const CLEAR_EVERY_MS = 10 * 60_000;

export interface StoreOptions {
  /** SHA-256 of the caller's Idempotency-Key: a repeat answers with the first row and stores nothing. */
  keyHash?: Buffer;
  /** Set when the submission was judged as spam (plain words, no personal data): stored and flagged. */
  spamReason?: string;
  /**
   * The messages a newly created row owes (team notification, acknowledgement, ...), queued by the
   * insert's own statement: a stored submission always gets them, a failed one or a replay never
   * does, and spam none.
   */
  queue?: SubmissionQueue;
  /** The consent the sender gave: which notice, for what, when, in which language (the form routes always pass it). */
  consent?: ConsentRecord;
  /** Applications only: given by the applicant, or awaited from a parent or guardian. */
  volunteerConsent?: VolunteerConsent;
}

export function createRepository(db: Database) {
  const lastCleared = new Map<string, number>();

  async function store(statement: InsertStatement, options: StoreOptions = {}): Promise<StoredRow> {
    const { keyHash, spamReason } = options;
    const last = lastCleared.get(statement.table) ?? 0;
    if (keyHash && Date.now() - last > CLEAR_EVERY_MS) {
      lastCleared.set(statement.table, Date.now());
      await clearExpiredKeys(db, statement.table);
    }
    const flagged = spamReason
      ? { ...statement, columns: [...statement.columns, 'spam_reason'], values: [...statement.values, spamReason] }
      : statement;
    return insertOnce(db, flagged, keyHash, options.queue);
  }

  return {
    /** Resolves once the row and its queued messages are stored, or finds the key's first row. */
    insertContact: (input: ContactInput, options: StoreOptions = {}) =>
      store(contactStatement(input, options), options),
    insertVolunteer: (input: VolunteerInput, options: StoreOptions = {}) =>
      store(volunteerStatement(input, options), options),

    /** Rows created on or after `since` (YYYY-MM-DD, UTC midnight), oldest first. */
    async listSubmissions(type: SubmissionType, since = '1970-01-01', spam = false): Promise<ExportRow[]> {
      const { rows } = await db.query<ExportRow>(exportSql(type, spam), [since]);
      return rows.map((row) => ({ ...row, id: Number(row.id) }));
    },

    async ping(): Promise<void> {
      await db.query('SELECT 1');
    },
  };
}

export type Repository = ReturnType<typeof createRepository>;
