// Every SQL statement of the API lives here; routes and the export call these functions.
// Dates leave the database as text so PGlite and pg (which parse types differently) agree.
import type { ContactPayload, VolunteerApplicationPayload } from '../../schema/api/generated/payload-types.ts';
import type { Database } from './database.ts';
import { clearExpiredKeys, type InsertStatement, insertOnce, type StoredRow } from './insert-once.ts';
import { unstoredPublicId } from './public-id.ts';

export type { StoredRow } from './insert-once.ts';

/** What is stored of a contact message: its payload (generated from the schema) without the honeypot. */
export type ContactInput = Omit<ContactPayload, 'website'>;

/**
 * What is stored of an application: its payload without the honeypot and the domain copy;
 * dateOfBirth as YYYY-MM-DD (already checked by checkDateOfBirth), questionsForUs '' when left out.
 */
export type VolunteerInput = Omit<VolunteerApplicationPayload, 'website' | 'selectedInitiative' | 'questionsForUs'> & {
  questionsForUs: string;
};

export type SubmissionType = 'contact' | 'volunteer';
export type ExportRow = Record<string, string | number>;

const CREATED_AT = `to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`;

// Column lists are fixed strings chosen by type, never built from input.
const EXPORT_SQL: Record<SubmissionType, string> = {
  contact: `SELECT id, public_id::text AS public_id, name, phone, email, message, ${CREATED_AT}
    FROM contact_messages WHERE created_at >= ($1::date)::timestamp AT TIME ZONE 'UTC' ORDER BY id`,
  volunteer: `SELECT id, public_id::text AS public_id, domain, first_name, last_name, contact,
      to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth, email, why_join_us, questions_for_us, ${CREATED_AT}
    FROM volunteer_applications WHERE created_at >= ($1::date)::timestamp AT TIME ZONE 'UTC' ORDER BY id`,
};

const contactStatement = (input: ContactInput): InsertStatement => ({
  table: 'contact_messages',
  columns: ['name', 'phone', 'email', 'message'],
  values: [input.name, input.phone, input.email, input.message],
});

const volunteerStatement = (input: VolunteerInput): InsertStatement => ({
  table: 'volunteer_applications',
  columns: [
    'domain',
    'first_name',
    'last_name',
    'contact',
    'date_of_birth',
    'email',
    'why_join_us',
    'questions_for_us',
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
  ],
  casts: { date_of_birth: 'date' },
});

/** Thrown inside a rehearsal's transaction so it always rolls back. */
const ROLLBACK = Symbol('rehearsal rollback');

/** Expired keys are cleared at most this often, by the insert that finds the time has come. */
const CLEAR_EVERY_MS = 10 * 60_000;

export function createRepository(db: Database) {
  const lastCleared = new Map<string, number>();

  async function store(statement: InsertStatement, keyHash?: Buffer): Promise<StoredRow> {
    const last = lastCleared.get(statement.table) ?? 0;
    if (keyHash && Date.now() - last > CLEAR_EVERY_MS) {
      lastCleared.set(statement.table, Date.now());
      await clearExpiredKeys(db, statement.table);
    }
    return insertOnce(db, statement, keyHash);
  }

  /**
   * The same insert in a transaction that is always rolled back: the answer takes as long and
   * carries an id of the same shape as a stored one, but nothing is kept. Issue #13 ("stored and
   * flagged") can commit instead.
   */
  async function rehearse(statement: InsertStatement, keyHash?: Buffer): Promise<StoredRow> {
    const publicId = unstoredPublicId(keyHash);
    const withId = {
      ...statement,
      columns: [...statement.columns, 'public_id'],
      values: [...statement.values, publicId],
    };
    try {
      await db.transaction(async (tx) => {
        await insertOnce(tx, withId);
        throw ROLLBACK;
      });
    } catch (error) {
      if (error !== ROLLBACK) throw error;
    }
    return { publicId, replayed: false };
  }

  return {
    /** Resolves once the row is committed (single-statement autocommit), or finds the key's first row. */
    insertContact: (input: ContactInput, keyHash?: Buffer) => store(contactStatement(input), keyHash),
    insertVolunteer: (input: VolunteerInput, keyHash?: Buffer) => store(volunteerStatement(input), keyHash),
    /** For honeypot hits: a real-looking answer, nothing stored. */
    rehearseContact: (input: ContactInput, keyHash?: Buffer) => rehearse(contactStatement(input), keyHash),
    rehearseVolunteer: (input: VolunteerInput, keyHash?: Buffer) => rehearse(volunteerStatement(input), keyHash),

    /** Rows created on or after `since` (YYYY-MM-DD, UTC midnight), oldest first. */
    async listSubmissions(type: SubmissionType, since = '1970-01-01'): Promise<ExportRow[]> {
      const { rows } = await db.query<ExportRow>(EXPORT_SQL[type], [since]);
      return rows.map((row) => ({ ...row, id: Number(row.id) }));
    },

    async ping(): Promise<void> {
      await db.query('SELECT 1');
    },
  };
}

export type Repository = ReturnType<typeof createRepository>;
