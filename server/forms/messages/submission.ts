// A stored submission as the email renderers see it: the repository's stored fields (derived from
// the generated payload types, so a new form field reaches the emails' types), plus ids and time.
import type { ConsentStatus, ContactInput, Guardian, VolunteerInput } from '../../submissions/repository.ts';
import type { Language } from '../../site-content/notification-settings.ts';

interface Stored {
  /** The internal row id: links the outbox rows to the submission for erasure. */
  id: number;
  /** The id the sender was shown. */
  publicId: string;
  /** The short reference (stored form, K7M29QXD), in the acknowledgement and the team's subject. */
  reference: string;
  createdAt: Date;
  /** The record staff see besides the fields (kinds.ts recordColumns), by column; null when empty. */
  record: Record<string, string | null>;
  /** The language the sender used, for the acknowledgement; English when not known. */
  language?: Language;
}

export type SubmissionForEmail =
  | (Stored & { type: 'contact'; fields: ContactInput })
  | (Stored & {
      type: 'volunteer';
      fields: VolunteerInput;
      /** null (or absent) for an application stored before consent was asked. */
      consentStatus?: ConsentStatus | null;
      /** The parent or guardian asked to agree (an applicant under 18); absent for adults. */
      guardian?: Guardian;
    });
