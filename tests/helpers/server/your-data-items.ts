// A 16-year-old's application with her mother as guardian, and what "Your data" lists for it: the fixture
// of the tests that draw the server's pages and e-mails in every language (server/words/*.test.ts).
import type { PersonSubmission } from '../../../server/privacy/erasure.ts';
import { VOLUNTEER } from '../../../server/submissions/kinds.ts';

export const applicantFields = {
  domain: 'csii',
  firstName: 'Ravi',
  lastName: 'Kumar',
  contact: '9876543210',
  dateOfBirth: '2009-03-15',
  email: 'ravi@example.org',
  whyJoinUs: 'To teach.',
  questionsForUs: '',
};
export const applicantGuardian = { name: 'Lakshmi Kumar', email: 'lakshmi@example.org', relationship: 'Mother' };

const item = (type: string, role: 'sender' | 'guardian', awaitingGuardian = false) =>
  ({
    kind: VOLUNTEER,
    id: 1,
    purpose: 'Volunteer application',
    type,
    role,
    awaitingGuardian,
    publicId: `${type}-${role}-0001`,
    reference: 'K7M29QXD',
    createdAt: '2025-06-01T10:00:00Z',
    fields: applicantFields,
    guardianDetails: applicantGuardian,
  }) as PersonSubmission;

/** A contact message, the application waiting for its guardian, the same seen by the guardian, and a donation. */
export const yourDataItems = [
  item('contact', 'sender'),
  item('volunteer', 'sender', true),
  item('volunteer', 'guardian', true),
  item('donation', 'sender'),
];
