// The one way the server draws and sends a page of its own (the privacy pages, the small pages
// of a plain form post when no built renderer is there): escaped values, the page's language,
// one small stylesheet readable on any phone, never stored by a cache, never indexed.
import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../../content/escape-html.ts';
import { LANGUAGE_TAGS, type Language } from '../../schema/api/languages.ts';

export const HTML_TYPE = 'text/html; charset=utf-8';

export { escapeHtml } from '../../content/escape-html.ts';

const STYLE = `body{font:1.1rem/1.5 system-ui,sans-serif;max-width:42rem;margin:1rem auto;padding:0 1rem;color:#1a1a1a}
a{color:#0b57d0}button{font:inherit;padding:.5rem 1rem;margin:.25rem 0;cursor:pointer}
.danger{background:#b3261e;color:#fff;border:0;border-radius:4px}.primary{background:#0b57d0;color:#fff;border:0;border-radius:4px}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ccc;padding:.5rem;text-align:left;vertical-align:top}
textarea,select{font:inherit;width:100%;box-sizing:border-box}label{display:block;margin-top:.75rem;font-weight:600}
.notice{background:#f3f3f3;padding:.5rem 1rem;border-left:4px solid #0b57d0}
dl.details{margin:.5rem 0 1rem}dl.details dt{font-weight:600;margin-top:.5rem}dl.details dd{margin:0;overflow-wrap:anywhere}
pre{white-space:pre-wrap;word-break:break-word;background:#f3f3f3;padding:1rem}`;

export interface PageParts {
  language: Language;
  /** The site's name, shown above the page and after the title. */
  site: string;
  title: string;
  /** HTML, its values already escaped. */
  body: string;
  /** HTML, its values already escaped. */
  footer?: string;
}

// Referrer "same-origin", not "no-referrer": a link's token never leaves for another site, and Chromium
// still names our origin on these pages' form posts (no-referrer sends "Origin: null", which the
// cross-site check refuses: found by the guardian browser test).
export function htmlDocument({ language, site, title, body, footer }: PageParts): string {
  const name = escapeHtml(site);
  return `<!doctype html>
<html lang="${LANGUAGE_TAGS[language]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><meta name="referrer" content="same-origin">
<title>${escapeHtml(title)} - ${name}</title>
<style>${STYLE}</style>
</head><body><header><p><strong>${name}</strong></p></header>
<main>${body}</main>
${footer ? `<footer><p>${footer}</p></footer>` : ''}</body></html>
`;
}

/** Sends a drawn page: personal pages and answers to a post are never kept by a cache. */
export const sendHtml = (reply: FastifyReply, status: number, html: string) =>
  reply.code(status).header('content-type', HTML_TYPE).header('cache-control', 'no-store').send(html);
