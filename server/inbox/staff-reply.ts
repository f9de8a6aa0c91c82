// A coordinator's reply to an inbox item, in the sender's language (server/words staffReply): the e-mail
// (her words between a greeting and a closing, From the site's address, Reply-To the form's team address,
// to the sender and, for an applicant under 18, their parent or guardian too), and the WhatsApp link
// offered when the sender gave an Indian mobile number. The e-mail is written when she presses Send, so
// it goes out as she saw it; it is queued with the item and erased with it (server/privacy/erasure.ts).
import type { Language } from '../../schema/api/languages.ts';
import { paragraphsHtml } from '../lib/text-format.ts';
import { visitorText } from '../lib/visitor-text.ts';
import type { EmailPayload } from '../outbox/outbox-store.ts';
import { fill, SERVER_WORDS } from '../words/index.ts';

/** Who is answered, as the item stored it. */
export interface ReplyFacts {
  organisation: string;
  /** K7M2-9QXD */
  reference: string;
  language: Language;
  /** The sender's name as they typed it ('' when none). */
  name: string;
  /** The sender, then (for an applicant under 18) the parent or guardian. */
  to: string[];
  /** The form's team addresses: a reply to the e-mail reaches the team, not the member's own mailbox. */
  teamEmails: string[];
}

/** The lines around her words, as the staff page shows them before she sends. */
export function replyFrame(facts: ReplyFacts, sender: string) {
  const words = SERVER_WORDS[facts.language].staffReply;
  const name = visitorText(facts.name, 60);
  return {
    subject: fill(words.subject, { organisation: facts.organisation, reference: facts.reference }),
    greeting: name ? fill(words.greeting, { name }) : words.greetingNoName,
    closing: words.closing,
    signature: fill(words.signature, { sender, organisation: facts.organisation }),
  };
}

/** The e-mail of a reply: her words as she wrote them (paragraphs kept), framed in the sender's language. */
export function replyEmail(facts: ReplyFacts, sender: string, text: string): EmailPayload {
  const frame = replyFrame(facts, sender);
  const body = text.replace(/\r\n?/g, '\n').trim();
  const paragraphs = [frame.greeting, ...body.split(/\n{2,}/), `${frame.closing}\n${frame.signature}`];
  const html = paragraphsHtml(facts.language, paragraphs);
  return {
    to: facts.to,
    replyTo: facts.teamEmails.join(', '),
    subject: frame.subject,
    text: `${paragraphs.join('\n\n')}\n`,
    html,
    headers: { 'Content-Language': facts.language },
  };
}

/**
 * The number WhatsApp knows an Indian mobile by (91 and its 10 digits), or undefined: 10 digits starting
 * 6 to 9, written with spaces, dashes or brackets, after +91, 91 or 0 or nothing.
 */
export function indianMobile(phone: string): string | undefined {
  const digits = phone.replace(/[\s().-]/g, '');
  const match = /^(?:\+91|91|0)?([6-9]\d{9})$/.exec(digits);
  return match ? `91${match[1]}` : undefined;
}

/** "Reply on WhatsApp": a chat with the sender, its first words a greeting in their language. */
export function whatsappLink(phone: string, facts: Pick<ReplyFacts, 'organisation' | 'reference' | 'language'>) {
  const number = indianMobile(phone);
  if (!number) return null;
  const text = fill(SERVER_WORDS[facts.language].staffReply.whatsapp, {
    organisation: facts.organisation,
    reference: facts.reference,
  });
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}
