// The contact form (/ContactPage): its fields, contract and wording, run by the form engine.
import { ENDPOINTS } from '../../../schema/api/endpoints.ts';
import type { ContactPayload } from '../../../schema/api/generated/payload-types.ts';
// The address of the validator, loaded after the page is up (form-definition.ts, loadValidator).
// biome-ignore lint/correctness/useImportExtensions: it has one; the rule misreads Vite's ?url suffix.
import validatorUrl from '../../../schema/api/generated/validate-contact.js?url';
import { wording } from '../../../schema/api/generated/wording-contact.ts';
import { contactErrorMessage } from './error-messages.ts';
import { type FormDefinition, loadValidator } from './form-definition.ts';
import { createForm, type Form, type FormOptions } from './form-engine.ts';

export const CONTACT_FIELDS = ['name', 'phone', 'email', 'message', 'consent'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export const contactForm: FormDefinition<ContactField, ContactPayload> = {
  endpoint: ENDPOINTS.contact,
  fields: CONTACT_FIELDS,
  wording,
  loadValidator: () => loadValidator(validatorUrl),
  toPayload: (values, noticeVersion) => ({ ...values, consent: values.consent as 'yes', noticeVersion }),
  errorMessage: contactErrorMessage,
};

export const createContactForm = (options: Omit<FormOptions, 'now'> = {}): Form<ContactField> =>
  createForm(contactForm, options);
