// The server's words in every language (en.json, hi.json, te.json), and the two ways the code fills one
// of their templates: `fill` for plain text (an e-mail, a sentence escaped where it is shown), `fillHtml`
// for a page (the template's own text escaped, the values put in as the HTML they already are).
import { layOverrides } from '../../content/translations/code-overrides.ts';
import type { TranslationFile } from '../../content/translations/file-shape.ts';
import type { Language, TranslatedLanguage } from '../../schema/api/languages.ts';
import { fill } from '../../schema/api/templates.ts';
import { escapeHtml } from '../lib/html-page.ts';
import { english, type ServerWords } from './en.ts';
import { hindi } from './hi.ts';
import { telugu } from './te.ts';

export type { ServerWords };
export { fill };

const CODE: Record<TranslatedLanguage, ServerWords> = { hi: hindi, te: telugu };

/**
 * The words the server uses now: the code's tables with the published content's corrections laid over them
 * (layServerWordCorrections). Read at render, so a page or an e-mail drawn after a publish has the new words.
 */
export const SERVER_WORDS: Record<Language, ServerWords> = { en: english, ...CODE };

/**
 * Lays a published revision's corrections of the server's words (each translation file's "code" member) over
 * the code's tables; called as the server takes that revision's content (served-content.ts).
 */
export function layServerWordCorrections(
  translations: Partial<Record<TranslatedLanguage, Pick<TranslationFile, 'code'>>>,
): void {
  for (const language of Object.keys(CODE) as TranslatedLanguage[])
    SERVER_WORDS[language] = layOverrides(
      CODE[language],
      english,
      translations[language]?.code ?? {},
      `server/words/${language}.json`,
    );
}

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
