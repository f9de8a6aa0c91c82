// A small self-contained page for a plain form post's answer, used when the built page renderer
// is not there (the server started without a build, or the build has no renderer). Readable on
// any phone: the site's name, what happened in plain words, and a link back to the form.
import fs from 'node:fs';
import type { FormName, ServedFormState } from '../../schema/api/form-page.ts';
import { FORM_TEXTS } from '../../schema/api/form-texts/index.ts';
import { HTML_LANG, type Language, languageOfPath } from './languages.ts';

function siteName(): string {
  try {
    const pages = JSON.parse(fs.readFileSync(new URL('../../pages.json', import.meta.url), 'utf8'));
    return pages.site.organisation.name;
  } catch {
    return 'Our website';
  }
}
const SITE_NAME = siteName();

// The page's words in each language (Hindi and Telugu: needs review by a native speaker; the headings
// as translations/hi.json and te.json give the forms' own).
const WORDS = {
  en: {
    forms: { contact: 'Contact us', volunteer: 'Join us', testUpload: 'File upload test' },
    uploadResult: 'Upload result',
    testAnother: 'Test another file',
    contactSent: 'Message Sent Successfully!',
    contactSentText: 'We will get back to you soon.',
    volunteerSent: 'Application Submitted Successfully!',
    sendAnother: 'Send Another Message',
    submitAnother: 'Submit Another Application',
    problem: 'There is a problem',
    back: (form: string) => `Back to the form (${form})`,
    sent: 'Sent',
    continue: 'Continue',
  },
  hi: {
    forms: { contact: 'संपर्क करें', volunteer: 'हमसे जुड़ें', testUpload: 'फ़ाइल अपलोड परीक्षण' },
    uploadResult: 'अपलोड का परिणाम',
    testAnother: 'दूसरी फ़ाइल जाँचें',
    contactSent: 'संदेश सफलतापूर्वक भेज दिया गया!',
    contactSentText: 'हम जल्द ही आपसे संपर्क करेंगे।',
    volunteerSent: 'आवेदन सफलतापूर्वक जमा हो गया!',
    sendAnother: 'एक और संदेश भेजें',
    submitAnother: 'एक और आवेदन जमा करें',
    problem: 'कोई समस्या है',
    back: (form: string) => `फ़ॉर्म पर वापस जाएँ (${form})`,
    sent: 'भेज दिया गया',
    continue: 'आगे बढ़ें',
  },
  te: {
    forms: { contact: 'మమ్మల్ని సంప్రదించండి', volunteer: 'మాతో చేరండి', testUpload: 'ఫైల్ అప్‌లోడ్ పరీక్ష' },
    uploadResult: 'అప్‌లోడ్ ఫలితం',
    testAnother: 'మరో ఫైల్‌ను పరీక్షించండి',
    contactSent: 'మీ సందేశం విజయవంతంగా పంపబడింది!',
    contactSentText: 'త్వరలోనే మేము మిమ్మల్ని సంప్రదిస్తాము.',
    volunteerSent: 'మీ దరఖాస్తు విజయవంతంగా సమర్పించబడింది!',
    sendAnother: 'మరో సందేశం పంపండి',
    submitAnother: 'మరో దరఖాస్తు సమర్పించండి',
    problem: 'ఒక సమస్య ఉంది',
    back: (form: string) => `ఫారమ్‌కు తిరిగి వెళ్లండి (${form})`,
    sent: 'పంపబడింది',
    continue: 'కొనసాగించండి',
  },
} satisfies Record<Language, { forms: Record<FormName, string> } & Record<string, unknown>>;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Heading, paragraphs (already escaped HTML) and the link text back to the form, for a state. */
function content(state: ServedFormState, language: Language): { title: string; body: string; back: string } {
  const words = WORDS[language];
  const form = words.forms[state.form];
  if (state.status === 'uploaded') {
    return {
      title: words.uploadResult,
      body: `<h1>${escapeHtml(words.uploadResult)}</h1><pre>${escapeHtml(state.result.json)}</pre>`,
      back: words.testAnother,
    };
  }
  if (state.status === 'submitted') {
    const contact = state.form === 'contact';
    const heading = contact ? words.contactSent : words.volunteerSent;
    const text = contact ? words.contactSentText : (state.message ?? '');
    return {
      title: heading,
      body: `<h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p>`,
      back: contact ? words.sendAnother : words.submitAnother,
    };
  }
  const problems = Object.values(state.fieldErrors).map((sentence) => `<li>${escapeHtml(sentence)}</li>`);
  const body =
    `<h1>${escapeHtml(words.problem)}</h1>${state.message ? `<p>${escapeHtml(state.message)}</p>` : ''}` +
    (problems.length ? `<ul>${problems.join('')}</ul>` : '');
  return { title: `${FORM_TEXTS[language].errorTitlePrefix}${form}`, body, back: words.back(form) };
}

/** The whole page; `address` is the form's page (a path on this site). */
export function fallbackPage(address: string, state: ServedFormState): string {
  const language = languageOfPath(address);
  const { title, body, back } = content(state, language);
  return `<!doctype html>
<html lang="${HTML_LANG[language]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - ${escapeHtml(SITE_NAME)}</title>
<style>body{font:1.1rem/1.5 system-ui,sans-serif;max-width:40rem;margin:1rem auto;padding:0 1rem;color:#1a1a1a}
pre{white-space:pre-wrap;word-break:break-word;background:#f3f3f3;padding:1rem}a{color:#0b57d0}</style>
</head><body><header><p><strong>${escapeHtml(SITE_NAME)}</strong></p></header>
<main>${body}<p><a href="${escapeHtml(address)}">${escapeHtml(back)}</a></p></main></body></html>
`;
}

/** The body of the redirect after a plain post (browsers follow it; shown only by those that do not). */
export function redirectBody(location: string): string {
  const language = languageOfPath(location);
  const words = WORDS[language];
  return `<!doctype html><html lang="${HTML_LANG[language]}"><title>${escapeHtml(words.sent)}</title><p><a href="${escapeHtml(location)}">${escapeHtml(words.continue)}</a></p>`;
}
