// The join (volunteer application) form (/JoinUs), run by the form engine. The date of birth is
// checked with the server's own rule (schema/api/date-of-birth.ts) before anything is sent;
// selectedInitiative is a copy of domain, as in the original form.
import { ADULT_AGE, checkDateOfBirth } from '../../../schema/api/date-of-birth.ts';
import { ENDPOINTS } from '../../../schema/api/endpoints.ts';
import { GUARDIAN_EMAIL_SAME, GUARDIAN_FIELDS, GUARDIAN_NEEDED } from '../../../schema/api/messages.ts';
import type { VolunteerApplicationPayload } from '../../../schema/api/generated/payload-types.ts';
// The address of the validator, loaded after the page is up (form-definition.ts, loadValidator).
// biome-ignore lint/correctness/useImportExtensions: it has one; the rule misreads Vite's ?url suffix.
import validatorUrl from '../../../schema/api/generated/validate-volunteer-application.js?url';
import { wording } from '../../../schema/api/generated/wording-volunteer-application.ts';
import { joinErrorMessage } from './error-messages.ts';
import { type FormDefinition, loadValidator } from './form-definition.ts';
import { createForm, type Form, type FormOptions } from './form-engine.ts';
import { withWaitingReference } from './waiting-reference.ts';

export const JOIN_FIELDS = [
  'domain',
  'firstName',
  'lastName',
  'contact',
  'dateOfBirth',
  'email',
  ...GUARDIAN_FIELDS,
  'whyJoinUs',
  'questionsForUs',
  'consent',
] as const;
export type JoinField = (typeof JOIN_FIELDS)[number];

type Domain = VolunteerApplicationPayload['domain'];

export const joinForm: FormDefinition<JoinField, VolunteerApplicationPayload> = {
  endpoint: ENDPOINTS.volunteer,
  fields: JOIN_FIELDS,
  wording,
  loadValidator: () => loadValidator(validatorUrl),
  toPayload: (values, noticeVersion) => ({
    ...values,
    domain: values.domain as Domain,
    selectedInitiative: values.domain as Domain,
    consent: values.consent as 'yes',
    noticeVersion,
  }),
  conditionalFields: GUARDIAN_FIELDS,
  // The server's rules: the date of birth, and for an applicant under 18 a parent or guardian whose
  // email is not the applicant's own.
  extraChecks: (payload, today, texts) => {
    const birth = checkDateOfBirth(payload.dateOfBirth ?? '', today);
    if (!birth.ok)
      return { dateOfBirth: texts ? texts[birth.reason === 'age' ? 'minimumAge' : 'dateFormat'] : birth.message };
    if (!isMinor(birth.age)) return {};
    const messages = texts?.messages ?? { guardianNeeded: GUARDIAN_NEEDED, guardianEmailSame: GUARDIAN_EMAIL_SAME };
    const problems: Partial<Record<JoinField, string>> = {};
    for (const field of GUARDIAN_FIELDS) if (!payload[field]) problems[field] = messages.guardianNeeded;
    const { guardianEmail, email } = payload;
    if (guardianEmail && email && guardianEmail.toLowerCase() === email.toLowerCase())
      problems.guardianEmail = messages.guardianEmailSame;
    return problems;
  },
  errorMessage: joinErrorMessage,
  // An applicant under 18 gets her reference on the page: she is e-mailed nothing before her guardian agrees.
  successMessage: withWaitingReference,
};

const isMinor = (age: number) => age < ADULT_AGE;

/** True when the date of birth, as typed so far, is a valid date under 18: the form then asks for a guardian. */
export function needsGuardian(dateOfBirth: string, today: Date): boolean {
  const birth = checkDateOfBirth(dateOfBirth, today);
  return birth.ok && isMinor(birth.age);
}

/** True once the date of birth is a valid one of an adult: only then is no guardian asked for. */
export function knownAdult(dateOfBirth: string, today: Date): boolean {
  const birth = checkDateOfBirth(dateOfBirth, today);
  return birth.ok && !isMinor(birth.age);
}

export const createJoinForm = (options: FormOptions = {}): Form<JoinField> => createForm(joinForm, options);
