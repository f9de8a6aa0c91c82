// The join (volunteer application) form (/JoinUs), run by the form engine. The date of birth is
// checked with the server's own rule (schema/api/date-of-birth.ts) before anything is sent;
// selectedInitiative is a copy of domain, as in the original form.
import { checkDateOfBirth } from '../../../schema/api/date-of-birth.ts';
import { ENDPOINTS } from '../../../schema/api/endpoints.ts';
import type { VolunteerApplicationPayload } from '../../../schema/api/generated/payload-types.ts';
// The address of the validator, loaded after the page is up (form-definition.ts, loadValidator).
// biome-ignore lint/correctness/useImportExtensions: it has one; the rule misreads Vite's ?url suffix.
import validatorUrl from '../../../schema/api/generated/validate-volunteer-application.js?url';
import { wording } from '../../../schema/api/generated/wording-volunteer-application.ts';
import { joinErrorMessage } from './error-messages.ts';
import { type FormDefinition, loadValidator } from './form-definition.ts';
import { createForm, type Form, type FormOptions } from './form-engine.ts';

export const JOIN_FIELDS = [
  'domain',
  'firstName',
  'lastName',
  'contact',
  'dateOfBirth',
  'email',
  'whyJoinUs',
  'questionsForUs',
] as const;
export type JoinField = (typeof JOIN_FIELDS)[number];

type Domain = VolunteerApplicationPayload['domain'];

export const joinForm: FormDefinition<JoinField, VolunteerApplicationPayload> = {
  endpoint: ENDPOINTS.volunteer,
  fields: JOIN_FIELDS,
  wording,
  loadValidator: () => loadValidator(validatorUrl),
  toPayload: (values) => ({ ...values, domain: values.domain as Domain, selectedInitiative: values.domain as Domain }),
  extraChecks: ({ dateOfBirth }, today) => {
    const birth = checkDateOfBirth(dateOfBirth ?? '', today);
    return birth.ok ? {} : { dateOfBirth: birth.message };
  },
  errorMessage: joinErrorMessage,
};

export const createJoinForm = (options: FormOptions = {}): Form<JoinField> => createForm(joinForm, options);
