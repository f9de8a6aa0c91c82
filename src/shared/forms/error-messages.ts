// The spec's error catalogue (section 8), worded as the spec words it, and which message each
// way a call can end gets on each form. The README's message table mirrors this file.
// The wording functions take the catalogue as an argument, so a form in another language passes
// its own; English is the default.
import { SOMETHING_WENT_WRONG } from '../../../schema/api/messages.ts';
import { serverMessage, type ApiOutcome } from './api-client.ts';

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
} as const;

/** A catalogue in any language: the same messages as CATALOGUE, other words. */
export type FormMessages = { readonly [Key in keyof typeof CATALOGUE]: string };

type Unanswered = Exclude<ApiOutcome, { kind: 'response' }>;

/** The message for a call that ended before any answer; `noResponse` differs per form. */
const unanswered = (outcome: Unanswered, messages: FormMessages, noResponse: string) =>
  ({ timeout: messages.timeout, network: messages.network, 'no-response': noResponse })[outcome.kind];

/** Message for a contact form call that did not end in a confirmed success. */
export function contactErrorMessage(outcome: ApiOutcome, messages: FormMessages): string {
  if (outcome.kind !== 'response') return unanswered(outcome, messages, messages.contactNoResponse);
  const message = serverMessage(outcome);
  const status = outcome.status;
  const refused =
    (status >= 400 && status < 500) ||
    (status < 300 && (outcome.body as { success?: unknown } | null)?.success === false);
  // A 4xx (validation, 413, 415, 429) or an explicit success: false carries a sentence meant for the sender.
  return refused && message ? message : messages.contactOther;
}

/** Message for a join form call that did not end in a confirmed success. */
export function joinErrorMessage(outcome: ApiOutcome, messages: FormMessages): string {
  if (outcome.kind !== 'response') return unanswered(outcome, messages, messages.joinNoResponse);
  const message = serverMessage(outcome);
  const unconfirmed2xx = outcome.status < 300 && (outcome.body as { success?: unknown } | null)?.success !== false;
  // A 2xx that does not say success: false has no error sentence to show, whatever its message says.
  return message && !unconfirmed2xx ? message : `${messages.serverErrorPrefix}${outcome.status}`;
}

/** Upload test: the result area shows the server's JSON as it came; these only when there is none. */
export function uploadErrorMessage(outcome: ApiOutcome, messages: FormMessages = CATALOGUE): string | undefined {
  if (outcome.kind !== 'response') return unanswered(outcome, messages, messages.joinNoResponse);
  return outcome.body === null ? `${messages.serverErrorPrefix}${outcome.status}` : undefined;
}
