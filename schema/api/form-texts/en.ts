// The words around the forms in English: the spec's success texts and error catalogue, the
// validation sentences, the fields' names in them and the texts the form code draws itself.
// hi.ts and te.ts give the same in Hindi and Telugu. Plain data (templates with {placeholders}),
// so the build can hand one language's table to a page's form blocks (content/form-notices.ts)
// and the server can answer in the language a form was sent in.
import { DATE_FORMAT_MESSAGE, MINIMUM_AGE_MESSAGE } from '../date-of-birth.ts';
import { MESSAGES, SOMETHING_WENT_WRONG } from '../messages.ts';
import { CATALOGUE } from './catalogue-en.ts';
import { ERROR_SUMMARY_HEADING, ERROR_TITLE_PREFIX } from './error-summary-en.ts';
import { GUARDIAN_TEXTS } from './guardian-en.ts';
import { VALIDATION_SENTENCES } from './validation-en.ts';

export { CATALOGUE, ERROR_SUMMARY_HEADING, ERROR_TITLE_PREFIX, GUARDIAN_TEXTS, VALIDATION_SENTENCES };

/** What the phone fields want (schema/api/phone-number.ts), as the payload schemas describe it. */
const PHONE_RULE =
  'an Indian number has 10 digits (a mobile number starts with 6, 7, 8 or 9; a landline number includes its STD code), with +91 or 0 in front if you like; a number from another country starts with + and its country code, 7 to 15 digits in all. Spaces, dashes, dots or brackets may group the digits.';

/** The whole table, as the server and the other languages use it (the browser imports the parts it needs). */
export const formTexts = {
  messages: { ...MESSAGES } as Record<keyof typeof MESSAGES, string>,
  somethingWentWrong: SOMETHING_WENT_WRONG,
  dateFormat: DATE_FORMAT_MESSAGE,
  minimumAge: MINIMUM_AGE_MESSAGE,
  validation: VALIDATION_SENTENCES,
  /** The fields' names in those sentences (the schemas' titles) and what a pattern wants, in words. */
  titles: {
    name: 'Name',
    phone: 'Phone number',
    email: 'Email',
    message: 'Message',
    consent: 'Agreement to the privacy notice',
    noticeVersion: 'Notice version',
    website: 'Website',
    language: 'Language',
    domain: 'Domain',
    firstName: 'First name',
    lastName: 'Last name',
    contact: 'Contact number',
    dateOfBirth: 'Date of birth',
    whyJoinUs: 'Why do you want to join us',
    questionsForUs: 'Questions for us',
    selectedInitiative: 'Selected initiative',
    guardianName: "Parent or guardian's name",
    guardianEmail: "Parent or guardian's email",
    guardianRelationship: 'Relationship to you',
    pledge: 'Gift reference',
    amount: 'Amount',
    otherAmount: 'Other amount',
    purpose: 'Purpose',
    address: 'Postal address',
    idType: 'ID for the tax deduction',
    idNumber: 'ID number',
    paidOn: 'Date paid',
    mode: 'How you paid',
    transactionRef: 'Transaction reference',
    citizen: 'Indian citizen',
  } as Record<string, string>,
  descriptions: {
    phone: `A telephone number to call back: ${PHONE_RULE}`,
    contact: `A telephone number: ${PHONE_RULE}`,
    otherAmount:
      'The amount in whole rupees when amount is "other": digits only, from 1 to 10000000 (one crore), commas allowed.',
    pledge: 'The reference of the pledge the page showed with the payment details, like K7M2-9QXD.',
    idNumber:
      'The number of the ID chosen: a PAN is 10 characters like ABCDE1234F, an Aadhaar number 12 digits; empty when no ID is given.',
    paidOn: 'The day the money was sent, as DD/MM/YYYY.',
    transactionRef:
      'For UPI the 12-digit UTR (UPI reference) the app shows; for a bank transfer its reference; for a cheque or DD its number.',
  } as Record<string, string>,
  catalogue: CATALOGUE,
  errorTitlePrefix: ERROR_TITLE_PREFIX,
  errorSummaryHeading: ERROR_SUMMARY_HEADING,
  consentLabel: 'Consent',
  guardian: GUARDIAN_TEXTS,
  /** Sentences only the server says (server/lib/errors.ts, form-state.ts). */
  server: {
    cannotSave: 'We could not save your form just now. Please try again in a few minutes.',
    databaseAway: 'We cannot reach our database just now. Please try again in a few minutes.',
    badRequest: 'The request could not be processed. Please check it and try again.',
    retryAfter: 'Too many forms were sent from your network. Please try again in {wait}.',
    second: '1 second',
    seconds: '{n} seconds',
    minute: '1 minute',
    minutes: '{n} minutes',
    /** The "your data" request (server/routes/your-data.ts). */
    yourDataAnswer:
      'Thank you. If we keep anything under this address, a link to see it is on its way there. The link works once, for 24 hours.',
    emailInvalid: 'Please enter a valid email address, like name@example.org.',
  },
};

export type FormTexts = typeof formTexts;
