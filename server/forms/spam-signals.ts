// Is a submission spam? Judged after every rule a person must pass, so a bot is refused by the
// same rules and, once it passes them, gets the same answer as a person. The reason is stored
// with the row in plain words and holds no personal data. A flagged message is not lost: the team
// sees it in the daily digest (spam-digest.ts). Signals, each cheap and explainable:
// - the hidden honeypot field (`website`) is filled: people never see it;
// - a link written as forum or HTML markup ([url=...], <a href=...>): nobody types that into a
//   plain text box, link spammers' tools do;
// - a link in a name field: a name never holds an address;
// - more than MAX_LINKS links, or three or more links with fewer than MIN_WORDS_PER_LINK words of
//   their own each: a list of links, not a message;
// - a link beside a word that only spam uses here (casino, betting, backlinks...).
// A simpler rule ("more than 2 links") would flag a school's invitation with three links and a
// partner's report, photos and video. tests/fixtures/spam/ngo-messages.ts holds 20 genuine messages
// and 9 spam ones of the kind an NGO receives; spam.test.ts measures both rules on them.
// A minimum fill time was weighed and left out: a browser's autofill fills a form as fast as a bot
// driving our own script, and a person wrongly flagged gets no reply.
import { HONEYPOT_FIELD } from '../../schema/api/payloads.ts';

/** More links than this is a list, whatever surrounds them. */
export const MAX_LINKS = 8;
/** From three links on, each needs this many words of the writer's own. */
export const MIN_WORDS_PER_LINK = 3;

const LINK = /\bhttps?:\/\/\S+|\bwww\.\S+/gi;
const MARKUP_LINK = /\[url\b|\[link\b|<a\s[^>]*href/i;
const SPAM_WORDS =
  /\b(casino|betting|viagra|cialis|backlinks?|porn|escort|forex|bitcoin|crypto(?:currency)?|first page of google|seo (?:services|packages|agency))\b/i;

export const countLinks = (texts: (string | undefined)[]) =>
  texts.reduce((sum, text) => sum + (text?.match(LINK)?.length ?? 0), 0);

/** The words of a text once its links are taken out (any script: anything between spaces). */
const wordsBesideLinks = (texts: (string | undefined)[]) =>
  texts.reduce(
    (sum, text) =>
      sum +
      (text ?? '')
        .replace(LINK, ' ')
        .split(/\s+/)
        .filter((w) => /\p{L}/u.test(w)).length,
    0,
  );

export interface SpamFields {
  /** The free-text fields (message, why join us, questions). */
  freeText: (string | undefined)[];
  /** The fields that hold a name (name, first and last name). */
  names: (string | undefined)[];
}

/** The reason a submission is judged as spam, or undefined for a real one. */
export function spamReason(body: object, fields: SpamFields): string | undefined {
  if ((body as Record<string, unknown>)[HONEYPOT_FIELD]) return 'honeypot field filled';
  const { freeText, names } = fields;
  if (freeText.some((text) => text && MARKUP_LINK.test(text))) return 'a link written as markup ([url] or <a href>)';
  if (countLinks(names) > 0 || names.some((name) => name && MARKUP_LINK.test(name))) return 'a link in a name field';
  const links = countLinks(freeText);
  if (links > MAX_LINKS) return `${links} links in the free text (more than ${MAX_LINKS})`;
  const words = wordsBesideLinks(freeText);
  if (links >= 3 && words < links * MIN_WORDS_PER_LINK) {
    return `${links} links with ${words} words of text (a list of links)`;
  }
  if (links > 0 && freeText.some((text) => text && SPAM_WORDS.test(text))) return 'a link beside a spam word';
  return undefined;
}
