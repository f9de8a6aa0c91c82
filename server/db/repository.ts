// Every SQL statement of the API lives here; routes and the export call these functions.
// Dates leave the database as text so PGlite and pg (which parse types differently) agree.
import type { Database } from './database.ts';

export interface ContactInput {
  name: string;
  phone: string;
  email: string;
  message: string;
}

export interface VolunteerInput {
  domain: string;
  firstName: string;
  lastName: string;
  contact: string;
  /** YYYY-MM-DD, already checked by checkDateOfBirth. */
  dateOfBirth: string;
  email: string;
  whyJoinUs: string;
  questionsForUs: string;
}

export type SubmissionType = 'contact' | 'volunteer';
export type ExportRow = Record<string, string | number>;

const CREATED_AT = `to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`;

// Column lists are fixed strings chosen by type, never built from input.
const EXPORT_SQL: Record<SubmissionType, string> = {
  contact: `SELECT id, name, phone, email, message, ${CREATED_AT}
    FROM contact_messages WHERE created_at >= ($1::date)::timestamp AT TIME ZONE 'UTC' ORDER BY id`,
  volunteer: `SELECT id, domain, first_name, last_name, contact,
      to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth, email, why_join_us, questions_for_us, ${CREATED_AT}
    FROM volunteer_applications WHERE created_at >= ($1::date)::timestamp AT TIME ZONE 'UTC' ORDER BY id`,
};

export function createRepository(db: Database) {
  return {
    /** Resolves once the row is committed (single-statement autocommit). */
    async insertContact(input: ContactInput): Promise<{ id: number }> {
      const { rows } = await db.query<{ id: number }>(
        'INSERT INTO contact_messages (name, phone, email, message) VALUES ($1, $2, $3, $4) RETURNING id',
        [input.name, input.phone, input.email, input.message],
      );
      return { id: Number(rows[0].id) };
    },

    async insertVolunteer(input: VolunteerInput): Promise<{ id: number }> {
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO volunteer_applications
          (domain, first_name, last_name, contact, date_of_birth, email, why_join_us, questions_for_us)
         VALUES ($1, $2, $3, $4, $5::date, $6, $7, $8) RETURNING id`,
        [
          input.domain,
          input.firstName,
          input.lastName,
          input.contact,
          input.dateOfBirth,
          input.email,
          input.whyJoinUs,
          input.questionsForUs,
        ],
      );
      return { id: Number(rows[0].id) };
    },

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
