// The banner a signed-in editor sees at the top of a page answered from the draft's preview, so she
// knows she is not seeing what visitors see, and how to get back. Added to the HTML as it is sent: the
// prerendered files stay as they are. Its style is inline (the site's CSP allows inline styles, not
// scripts) and static, so it scrolls away above the sticky header instead of covering it. Both links go to
// the staff area: stopping the preview is a POST with the session's CSRF token, which only the staff app
// has (publishing-page.tsx does it on arrival at PREVIEW_LINKS.stop).
import { type Language, languageOfPath } from '../../schema/api/languages.ts';
import { PREVIEW_LINKS } from '../../schema/api/publishing.ts';
import { escapeHtml } from '../lib/html-page.ts';
import { fillHtml, SERVER_WORDS } from '../words/index.ts';

// Dark text on amber: 13:1, and a focus ring in the text's colour.
const STYLE = `<style>
.staff-preview-banner{position:static;display:flex;flex-wrap:wrap;align-items:center;gap:.5rem 1rem;margin:0;padding:.5rem 1rem;background:#ffe08a;color:#1b1b1b;border-bottom:3px solid #7a5900;font-size:1rem;line-height:1.4;overflow-wrap:anywhere}
.staff-preview-banner p{margin:0;flex:1 1 16rem;min-width:0;font-weight:600}
.staff-preview-banner a{display:inline-flex;align-items:center;min-height:44px;padding:0 .75rem;border:2px solid #1b1b1b;border-radius:4px;background:#fff;color:#1b1b1b;text-decoration:none;font-weight:600}
.staff-preview-banner a:hover{text-decoration:underline}
.staff-preview-banner a:focus-visible{outline:3px solid #1b1b1b;outline-offset:2px}
</style>`;

/** The banner alone, in the language of the page's address. */
export function previewBanner(language: Language, revision: number): string {
  const words = SERVER_WORDS[language].previewBanner;
  return `<div class="staff-preview-banner" role="region" aria-label="${escapeHtml(words.label)}">
<p>${fillHtml(words.notice, { revision: String(revision) })}</p>
<a href="${PREVIEW_LINKS.editor}">${escapeHtml(words.backToEditor)}</a>
<a href="${PREVIEW_LINKS.stop}">${escapeHtml(words.stopPreviewing)}</a>
</div>`;
}

/** The page with the banner first in its <body> and the banner's style at the end of its <head>. */
export function withPreviewBanner(html: string, urlPath: string, revision: number): string {
  const banner = previewBanner(languageOfPath(urlPath), revision);
  const headEnd = html.search(/<\/head>/i);
  const styled = headEnd >= 0 ? `${html.slice(0, headEnd)}${STYLE}${html.slice(headEnd)}` : html;
  const body = /<body\b[^>]*>/i.exec(styled);
  if (body) {
    const at = body.index + body[0].length;
    return `${styled.slice(0, at)}${banner}${styled.slice(at)}`;
  }
  // A page without its own <body> tag (a bare fragment): the banner goes first, after the doctype.
  const doctype = /^\s*<!doctype[^>]*>/i.exec(styled)?.[0] ?? '';
  return `${doctype}${headEnd >= 0 ? '' : STYLE}${banner}${styled.slice(doctype.length)}`;
}
