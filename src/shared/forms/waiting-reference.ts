// An applicant under 18 is e-mailed nothing until her parent or guardian agrees, so the page she sees after
// Send is where she gets her application's reference: after the server's sentence (what happens next), the
// line below in the page's language. The server writes the same line into the page it answers a plain post
// with (server/words/*.json, plainForms.waitingReference): the two are kept word for word alike by
// waiting-reference.test.ts, so a reviewed translation is changed in both.
import type { Language } from '../../../schema/api/languages.ts';
import { fill } from '../../../schema/api/templates.ts';

const WAITING_REFERENCE: Record<Language, string> = {
  en: 'Your reference: {reference}. Please keep it, and quote it if you call or write to us about your application.',
  hi: 'आपकी संदर्भ संख्या: {reference}। कृपया इसे संभालकर रखें, और अपने आवेदन के बारे में हमें फ़ोन करते या लिखते समय यह संख्या बताएँ।',
  te: 'మీ సూచన సంఖ్య: {reference}. దయచేసి దీన్ని జాగ్రత్తగా ఉంచుకోండి. మీ దరఖాస్తు గురించి మాకు ఫోన్ చేసినప్పుడు లేదా రాసినప్పుడు ఈ సంఖ్యను చెప్పండి.',
};

/** A reference as the server answers with it (server/submissions/reference.ts): K7M2-9QXD. */
const SHOWN_REFERENCE = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/**
 * The confirmation a join form shows: the server's sentence, and for an application waiting for a parent or
 * guardian the reference line, when the answer's data carries a reference.
 */
export function withWaitingReference(message: string | null, data: unknown, language: Language): string | null {
  const { awaitingGuardian, reference } = (data ?? {}) as { awaitingGuardian?: unknown; reference?: unknown };
  if (awaitingGuardian !== true || typeof reference !== 'string' || !SHOWN_REFERENCE.test(reference)) return message;
  // A non-breaking hyphen keeps the reference on one line on a narrow phone, as the server's page has it.
  const line = fill(WAITING_REFERENCE[language], { reference: reference.replace('-', '\u2011') });
  return message ? `${message} ${line}` : line;
}
