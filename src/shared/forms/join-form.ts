// The join (volunteer application) form's store and submit. The date of birth is checked with
// the server's own rule (schema/api/date-of-birth.ts) before anything is sent; selectedInitiative
// is a copy of domain, as in the original form.
import { checkDateOfBirth } from '../../../schema/api/date-of-birth.ts';
import { HONEYPOT_FIELD, type Domain, type VolunteerApplicationPayload } from '../../../schema/api/payloads.ts';
import { trimStrings } from '../../../schema/api/trim-strings.ts';
import volunteerSchema from '../../../schema/api/volunteer-application.schema.json';
import { isConfirmed, postJson, serverMessage } from './api-client.ts';
import { joinErrorMessage } from './error-messages.ts';
import { checkFields, type PayloadSchema } from './field-checks.ts';
import { createFormStore, type FormStore } from './form-store.ts';
import { DEFAULT_TIMEOUT_MS, type SubmitResult } from './contact-form.ts';

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
export type JoinValues = Record<(typeof JOIN_FIELDS)[number] | typeof HONEYPOT_FIELD, string>;

const empty = (): JoinValues => ({
  domain: '',
  firstName: '',
  lastName: '',
  contact: '',
  dateOfBirth: '',
  email: '',
  whyJoinUs: '',
  questionsForUs: '',
  [HONEYPOT_FIELD]: '',
});

export interface JoinForm {
  store: FormStore<JoinValues>;
  submit: (labels?: Record<string, string>) => Promise<SubmitResult>;
}

interface JoinOptions {
  timeoutMs?: number;
  /** Today's date for the age rule; injectable for tests. */
  now?: () => Date;
}

export function createJoinForm({ timeoutMs = DEFAULT_TIMEOUT_MS, now = () => new Date() }: JoinOptions = {}): JoinForm {
  const store = createFormStore(empty);

  async function submit(labels: Record<string, string> = {}): Promise<SubmitResult> {
    const { values, begin, fail, succeed } = store.getState();
    if (store.getState().status === 'submitting') return { ok: false };
    const problems = checkFields(values, volunteerSchema as PayloadSchema, JOIN_FIELDS, labels);
    if (!problems.dateOfBirth && values.dateOfBirth.trim()) {
      const birth = checkDateOfBirth(values.dateOfBirth, now());
      if (!birth.ok) problems.dateOfBirth = birth.message;
    }
    const firstInvalid = JOIN_FIELDS.find((name) => problems[name]);
    if (firstInvalid) {
      fail(JOIN_FIELDS.flatMap((name) => problems[name] ?? []).join(' '), problems);
      return { ok: false, firstInvalid };
    }
    if (!begin()) return { ok: false };
    const domain = values.domain as Domain;
    const payload: VolunteerApplicationPayload = trimStrings({ ...values, domain, selectedInitiative: domain });
    const outcome = await postJson('/api/volunteer-simple', payload, { timeoutMs });
    if (isConfirmed(outcome)) {
      succeed(serverMessage(outcome) ?? null);
      return { ok: true };
    }
    fail(joinErrorMessage(outcome));
    return { ok: false };
  }

  return { store, submit };
}
