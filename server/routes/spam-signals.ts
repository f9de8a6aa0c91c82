// Is a submission spam? Judged after every rule a person must pass, so a bot is refused by the
// same rules and, once it passes them, gets the same answer as a person. The reason is stored
// with the row in plain words and holds no personal data. Signals, each cheap and explainable:
// - the hidden honeypot field (`website`) is filled: people never see it;
// - more than MAX_LINKS links in the free-text fields: link spam is the bulk of form spam, and a
//   person asking a question rarely pastes three addresses.
// A minimum fill time was weighed and left out: a browser's autofill fills a form as fast as a bot
// driving our own script, and a person wrongly flagged gets no reply.
import { HONEYPOT_FIELD } from '../../schema/api/payloads.ts';

export const MAX_LINKS = 2;

const LINK = /\bhttps?:\/\/|\bwww\./gi;

export const countLinks = (texts: (string | undefined)[]) =>
  texts.reduce((sum, text) => sum + (text?.match(LINK)?.length ?? 0), 0);

/** The reason a submission is judged as spam, or undefined for a real one. */
export function spamReason(body: object, freeText: (string | undefined)[]): string | undefined {
  if ((body as Record<string, unknown>)[HONEYPOT_FIELD]) return 'honeypot field filled';
  const links = countLinks(freeText);
  if (links > MAX_LINKS) return `${links} links in the free text (more than ${MAX_LINKS})`;
  return undefined;
}
