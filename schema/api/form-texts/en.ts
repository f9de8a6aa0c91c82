// The words around the forms in English: the spec's success texts and error catalogue, the
// validation sentences, the fields' names in them and the texts the form code draws itself.
// hi.ts and te.ts give the same in Hindi and Telugu. Plain data (templates with {placeholders}),
// so the build can hand one language's table to a page's form blocks (scripts/lib/form-notices.ts)
// and the server can answer in the language a form was sent in.
import { DATE_FORMAT_MESSAGE, MINIMUM_AGE_MESSAGE } from '../date-of-birth.ts';
import { MESSAGES, SOMETHING_WENT_WRONG } from '../messages.ts';

/** The sentences of validation-messages.ts: {label} is the field's name, {limit}, {values}, {description}. */
export const VALIDATION_SENTENCES = {
  required: '{label} is required.',
  minLength: '{label} is required and cannot be empty.',
  maxLength: '{label} is too long: at most {limit} characters.',
  type: '{label} must be text.',
  email: '{label} must be a valid e-mail address, like name@example.org.',
  format: '{label} is not in the expected format.',
  pattern: '{label} is not valid. {description}',
  enum: '{label} must be one of: {values}.',
  invalid: '{label} is not valid.',
  notObject: 'The form must be sent as a JSON object with its fields.',
};

/** The spec's catalogue (src/shared/forms/error-messages.ts says which call outcome gets which). */
export const CATALOGUE = {
  /** Contact and join: our 10 s timer ran out (axios ECONNABORTED in the original). */
  timeout: 'Please wait a minute and try again; if the issue persists, contact us via email.',
  /** Contact and join: the server could not be reached at all. */
  network: 'Cannot connect to server. Make sure backend is running on port 5000.',
  /** Contact: the call failed some other way before any answer came. */
  contactNoResponse: 'Try again in 1 minute.',
  /** Contact: anything else (5xx, an answer without a message, a 2xx without success). */
  contactOther: SOMETHING_WENT_WRONG,
  /** Join: the call failed some other way before any answer came. */
  joinNoResponse: 'No response from server. Check if backend is running.',
  /** Join: an answer without a message of its own; followed by the HTTP status. */
  serverErrorPrefix: 'Server error: ',
  /** Upload test: the alert without a chosen file. */
  selectFileFirst: 'Please select a file first',
};

/** The join form's guardian section, drawn by the form's code. */
export const GUARDIAN_TEXTS = {
  legendMinor: 'Your parent or guardian',
  legendMaybe: 'If you are under 18: your parent or guardian',
  name: "Parent or guardian's name",
  email: "Parent or guardian's email",
  relationship: 'Their relationship to you',
  relationshipPlaceholder: 'For example: Mother',
};

export const ERROR_TITLE_PREFIX = 'Error: ';
export const ERROR_SUMMARY_HEADING = 'There is a problem';

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
  } as Record<string, string>,
  descriptions: {
    phone:
      'A telephone number to call back: 7 to 15 digits, optionally starting with + and grouped with spaces, dashes, dots or brackets.',
    contact:
      'A telephone number: 7 to 15 digits, optionally starting with + and grouped with spaces, dashes, dots or brackets.',
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
  },
};

export type FormTexts = typeof formTexts;
