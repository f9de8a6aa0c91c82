// The server's words in every language (en.json, hi.json, te.json), and the two ways the code fills one
// of their templates: `fill` for plain text (an e-mail, a sentence escaped where it is shown), `fillHtml`
// for a page (the template's own text escaped, the values put in as the HTML they already are).
import type { Language } from '../../schema/api/languages.ts';
import { fill } from '../../schema/api/templates.ts';
import { escapeHtml } from '../lib/html-page.ts';
import { english, type ServerWords } from './en.ts';
import { hindi } from './hi.ts';
import { telugu } from './te.ts';

export type { ServerWords };
export { fill };

export const SERVER_WORDS: Record<Language, ServerWords> = { en: english, hi: hindi, te: telugu };

/**
 * A template as HTML: its text escaped, each {placeholder} replaced by its value, which is HTML already
 * (escaped by the caller, or markup such as a link). A placeholder without a value stays as written.
 */
export function fillHtml(template: string, html: Record<string, string>): string {
  return template
    .split(/(\{\w+\})/)
    .map((part, index) => {
      const name = part.slice(1, -1);
      return index % 2 === 1 && Object.hasOwn(html, name) ? html[name] : escapeHtml(part);
    })
    .join('');
}
