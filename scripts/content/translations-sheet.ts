/**
 * npm run translations:sheet -- <hi|te> [--out FILE]: writes the review sheet of one language, a CSV of
 * every text a reader sees in it (the pages, the menu and footer, the privacy notice and e-mails, the
 * forms' own words, the words around the content) for a native speaker to correct in a spreadsheet.
 * npm run translations:sheet -- <hi|te> --apply FILE: applies the filled "corrected" cells through the
 * same checks as pages:check, or changes nothing and says which rows to fix. The logic is in the content
 * core (content/translations/sheet*.ts); docs/translating.md says how to review.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '../../schema/api/languages.ts';
import { sourceContext } from '../../content/translations/check.ts';
import { loadGlossary } from '../../content/translations/glossary.ts';
import { parseReviewRecord, reviewCounts, reviewRecordFile } from '../../content/translations/review-record.ts';
import { sheetCsv, sheetRows } from '../../content/translations/sheet.ts';
import { applySheet } from '../../content/translations/sheet-apply.ts';
import { loadSources } from '../../content/translations/text-sources.ts';

const USAGE = `npm run translations:sheet -- ${TRANSLATED_LANGUAGES.join('|')} [--out FILE]   (or --apply FILE)`;

function main(argv: string[]): number {
  const language = argv.find((arg) => (TRANSLATED_LANGUAGES as readonly string[]).includes(arg)) as
    | TranslatedLanguage
    | undefined;
  const option = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
  if (!language) {
    console.error(`Name the language: ${USAGE}`);
    return 2;
  }
  const pagesText = readFileSync('pages.json', 'utf8');
  let pagesData: unknown;
  try {
    pagesData = JSON.parse(pagesText);
  } catch {
    console.error('pages.json is not valid JSON now; npm run pages:check says where. Fix it first.');
    return 1;
  }
  const context = sourceContext('.', language, pagesText, pagesData);
  const glossary = loadGlossary(language)?.data;
  const toApply = option('--apply');
  if (argv.includes('--apply')) {
    if (!toApply || !existsSync(toApply)) {
      console.error(
        `--apply needs the sheet's file, such as: npm run translations:sheet -- ${language} --apply review-${language}.csv`,
      );
      return 2;
    }
    const result = applySheet(
      readFileSync(toApply, 'utf8'),
      basename(toApply),
      context,
      glossary,
      new Date().toISOString().slice(0, 10),
    );
    for (const warning of result.warnings) console.log(`warning: ${warning}`);
    if (result.errors.length) {
      for (const error of result.errors) console.error(error);
      console.error(
        `\nNothing was changed. Fix the ${result.errors.length === 1 ? 'row' : 'rows'} above in ${toApply} and apply it again.`,
      );
      return 1;
    }
    for (const [file, text] of result.writes) writeFileSync(file, text);
    const changed = [...result.writes.keys()];
    console.log(
      `${toApply}: ${result.corrected} ${result.corrected === 1 ? 'text' : 'texts'} corrected, ${result.confirmed} confirmed as they were${changed.length ? ` (${changed.join(', ')})` : ''}; all of them are now marked reviewed in ${reviewRecordFile(language)}.`,
    );
    console.log('Rebuild (npm run build) or restart npm run dev to see them on the site.');
    return 0;
  }
  const out = option('--out') ?? `review-${language}.csv`;
  const sources = loadSources(context);
  const record = parseReviewRecord(context.read(reviewRecordFile(language)), language).data;
  const rows = sheetRows(sources, glossary, record);
  writeFileSync(out, sheetCsv(rows));
  const reviewed = reviewCounts(record, sources).reduce((sum, count) => sum + count.reviewed, 0);
  console.log(
    `${out}: ${rows.length} texts (${reviewed} reviewed already). Open it in Excel, LibreOffice or Google Sheets,`,
  );
  console.log(`write each correction in "corrected" (or "ok" to confirm a text as it is), save it as CSV UTF-8, then:`);
  console.log(`  npm run translations:sheet -- ${language} --apply ${out}`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
