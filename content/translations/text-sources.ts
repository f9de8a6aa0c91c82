/**
 * Every text a Hindi or Telugu reader sees, wherever it is written: the one list the glossary check, the
 * review sheet (npm run translations:sheet) and the count of reviewed texts go through. A new home of
 * texts (the server's words) is one more entry in TEXT_SOURCES.
 */
import { formTexts as englishFormTexts } from '../../schema/api/form-texts/en.ts';
import { codeTable } from './source-code-table.ts';
import { pagesOwnLanguages } from './source-own-languages.ts';
import { pageTranslations } from './source-page-translations.ts';
import type { LoadedSource, SourceContext, TextSource } from './text-source.ts';

/**
 * The server's own words (server/words/<language>.json; the content core reads them as data and imports
 * nothing of server/). The server reads them as it runs, so a translator's correction in the staff area
 * reaches its pages and e-mails with a publish.
 */
export const serverWords = codeTable({
  name: 'server pages and e-mails',
  file: (language) => `server/words/${language}.json`,
  english: englishTable('server/words/en.json'),
  page: 'the pages and e-mails the server writes (privacy pages, guardian e-mail, plain form pages)',
  overridable: true,
});

export const TEXT_SOURCES: TextSource[] = [
  pageTranslations,
  pagesOwnLanguages,
  codeTable({
    name: 'forms',
    file: (language) => `schema/api/form-texts/${language}.json`,
    english: () => englishFormTexts,
    page: 'the forms (messages, labels, answers)',
  }),
  codeTable({
    name: 'words around the content',
    file: (language) => `src/shared/i18n/ui-strings/${language}.json`,
    english: englishTable('src/shared/i18n/ui-strings/en.json'),
    page: 'every page (menus, buttons, links)',
  }),
  serverWords,
];

/** The texts of an English table file ({ "texts": ... }); undefined while there is none. */
function englishTable(file: string) {
  return (context: SourceContext): Record<string, unknown> | undefined => {
    const json = context.read(file);
    return json === undefined ? undefined : (JSON.parse(json) as { texts: Record<string, unknown> }).texts;
  };
}

/** Every source's texts in one language (a source whose file is missing gives none). */
export function loadSources(context: SourceContext, sources = TEXT_SOURCES): (LoadedSource & { name: string })[] {
  return sources.flatMap((kind) => {
    const loaded = kind.load(context);
    return loaded ? [{ ...loaded, name: kind.name }] : [];
  });
}
