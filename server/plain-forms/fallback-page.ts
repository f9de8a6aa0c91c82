// A small self-contained page for a plain form post's answer, used when the built page renderer
// is not there (the server started without a build, or the build has no renderer). Readable on
// any phone: the site's name, what happened in plain words, and a link back to the form.
import type { ServedFormState } from '../../schema/api/form-page.ts';
import { FORM_TEXTS } from '../../schema/api/form-texts/index.ts';
import { LANGUAGE_TAGS, type Language, languageOfPath } from '../../schema/api/languages.ts';
import { escapeHtml, htmlDocument } from '../lib/html-page.ts';
import { qrSvg } from '../donations/upi-link.ts';
import { fill, SERVER_WORDS } from '../words/index.ts';

/** Heading, paragraphs (already escaped HTML) and the link text back to the form, for a state. */
function content(state: ServedFormState, language: Language): { title: string; body: string; back: string } {
  const words = SERVER_WORDS[language].plainForms;
  const form = words.forms[state.form];
  if (state.status === 'uploaded') {
    return {
      title: words.uploadResult,
      body: `<h1>${escapeHtml(words.uploadResult)}</h1><pre>${escapeHtml(state.result.json)}</pre>`,
      back: words.testAnother,
    };
  }
  if (state.status === 'pledged') {
    const pay = SERVER_WORDS[language].donations;
    const { pledge } = state;
    const lines = [
      fill(pay.fallbackReference, { reference: pledge.reference }),
      fill(pay.fallbackBank, {
        ...pledge.bank,
        name: pledge.bank.accountName,
        number: pledge.bank.accountNumber,
        bank: pledge.bank.bankName,
      }),
      fill(pay.fallbackCheque, pledge.cheque),
    ];
    return {
      title: form,
      // qrSvg escapes the label; the path is qrcode's own drawing.
      body: `<h1>${escapeHtml(form)}</h1>${pledge.placeholders ? `<p><strong>${escapeHtml(pay.placeholderNotice)}</strong></p>` : ''}<div style="max-width:16rem">${qrSvg(pledge.qr)}</div><p><a href="${escapeHtml(pledge.upiLink)}">${escapeHtml(pay.fallbackPayApp)}</a></p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}`,
      back: fill(words.back, { form }),
    };
  }
  if (state.status === 'submitted') {
    const contact = state.form === 'contact';
    const waiting = state.awaitingGuardian ? FORM_TEXTS[language].guardian.sentTitle : undefined;
    const heading = contact ? words.contactSent : (waiting ?? words.volunteerSent);
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
  return { title: `${FORM_TEXTS[language].errorTitlePrefix}${form}`, body, back: fill(words.back, { form }) };
}

/** The whole page; `address` is the form's page (a path on this site). */
export function fallbackPage(site: string, address: string, state: ServedFormState): string {
  const language = languageOfPath(address);
  const { title, body, back } = content(state, language);
  const again = `<p><a href="${escapeHtml(address)}">${escapeHtml(back)}</a></p>`;
  return htmlDocument({ language, site, title, body: `${body}${again}` });
}

/** The body of the redirect after a plain post (browsers follow it; shown only by those that do not). */
export function redirectBody(location: string): string {
  const language = languageOfPath(location);
  const words = SERVER_WORDS[language].plainForms;
  return `<!doctype html><html lang="${LANGUAGE_TAGS[language]}"><title>${escapeHtml(words.redirectTitle)}</title><p><a href="${escapeHtml(location)}">${escapeHtml(words.redirectLink)}</a></p>`;
}
