// One description per kind of submission the site stores: its table, its fields and
// their columns, whose e-mail addresses it holds, what it is for and how long it is kept. Storing,
// reading back for e-mails, the staff export, "Your data", erasure and the purge all read this, so a
// new form is described here once and every one of those duties covers it.

/** One field the sender filled in, as stored. */
export interface KindField {
  /** Its name in the payload and in the stored submission the e-mails see (firstName). */
  key: string;
  /** Its column (first_name); a fixed string, never from input. */
  column: string;
  /** The SQL type the value is cast to when stored (date). */
  cast?: string;
  /** The SQL that reads it back as text, as exports and e-mails show it (default: the column). */
  read?: string;
  /** Free text the sender wrote (a message): kept out of subjects, greetings and lists. */
  freeText?: boolean;
  /** Plain English for staff, as the staff area shows it (First name); default: the key. */
  label?: string;
}

/** An e-mail column and whose address it holds: the sender's, or a guardian's who was asked to agree. */
export interface PersonColumn {
  column: string;
  role: 'sender' | 'guardian';
}

/** The retention settings a kind may name (privacy-config's RetentionConfig has them all). */
export interface RetentionMonths {
  contactMonths: number;
  volunteerMonths: number;
  donationMonths: number;
}

export interface SubmissionKind {
  /** Its name wherever a submission is named: outbox rows, links, the processing log, `export --type`. */
  type: string;
  table: string;
  /** The consent purpose stored with each row (the privacy notice's). */
  purpose: string;
  /** Plain words for staff (Contact message). */
  label: string;
  /** What "Your data" says each item is for, in English (server/words has the translations by type). */
  purposeFor: { sender: string; guardian?: string };
  fields: readonly KindField[];
  /** The columns holding a person's address: every duty that finds "a person's data" searches them all. */
  people: readonly PersonColumn[];
  /** The columns holding the sender's phone number (staff erase by phone: `erase --phone`). */
  phones: readonly string[];
  /** The columns holding the sender's name, in order (the staff inbox shows and searches them); default: none. */
  names?: readonly string[];
  /** The key of the field naming the centre it is for (the staff inbox filters by it); none for a kind without. */
  centre?: string;
  /** Kept this many months after it arrived (the setting's name), once consent is given. */
  retention: keyof RetentionMonths;
  /**
   * The law makes the foundation keep it for its retention (tax records): a person's request to erase it
   * is not carried out before then (server/privacy/erasure.ts); what it is kept for says so.
   */
  keptByLaw?: string;
  /**
   * Applicants under 18 wait for a parent or guardian (consent_status 'awaiting_guardian'): such rows
   * are held apart (not visible to staff: visibleToStaffSql), erased when the wait ends, and their
   * guardian's details are stored in these columns, with the time they confirmed.
   */
  guardian?: { name: string; email: string; relationship: string; confirmedAt: string };
}

/**
 * The columns every submission table has besides its fields (migrations 001-007, 012 and 017; reference:
 * `text NOT NULL UNIQUE DEFAULT submission_reference(nextval('submission_reference_seq'))`; search_key and
 * phone_key: text, written by the insert, search-key.ts).
 */
export const COMMON_COLUMNS = [
  'id',
  'public_id',
  'created_at',
  'spam_reason',
  'idempotency_key_hash',
  'notice_version',
  'consent_purpose',
  'consent_given_at',
  'notice_language',
  'reference',
  'search_key',
  'phone_key',
] as const;

export const CONTACT: SubmissionKind = {
  type: 'contact',
  table: 'contact_messages',
  purpose: 'contact-enquiry',
  label: 'Contact message',
  purposeFor: { sender: 'Contact message: to answer your question' },
  fields: [
    { key: 'name', column: 'name', label: 'Name' },
    { key: 'phone', column: 'phone', label: 'Phone number' },
    { key: 'email', column: 'email', label: 'E-mail' },
    { key: 'message', column: 'message', freeText: true, label: 'Message' },
  ],
  people: [{ column: 'email', role: 'sender' }],
  phones: ['phone'],
  names: ['name'],
  retention: 'contactMonths',
};

export const VOLUNTEER: SubmissionKind = {
  type: 'volunteer',
  table: 'volunteer_applications',
  purpose: 'volunteer-application',
  label: 'Volunteer application',
  purposeFor: {
    sender: 'Volunteer application: to consider you as a volunteer',
    guardian: 'Volunteer application of a child in your care: to consider it with your consent',
  },
  fields: [
    { key: 'domain', column: 'domain', label: 'Centre' },
    { key: 'firstName', column: 'first_name', label: 'First name' },
    { key: 'lastName', column: 'last_name', label: 'Last name' },
    { key: 'contact', column: 'contact', label: 'Contact number' },
    {
      key: 'dateOfBirth',
      column: 'date_of_birth',
      cast: 'date',
      read: `to_char(date_of_birth, 'YYYY-MM-DD')`,
      label: 'Date of birth',
    },
    { key: 'email', column: 'email', label: 'E-mail' },
    { key: 'whyJoinUs', column: 'why_join_us', freeText: true, label: 'Why they want to join' },
    { key: 'questionsForUs', column: 'questions_for_us', freeText: true, label: 'Their questions' },
  ],
  people: [
    { column: 'email', role: 'sender' },
    { column: 'guardian_email', role: 'guardian' },
  ],
  phones: ['contact'],
  names: ['first_name', 'last_name'],
  centre: 'domain',
  retention: 'volunteerMonths',
  guardian: {
    name: 'guardian_name',
    email: 'guardian_email',
    relationship: 'guardian_relationship',
    confirmedAt: 'guardian_confirmed_at',
  },
};

