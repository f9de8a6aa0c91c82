// Is a submission spam? Judged after every rule a person must pass, so a bot is refused by the
// same rules and, once it passes them, gets the same answer as a person. The reason is stored
// with the row in plain words and holds no personal data. Signals, each cheap and explainable:
// - the hidden honeypot field (`website`) is filled: people never see it;
// - more than MAX_LINKS links in the free-text fields: link spam is the bulk of form spam, and a
//   person asking a question rarely pastes three addresses;
// - the scripted form says it was filled faster than MIN_FILL_MS (the optional Form-Fill-Ms
//   header). A missing or unreadable header is never spam: plain posts and old scripts send none.
import type { FastifyRequest } from 'fastify';
import { HONEYPOT_FIELD } from '../../schema/api/payloads.ts';

export const MAX_LINKS = 2;
export const MIN_FILL_MS = 2000;
export const FILL_TIME_HEADER = 'form-fill-ms';

const LINK = /\bhttps?:\/\/|\bwww\./gi;

export const countLinks = (texts: (string | undefined)[]) =>
  texts.reduce((sum, text) => sum + (text?.match(LINK)?.length ?? 0), 0);

/** The time the page says the person took, or undefined when the header is absent or not a number. */
function fillTimeMs(request: FastifyRequest): number | undefined {
  const raw = request.headers[FILL_TIME_HEADER];
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw.trim())) return undefined;
  return Number(raw.trim());
}

/** The reason a submission is judged as spam, or undefined for a real one. */
export function spamReason(
  request: FastifyRequest,
  body: object,
  freeText: (string | undefined)[],
): string | undefined {
  if ((body as Record<string, unknown>)[HONEYPOT_FIELD]) return 'honeypot field filled';
  const links = countLinks(freeText);
  if (links > MAX_LINKS) return `${links} links in the free text (more than ${MAX_LINKS})`;
  const fill = fillTimeMs(request);
  if (fill !== undefined && fill < MIN_FILL_MS) return `form filled in ${fill} ms (under ${MIN_FILL_MS} ms)`;
  return undefined;
}
