/**
 * What `npm run pages:check` says about the Hindi and Telugu of the content the editor holds (its unsaved
 * translations included), as messages on the fields they are about (#26): a translation of something that
 * is gone (an error, as in pages:check), a stale one (made from an older English), the texts of a page not
 * yet translated (one message per page and language, as pages:check counts them), and a translated section
 * that an edit sent back to English on /hi/ or /te/ (section-fallbacks.ts).
 */
import { checkLanguage } from '../../content/translations/check.ts';
import { parseTranslations } from '../../content/translations/load.ts';
import { fromPointer, type Segment } from '../../content/translations/pointer.ts';
import { sectionFallbacks } from '../../content/translations/section-fallbacks.ts';
import type { TranslationFile } from '../../content/translations/file-shape.ts';
import {
  TRANSLATED_LANGUAGES,
  type TranslatedLanguage,
  LANGUAGE_NAMES_IN_ENGLISH,
} from '../../schema/api/languages.ts';

const PREFIX: Record<TranslatedLanguage, string> = { hi: '/hi/', te: '/te/' };

interface PagesShape {
  pages: { path: string }[];
}

/** The place in pages.json of a translation named `page > pointer` ("site > /navigation/0/label"). */
function placeOf(data: PagesShape, where: string): Segment[] {
  const at = where.indexOf(' > /');
  if (at < 0) return [];
  const owner = where.slice(0, at);
  const inner = fromPointer(where.slice(at + 3)).map((part) => (/^(0|[1-9]\d*)$/.test(part) ? Number(part) : part));
  if (owner === 'site') return ['site', ...inner];
  const index = data.pages.findIndex((page) => page.path === owner);
  return index < 0 ? [] : ['pages', index, ...inner];
}

/** A message about a place in pages.json (field-problems.ts gives it the rest of a checker's problem). */
export interface TranslationProblem {
  severity: 'error' | 'warning';
  message: string;
  path: Segment[];
  /**
   * Shown in the list, not under the field: a stale translation (its own box under the field says so) or a
   * count of a page's texts not yet translated (about the page, placed at its first such text for Show).
   */
  listOnly?: true;
}

const valueAt = (root: unknown, path: Segment[]) =>
  path.length
    ? path.reduce<unknown>((node, key) => (node as Record<Segment, unknown> | undefined)?.[key], root)
    : undefined;

const problem = (severity: TranslationProblem['severity'], path: Segment[], message: string) => ({
  severity,
  message,
  path,
});

export function translationProblems(
  pagesText: string,
  data: PagesShape,
  translations: Partial<Record<TranslatedLanguage, TranslationFile>>,
): TranslationProblem[] {
  const found: TranslationProblem[] = [];
  for (const language of TRANSLATED_LANGUAGES) {
    const name = `translations/${language}.json`;
    const given = translations[language];
    const loaded = given
      ? parseTranslations(JSON.stringify(given, null, 2), name, language)
      : { file: name, problems: [] };
    const report = checkLanguage(pagesText, data, loaded, language);
    for (const reported of report.problems) {
      const path = placeOf(data, reported.where);
      // A text emptied for a moment keeps its translations in the editor: its own field says it is empty.
      if (reported.severity === 'error' && valueAt(data, path) === '') continue;
      const stale = reported.message.startsWith('the English has changed since this was translated');
      const message = stale
        ? `the ${LANGUAGE_NAMES_IN_ENGLISH[language]} was translated from an older English, so ${PREFIX[language]} shows it in English until someone checks it: change the ${LANGUAGE_NAMES_IN_ENGLISH[language]}, or choose Still right.`
        : `${LANGUAGE_NAMES_IN_ENGLISH[language]}: ${reported.message}.`;
      found.push({ ...problem(reported.severity, path, message), ...(stale ? { listOnly: true as const } : {}) });
    }
    const byPage = new Map<number, Segment[][]>();
    for (const missing of report.missing) {
      const page = missing.page === undefined ? -1 : data.pages.findIndex((p) => p.path === missing.page);
      byPage.set(page, [...(byPage.get(page) ?? []), missing.segments]);
    }
    for (const [page, places] of byPage) {
      const where = page < 0 ? 'the menu, footer and site settings' : `the page ${data.pages[page].path}`;
      const count = places.length === 1 ? '1 text' : `${places.length} texts`;
      found.push({
        ...problem(
          'warning',
          places[0],
          `${count} of ${where} ${places.length === 1 ? 'has' : 'have'} no ${LANGUAGE_NAMES_IN_ENGLISH[language]} yet; ${PREFIX[language]} shows ${page < 0 ? 'them' : 'their sections'} in English. Write the ${LANGUAGE_NAMES_IN_ENGLISH[language]} under each English text.`,
        ),
        listOnly: true,
      });
    }
    for (const fallback of sectionFallbacks(data, language, given)) {
      const count = fallback.untranslated.length;
      found.push(
        problem(
          'warning',
          ['pages', fallback.pageIndex, 'blocks', fallback.section],
          `this whole section is shown in English on ${PREFIX[language]}, though it is translated, because ${count === 1 ? '1 of its texts has' : `${count} of its texts have`} no current ${LANGUAGE_NAMES_IN_ENGLISH[language]} (${fallback.untranslated.map((text) => `"${text.text.length > 40 ? `${text.text.slice(0, 37)}...` : text.text}"`).join(', ')}). Translate ${count === 1 ? 'it' : 'them'} again, or choose Still right where the ${LANGUAGE_NAMES_IN_ENGLISH[language]} still says the same.`,
        ),
      );
    }
  }
  return found;
}
