/**
 * What `npm run pages:check` says about one language's translations, as the section editor shows it: each
 * message on the field of pages.json it is about. A translation of something that is gone (an error, as in
 * pages:check), a stale one (made from an older English), the texts of a page not yet translated (one message
 * per page and language, as pages:check counts them), and a translated section that an edit sent back to
 * English on /hi/ or /te/ (section-fallbacks.ts). The server's check gives them with its messages.
 */
import { LANGUAGE_NAMES_IN_ENGLISH, type TranslatedLanguage } from '../../schema/api/languages.ts';
import type { LanguageReport } from './check.ts';
import type { TranslationFile } from './file-shape.ts';
import { fromPointer, type Segment } from './pointer.ts';
import { sectionFallbacks } from './section-fallbacks.ts';

const PREFIX: Record<TranslatedLanguage, string> = { hi: '/hi/', te: '/te/' };

interface PagesShape {
  pages: { path: string }[];
}

/** A translation message about a place in pages.json. */
export interface FieldMessage {
  severity: 'error' | 'warning';
  message: string;
  /** Where the value is in pages.json: ["pages", 2, "blocks", 0, "heading"]; [] when no field is known. */
  path: Segment[];
  /**
   * Shown in the list, not under the field: a stale translation (its own box under the field says so) or a
   * count of a page's texts not yet translated (about the page, placed at its first such text for Show).
   */
  listOnly?: true;
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

const valueAt = (root: unknown, path: Segment[]) =>
  path.length
    ? path.reduce<unknown>((node, key) => (node as Record<Segment, unknown> | undefined)?.[key], root)
    : undefined;

/**
 * One language's report (checkLanguage of check.ts) on `data`, placed on its fields; `given` is the
 * translation file checked (undefined when there is none or it cannot be read).
 */
export function fieldMessages(
  data: PagesShape,
  language: TranslatedLanguage,
  report: Pick<LanguageReport, 'problems' | 'missing'>,
  given: TranslationFile | undefined,
): FieldMessage[] {
  const name = LANGUAGE_NAMES_IN_ENGLISH[language];
  const found: FieldMessage[] = [];
  for (const reported of report.problems) {
    const path = placeOf(data, reported.where);
    // A text emptied for a moment keeps its translations in the editor: its own field says it is empty.
    if (reported.severity === 'error' && valueAt(data, path) === '') continue;
    const stale = reported.message.startsWith('the English has changed since this was translated');
    if (stale)
      found.push({
        severity: reported.severity,
        path,
        message: `the ${name} was translated from an older English, so ${PREFIX[language]} shows it in English until someone checks it: change the ${name}, or choose Still right.`,
        listOnly: true,
      });
    else found.push({ severity: reported.severity, path, message: `${name}: ${reported.message}.` });
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
      severity: 'warning',
      path: places[0],
      message: `${count} of ${where} ${places.length === 1 ? 'has' : 'have'} no ${name} yet; ${PREFIX[language]} shows ${page < 0 ? 'them' : 'their sections'} in English. Write the ${name} under each English text.`,
      listOnly: true,
    });
  }
  for (const fallback of sectionFallbacks(data, language, given)) {
    const count = fallback.untranslated.length;
    const texts = fallback.untranslated
      .map(({ text }) => `"${text.length > 40 ? `${text.slice(0, 37)}...` : text}"`)
      .join(', ');
    found.push({
      severity: 'warning',
      path: ['pages', fallback.pageIndex, 'blocks', fallback.section],
      message: `this whole section is shown in English on ${PREFIX[language]}, though it is translated, because ${count === 1 ? '1 of its texts has' : `${count} of its texts have`} no current ${name} (${texts}). Translate ${count === 1 ? 'it' : 'them'} again, or choose Still right where the ${name} still says the same.`,
    });
  }
  return found;
}
