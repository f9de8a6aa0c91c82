// The Donate form's two steps (/donate), run by the form engine: the pledge (an amount and what it is
// for) and, once the donor has paid, what she tells us. The rules JSON Schema cannot say (the amount,
// the ID, the day paid, the UPI reference) are the server's own (schema/api/donation-rules.ts).
import { DONATION_MESSAGES, donationProblems, pledgeRupees } from '../../../schema/api/donation-rules.ts';
import { ENDPOINTS } from '../../../schema/api/endpoints.ts';
import type { DonationPayload, DonationPledgePayload } from '../../../schema/api/generated/payload-types.ts';
// The addresses of the validators, loaded after the page is up (form-definition.ts, loadValidator).
// biome-ignore lint/correctness/useImportExtensions: it has one; the rule misreads Vite's ?url suffix.
import donationValidatorUrl from '../../../schema/api/generated/validate-donation.js?url';
// biome-ignore lint/correctness/useImportExtensions: it has one; the rule misreads Vite's ?url suffix.
import pledgeValidatorUrl from '../../../schema/api/generated/validate-donation-pledge.js?url';
import { wording as donationWording } from '../../../schema/api/generated/wording-donation.ts';
import { wording as pledgeWording } from '../../../schema/api/generated/wording-donation-pledge.ts';
import { contactErrorMessage } from './error-messages.ts';
import { type FormDefinition, loadValidator } from './form-definition.ts';
import { createForm, type Form, type FormOptions } from './form-engine.ts';

export const PLEDGE_FIELDS = ['amount', 'otherAmount', 'purpose'] as const;
export type PledgeField = (typeof PLEDGE_FIELDS)[number];

export const pledgeForm: FormDefinition<PledgeField, DonationPledgePayload> = {
  endpoint: ENDPOINTS.donationPledge,
  fields: PLEDGE_FIELDS,
  wording: pledgeWording,
  loadValidator: () => loadValidator(pledgeValidatorUrl),
  toPayload: (values) => ({ ...values, amount: values.amount as DonationPledgePayload['amount'] }) as never,
  conditionalFields: ['otherAmount'],
  extraChecks: (payload, _today, texts) =>
    payload.amount && pledgeRupees(payload.amount, payload.otherAmount ?? '') === undefined
      ? {
          [payload.amount === 'other' ? 'otherAmount' : 'amount']: (texts?.messages ?? DONATION_MESSAGES).amountInvalid,
        }
      : {},
  errorMessage: contactErrorMessage,
};

export const DONATION_FIELDS = [
  'pledge',
  'name',
  'email',
  'phone',
  'address',
  'idType',
  'idNumber',
  'paidOn',
  'mode',
  'transactionRef',
  'citizen',
  'consent',
] as const;
export type DonationField = (typeof DONATION_FIELDS)[number];

export const donationForm: FormDefinition<DonationField, DonationPayload> = {
  endpoint: ENDPOINTS.donation,
  fields: DONATION_FIELDS,
  wording: donationWording,
  loadValidator: () => loadValidator(donationValidatorUrl),
  toPayload: (values, noticeVersion) => ({ ...values, noticeVersion }) as never,
  conditionalFields: ['idNumber'],
  extraChecks: (payload, today, texts) => {
    const messages = texts?.messages ?? DONATION_MESSAGES;
    const problems = donationProblems(payload, today);
    return Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, messages[key]]));
  },
  errorMessage: contactErrorMessage,
};

export const createPledgeForm = (options: FormOptions = {}): Form<PledgeField> => createForm(pledgeForm, options);
export const createDonationForm = (options: FormOptions = {}): Form<DonationField> => createForm(donationForm, options);
