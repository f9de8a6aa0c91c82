// Sentences the API answers with, shared so the client can recognise or reuse them.
// Plain words for people; no Node APIs (bundled by the client).
import { DONATION_MESSAGES } from './donation-rules.ts';

// The three the browser says itself (the form's own checks), as constants of their own: the page then
// carries only these, not the whole table (a bundler keeps a whole object literal it uses any part of).
export const CONSENT_REQUIRED =
  'Please tick the box to say you have read the privacy notice and agree, so we can use your details.';
export const GUARDIAN_NEEDED = 'Because you are under 18, please give a parent or guardian who can agree for you.';
export const GUARDIAN_EMAIL_SAME = "Your parent or guardian's email must be different from your own email.";

export const MESSAGES = {
  contactStored: 'Thank you! Your message has been sent. We will get back to you soon.',
  volunteerStored: 'Thank you for applying! We have received your application and will contact you soon.',
  uploadReceived: 'PDF received and checked.',
  invalidJson: 'The request body is not valid JSON. Please send the form again.',
  emptyBody: 'The request body is empty. Please fill in the form and send it again.',
  notJson: 'Please send the form as JSON (Content-Type: application/json).',
  notMultipart: 'Please send the file as multipart/form-data with the PDF in the field "resume".',
  bodyTooLarge: 'The form is too large to send. Please shorten your text and try again.',
  fileMissing: 'Please choose a PDF file and send it in the field "resume".',
  fileWrongField: 'The file must be sent in the field "resume".',
  fileTooLarge: 'The file is too large. Please choose a PDF of at most 5 MB.',
  tooManyFiles: 'Please send exactly one PDF file.',
  tooManyFields: 'The upload has too many fields. Send only the PDF (resume) and a name.',
  notPdf: 'This file is not a PDF. Please choose a PDF document (its content must start with %PDF-).',
  rateLimited: 'Too many requests from your network. Please wait a minute and try again.',
  notFound: 'There is no API route at this address.',
  methodNotAllowed: 'This address does not accept that kind of request.',
  serverError: 'Something went wrong on our side. Please try again later.',
  unavailable: 'The service is starting or stopping. Please try again in a moment.',
  initiativeMismatch: 'Selected initiative must be the same as the domain you chose.',
  consentRequired: CONSENT_REQUIRED,
  noticeChanged:
    'Our privacy notice has changed since this page was opened. Please read the notice again (reload the page if it does not show) and tick the box.',
  guardianNeeded: GUARDIAN_NEEDED,
  guardianEmailSame: GUARDIAN_EMAIL_SAME,
  donationPledged: 'Thank you! Here is how to pay your gift. Please quote its reference.',
  donationStored: 'Thank you for your gift! We have your details.',
  ...DONATION_MESSAGES,
} as const;

/**
 * Sentences for a field whatever rule it broke (missing, empty, wrong value): the tick box
 * is only ever refused for being unticked, so "Agreement ... is required." would not say what to do.
 */
export const FIELD_REFUSALS: Readonly<Record<string, string>> = {
  consent: CONSENT_REQUIRED,
  // Not ticking "I am an Indian citizen" is not a slip: the gift cannot be accepted, and the donor is told why.
  citizen: DONATION_MESSAGES.foreignContribution,
};

/** The guardian's fields, asked for when the date of birth is under ADULT_AGE. */
export const GUARDIAN_FIELDS = ['guardianName', 'guardianEmail', 'guardianRelationship'] as const;

/**
 * The spec's catalogue sentence (section 8) for a failure on our side: the scripted contact form shows it,
 * and so do the pages a plain form post gets after a 5xx.
 */
export const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

/** Maximum size of an uploaded PDF, in bytes (5 MB). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
