/**
 * npm run translations:extract -- <hi|te> [--write]: the texts of pages.json that translations/<language>.json
 * does not translate yet, as entries with their English and an empty "text", in the file's own format.
 * Without --write they are printed; with --write they are added to the file, which keeps every entry it
 * has in its order (new pages and texts go after them, in pages.json's order). The rule of what is a text
 * is the checker's own (content/translations/translatable.ts), so the two always agree.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '../../schema/api/languages.ts';
import { validatePagesText } from '../../content/validation/index.ts';
import { checkLanguage } from '../../content/translations/check.ts';
import { loadTranslations, type TranslationFile } from '../../content/translations/load.ts';

export const REVIEW_NOTE = 'needs review by a native speaker';

/** `existing` with an empty entry added for every missing text. */
export function withMissing(
  existing: TranslationFile | undefined,
  language: TranslatedLanguage,
  missing: { page?: string; pointer: string; text: string }[],
): TranslationFile {
  const file: TranslationFile = existing
    ? structuredClone(existing)
    : { language, review: REVIEW_NOTE, site: {}, pages: {} };
  for (const { page, pointer, text } of missing) {
    if (page !== undefined && !file.pages[page]) file.pages[page] = {};
    const group = page === undefined ? file.site : file.pages[page];
    group[pointer] = { en: text, text: '' };
  }
  return file;
}

function main(argv: string[]): number {
  const language = argv.find((arg) => !arg.startsWith('--'));
  if (!language || !(TRANSLATED_LANGUAGES as readonly string[]).includes(language)) {
    console.error(`Name the language: npm run translations:extract -- ${TRANSLATED_LANGUAGES.join('|')} [--write]`);
    return 2;
  }
  const lang = language as TranslatedLanguage;
  const pagesText = readFileSync('pages.json', 'utf8');
  const result = validatePagesText(pagesText);
  if (!result.matchesSchema) {
    console.error('pages.json has errors (npm run pages:check lists them); fix them first.');
    return 1;
  }
  const loaded = loadTranslations(lang);
  if (loaded.problems.some((problem) => problem.severity === 'error' && !loaded.data)) {
    console.error(`${loaded.file} cannot be read; npm run pages:check says why.`);
    return 1;
  }
  const report = checkLanguage(pagesText, result.data, loaded, lang);
  const schema = { $schema: '../schema/translations.schema.json' };
  if (argv.includes('--write')) {
    const file = { ...schema, ...withMissing(loaded.data, lang, report.missing) };
    writeFileSync(loaded.file, `${JSON.stringify(file, null, 2)}\n`);
    console.log(`${loaded.file}: added ${report.missing.length} texts to translate (each with an empty "text").`);
  } else {
    console.log(JSON.stringify({ ...schema, ...withMissing(undefined, lang, report.missing) }, null, 2));
  }
  return 0;
}

if (process.argv[1]?.endsWith('translations-extract.ts')) process.exitCode = main(process.argv.slice(2));
