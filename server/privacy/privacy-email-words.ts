// The words of one privacy e-mail to a visitor or a guardian, from server/words: the guardian's
// request, the Your data link and the erasure's confirmation. Plain text; privacy-messages.ts escapes
// it where it draws the HTML part.
import type { Language } from '../../schema/api/languages.ts';
import { fill, SERVER_WORDS } from '../words/index.ts';

export interface EmailWords {
  subject: string;
  paragraphs: string[];
  linkLabel?: string;
  /** Paragraphs after the link. */
  closing?: string[];
}

export interface GuardianRequestFacts {
  organisation: string;
  firstName: string;
  applicant: string;
  centre: string;
  /** The guardian's name and relationship as the applicant gave them (absent: a general word). */
  guardianName?: string;
  relationship?: string;
  expires: string;
}

/** To a guardian, in the language the applicant used; the last paragraph (ask us by reply) follows the link. */
export function guardianRequestWords(language: Language, facts: GuardianRequestFacts): Required<EmailWords> {
  const words = SERVER_WORDS[language].guardianRequest;
  const { guardianName, relationship, ...rest } = facts;
  const values = { ...rest, relationship: relationship ?? words.someRelationship };
  const greeting = guardianName ? fill(words.greeting, { name: guardianName }) : words.greetingNoName;
  const paragraphs = words.paragraphs.map((paragraph) => fill(paragraph, values));
  return {
    subject: fill(words.subject, values),
    paragraphs: [greeting, ...paragraphs.slice(0, -1)],
    linkLabel: words.linkLabel,
    closing: paragraphs.slice(-1),
  };
}

/** The Your data link, in the language of the page the visitor asked from. */
export function yourDataLinkWords(language: Language, organisation: string, hours: number): Required<EmailWords> {
  const words = SERVER_WORDS[language].visitorEmails.yourDataLink;
  const values = { organisation, hours };
  return {
    subject: fill(words.subject, values),
    paragraphs: words.paragraphs.map((paragraph) => fill(paragraph, values)),
    linkLabel: words.linkLabel,
    closing: [],
  };
}

/** The confirmation that `count` items were erased. */
export function erasureWords(language: Language, organisation: string, count: number): EmailWords {
  const words = SERVER_WORDS[language].visitorEmails.erased;
  const values = { organisation, count };
  const what = count === 1 ? words.erasedOne : words.erasedMany;
  return {
    subject: fill(words.subject, values),
    paragraphs: [what, ...words.paragraphs].map((paragraph) => fill(paragraph, values)),
  };
}
