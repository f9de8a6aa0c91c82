// The spec's error catalogue (section 8), worded as the spec words it, and which message each
// way a call can end gets on each form. docs/decisions.md (Forms, "Messages") says why.
// The wording functions take the catalogue as an argument, so a form in another language passes
// its own; English is the default.
import { CATALOGUE } from '../../../schema/api/form-texts/catalogue-en.ts';
import { serverMessage, type ApiOutcome } from './api-client.ts';

/** The catalogue in English; form-texts/hi.ts and te.ts give it in Hindi and Telugu. */
export { CATALOGUE };

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
