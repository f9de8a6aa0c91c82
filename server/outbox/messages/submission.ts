// A stored submission as the email renderers see it (the repository's rows, plus ids and time).

export interface ContactFields {
  name: string;
  phone: string;
  email: string;
  message: string;
}

export interface VolunteerFields {
  domain: string;
  firstName: string;
  lastName: string;
  contact: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string;
  email: string;
  whyJoinUs: string;
  questionsForUs: string;
}

interface Stored {
  /** The internal row id: links the outbox rows to the submission for erasure. */
  id: number;
  /** The id the sender was shown. */
  publicId: string;
  createdAt: Date;
}

export type SubmissionForEmail =
  | (Stored & { type: 'contact'; fields: ContactFields })
  | (Stored & { type: 'volunteer'; fields: VolunteerFields });
