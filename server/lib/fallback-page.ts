// A small self-contained page for a plain form post's answer, used when the built page renderer
// is not there (the server started without a build, or the build has no renderer). Readable on
// any phone: the site's name, what happened in plain words, and a link back to the form.
import fs from 'node:fs';
import type { FormName, ServedFormState } from '../../schema/api/form-page.ts';

function siteName(): string {
  try {
    const pages = JSON.parse(fs.readFileSync(new URL('../../pages.json', import.meta.url), 'utf8'));
    return pages.site.organisation.name;
  } catch {
    return 'Our website';
  }
}
const SITE_NAME = siteName();

const FORM_TITLES: Record<FormName, string> = {
  contact: 'Contact us',
  volunteer: 'Join us',
  testUpload: 'File upload test',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Heading, paragraphs (already escaped HTML) and the link text back to the form, for a state. */
function content(state: ServedFormState): { title: string; body: string; back: string } {
  const form = FORM_TITLES[state.form];
  if (state.status === 'uploaded') {
    return {
      title: 'Upload result',
      body: `<h1>Upload result</h1><pre>${escapeHtml(state.result.json)}</pre>`,
      back: 'Test another file',
    };
  }
  if (state.status === 'submitted') {
    const contact = state.form === 'contact';
    const heading = contact ? 'Message Sent Successfully!' : 'Application Submitted Successfully!';
    const text = contact ? 'We will get back to you soon.' : (state.message ?? '');
    return {
      title: heading,
      body: `<h1>${heading}</h1><p>${escapeHtml(text)}</p>`,
      back: contact ? 'Send Another Message' : 'Submit Another Application',
    };
  }
  const problems = Object.values(state.fieldErrors).map((sentence) => `<li>${escapeHtml(sentence)}</li>`);
  const body =
    `<h1>There is a problem</h1>${state.message ? `<p>${escapeHtml(state.message)}</p>` : ''}` +
    (problems.length ? `<ul>${problems.join('')}</ul>` : '');
  return { title: `Error: ${form}`, body, back: `Back to the form (${form})` };
}

/** The whole page; `address` is the form's page (a path on this site). */
export function fallbackPage(address: string, state: ServedFormState): string {
  const { title, body, back } = content(state);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - ${escapeHtml(SITE_NAME)}</title>
<style>body{font:1.1rem/1.5 system-ui,sans-serif;max-width:40rem;margin:1rem auto;padding:0 1rem;color:#1a1a1a}
pre{white-space:pre-wrap;word-break:break-word;background:#f3f3f3;padding:1rem}a{color:#0b57d0}</style>
</head><body><header><p><strong>${escapeHtml(SITE_NAME)}</strong></p></header>
<main>${body}<p><a href="${escapeHtml(address)}">${escapeHtml(back)}</a></p></main></body></html>
`;
}
