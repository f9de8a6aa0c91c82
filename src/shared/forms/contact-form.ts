// The contact form's store and submit: check in the browser with the shared contract, then
// POST /api/contact as JSON with a timeout; the outcome decides the message (error-messages.ts).
import contactSchema from '../../../schema/api/contact.schema.json';
import { HONEYPOT_FIELD, type ContactPayload } from '../../../schema/api/payloads.ts';
import { trimStrings } from '../../../schema/api/trim-strings.ts';
import { isConfirmed, postJson, serverMessage } from './api-client.ts';
import { contactErrorMessage } from './error-messages.ts';
import { checkFields, type PayloadSchema } from './field-checks.ts';
import { createFormStore, type FormStore } from './form-store.ts';

export const CONTACT_FIELDS = ['name', 'phone', 'email', 'message'] as const;
export type ContactValues = Record<(typeof CONTACT_FIELDS)[number] | typeof HONEYPOT_FIELD, string>;

export const DEFAULT_TIMEOUT_MS = 10_000;

const empty = (): ContactValues => ({ name: '', phone: '', email: '', message: '', [HONEYPOT_FIELD]: '' });

export type SubmitResult = { ok: true } | { ok: false; firstInvalid?: string };

export interface ContactForm {
  store: FormStore<ContactValues>;
  submit: (labels?: Record<string, string>) => Promise<SubmitResult>;
}

export function createContactForm({ timeoutMs = DEFAULT_TIMEOUT_MS } = {}): ContactForm {
  const store = createFormStore(empty);

  async function submit(labels: Record<string, string> = {}): Promise<SubmitResult> {
    const { values, begin, fail, succeed } = store.getState();
    if (store.getState().status === 'submitting') return { ok: false };
    const problems = checkFields(values, contactSchema as PayloadSchema, CONTACT_FIELDS, labels);
    const firstInvalid = CONTACT_FIELDS.find((name) => problems[name]);
    if (firstInvalid) {
      fail(Object.values(problems).join(' '), problems);
      return { ok: false, firstInvalid };
    }
    if (!begin()) return { ok: false };
    const payload: ContactPayload = trimStrings({ ...values });
    const outcome = await postJson('/api/contact', payload, { timeoutMs });
    if (isConfirmed(outcome)) {
      succeed(serverMessage(outcome) ?? null);
      return { ok: true };
    }
    fail(contactErrorMessage(outcome));
    return { ok: false };
  }

  return { store, submit };
}
