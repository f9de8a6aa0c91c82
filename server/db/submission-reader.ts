// Reads stored submissions back, for the outbox to render their messages at delivery: one query
// per form for a whole batch. Spam is never read back: it is never notified.
import { submissionKey } from '../outbox/compose.ts';
import { storedLanguage } from '../lib/languages.ts';
import type { SubmissionForEmail } from '../outbox/messages/submission.ts';
import type { Queryable } from './database.ts';
import type { ConsentStatus, VolunteerInput } from './repository.ts';

const CREATED_MS = '(extract(epoch FROM created_at) * 1000)::float8 AS created_ms';

interface Common {
  id: number | string;
  public_id: string;
  created_ms: number | string;
  /** The language of the notice the sender was shown (their page's); NULL before consent was asked. */
  notice_language: string | null;
}

const stored = (row: Common) => ({
  id: Number(row.id),
  publicId: row.public_id,
  createdAt: new Date(Number(row.created_ms)),
  // The sender's language, for the e-mails to them; English when not stored.
  language: storedLanguage(row.notice_language),
});

async function readContacts(db: Queryable, ids: number[]): Promise<SubmissionForEmail[]> {
  const { rows } = await db.query<Common & { name: string; phone: string; email: string; message: string }>(
    `SELECT id, public_id::text AS public_id, ${CREATED_MS}, notice_language, name, phone, email, message
     FROM contact_messages WHERE id = ANY($1::bigint[]) AND spam_reason IS NULL`,
    [ids],
  );
  return rows.map((row) => {
    const { name, phone, email, message } = row;
    return { type: 'contact', ...stored(row), fields: { name, phone, email, message } };
  });
}

interface VolunteerRow extends Common {
  domain: string;
  first_name: string;
  last_name: string;
  contact: string;
  date_of_birth: string;
  email: string;
  why_join_us: string;
  questions_for_us: string;
  consent_status: ConsentStatus | null;
  guardian_name: string | null;
  guardian_email: string | null;
  guardian_relationship: string | null;
}

async function readVolunteers(db: Queryable, ids: number[]): Promise<SubmissionForEmail[]> {
  const { rows } = await db.query<VolunteerRow>(
    `SELECT id, public_id::text AS public_id, ${CREATED_MS}, notice_language, domain, first_name, last_name, contact,
       to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth, email, why_join_us, questions_for_us,
       consent_status, guardian_name, guardian_email, guardian_relationship
     FROM volunteer_applications WHERE id = ANY($1::bigint[]) AND spam_reason IS NULL`,
    [ids],
  );
  return rows.map((row) => ({
    type: 'volunteer',
    ...stored(row),
    fields: {
      domain: row.domain as VolunteerInput['domain'],
      firstName: row.first_name,
      lastName: row.last_name,
      contact: row.contact,
      dateOfBirth: row.date_of_birth,
      email: row.email,
      whyJoinUs: row.why_join_us,
      questionsForUs: row.questions_for_us,
    },
    consentStatus: row.consent_status,
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

const READERS: Record<string, (db: Queryable, ids: number[]) => Promise<SubmissionForEmail[]>> = {
  contact: readContacts,
  volunteer: readVolunteers,
};

/** The submissions outbox rows belong to; an erased one (or spam) is simply not in the map. */
export function createSubmissionReader(db: Queryable) {
  return async (refs: { type: string; id: number }[]): Promise<Map<string, SubmissionForEmail>> => {
    const found = new Map<string, SubmissionForEmail>();
    for (const [type, read] of Object.entries(READERS)) {
      const ids = [...new Set(refs.filter((ref) => ref.type === type).map((ref) => ref.id))];
      if (ids.length === 0) continue;
      for (const submission of await read(db, ids)) found.set(submissionKey(submission), submission);
    }
    return found;
  };
}