/**
 * What a donor told us after paying a pledge (server/donations/): who gave, the ID for the 80G deduction
 * and Form 10BD, and how the money was sent. An Aadhaar number is only masked here (id_number); the whole
 * number is in id_number_encrypted, which no export, e-mail or page reads. Kept for the years tax law
 * requires a trust to keep its books (RETENTION_DONATION_MONTHS).
 */
export const DONATION: SubmissionKind = {
  type: 'donation',
  table: 'donations',
  purpose: 'donation',
  label: 'Donation',
  purposeFor: {
    sender:
      'Donation: to record your gift, send your receipt and report it to the income tax department. Kept 10 years, as tax law requires, even if you ask us to erase it.',
  },
  fields: [
    { key: 'pledge', column: 'pledge_reference', label: 'Gift reference' },
    { key: 'amount', column: 'amount_rupees', read: 'amount_rupees::text', label: 'Amount (Rs)' },
    { key: 'purpose', column: 'purpose', label: 'Purpose' },
    { key: 'name', column: 'name', label: 'Name as on ID' },
    { key: 'email', column: 'email', label: 'E-mail' },
    { key: 'phone', column: 'phone', label: 'Phone number' },
    { key: 'address', column: 'address', label: 'Postal address' },
    { key: 'idType', column: 'id_type', label: 'ID type' },
    { key: 'idNumber', column: 'id_number', label: 'ID number' },
    { key: 'paidOn', column: 'paid_on', cast: 'date', read: `to_char(paid_on, 'YYYY-MM-DD')`, label: 'Date paid' },
    { key: 'mode', column: 'payment_mode', label: 'How they paid' },
    { key: 'transactionRef', column: 'transaction_ref', label: 'Transaction reference' },
  ],
  people: [{ column: 'email', role: 'sender' }],
  phones: ['phone'],
  names: ['name'],
  centre: 'purpose',
  retention: 'donationMonths',
  keptByLaw: 'A trust keeps the records of every donation with its books (Income-tax Rules, r. 17AA).',
};

/** The kinds this site stores. Tests may describe one more and hand the list to the app. */
export const SUBMISSION_KINDS: readonly SubmissionKind[] = [CONTACT, VOLUNTEER, DONATION];

/** A kind by its type; a type no kind describes is a programming error, said plainly. */
export function kindOf(kinds: readonly SubmissionKind[], type: string): SubmissionKind {
  const kind = kinds.find((candidate) => candidate.type === type);
  if (!kind) throw new Error(`No submission kind "${type}" (known: ${kinds.map((k) => k.type).join(', ')}).`);
  return kind;
}

/** SQL reading a kind's fields as text, each under its column's name (exports) or its key (e-mails). */
export const fieldsSql = (kind: SubmissionKind, as: 'column' | 'key') =>
  kind.fields
    .map((field) => `${field.read ?? field.column} AS ${as === 'key' ? `"${field.key}"` : field.column}`)
    .join(', ');

/** The kind's rows that belong to an address (lower-cased): as sender, or as the guardian asked to agree. */
export const personWhere = (kind: SubmissionKind, param: string) =>
  kind.people.map((person) => `lower(${person.column}) = ${param}`).join(' OR ');

/** Rows still waiting for a guardian (none for a kind without guardians). */
export const awaitingGuardianSql = (kind: SubmissionKind) =>
  kind.guardian ? `consent_status = 'awaiting_guardian'` : 'false';

/**
 * VISIBLE TO STAFF: a submission staff may see through any tool (the export, the team
 * e-mail, the spam digest, the staff area). Not while it waits for a parent or guardian: the
 * guardian's e-mail promises nobody sees it before they confirm, and a refused or expired one is
 * erased. Spam is a separate question (spam_reason): a tool asks for it or leaves it out itself.
 */
export const visibleToStaffSql = (kind: SubmissionKind) =>
  kind.guardian ? `consent_status IS DISTINCT FROM 'awaiting_guardian'` : 'true';

/** A column staff see besides the fields: in the export (its name) and the team e-mail (its label). */
export interface RecordColumn {
  column: string;
  /** Plain English for staff. */
  label: string;
  /** The SQL that reads it as text (times as ISO 8601 UTC, as created_at). */
  read: string;
}

const isoTime = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The consent record and the guardian, for every item staff see: its reference, the
 * consent its sender gave (notice version, time, language) and, for a kind with guardians, who
 * confirmed for an applicant under 18 and when (empty for adults). The export's columns after the
 * fields, and the team e-mail's lines, in this order.
 */
export function recordColumns(kind: SubmissionKind): RecordColumn[] {
  const guardian = kind.guardian;
  return [
    { column: 'reference', label: 'Reference', read: 'reference' },
    { column: 'consent_given_at', label: 'Consent given', read: isoTime('consent_given_at') },
    { column: 'notice_version', label: 'Privacy notice version', read: 'notice_version' },
    // The language of the page, so of the notice shown and of the answer the sender expects.
    { column: 'notice_language', label: 'Language the sender used', read: 'notice_language' },
    ...(guardian
      ? [
          { column: 'guardian_name', label: 'Parent or guardian', read: guardian.name },
          { column: 'guardian_email', label: "Parent or guardian's email", read: guardian.email },
          {
            column: 'guardian_relationship',
            label: 'Their relationship to the applicant',
            read: guardian.relationship,
          },
          {
            column: 'guardian_confirmed_at',
            label: 'Parent or guardian consented',
            read: isoTime(guardian.confirmedAt),
          },
        ]
      : []),
  ];
}

/** SQL reading the record columns, each under its export name. */
export const recordSql = (kind: SubmissionKind) =>
  recordColumns(kind)
    .map((column) => `${column.read} AS ${column.column}`)
    .join(', ');
