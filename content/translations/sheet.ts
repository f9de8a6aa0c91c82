/**
 * The review sheet (npm run translations:sheet -- <language>): every text of one language, wherever it is
 * written (text-sources.ts), as one CSV a volunteer translator opens in Excel, LibreOffice or Google
 * Sheets: where, page, field, English, current translation, glossary hints and an empty "corrected".
 *
 * The CSV is written with csv-stringify (node-csv, the maintained CSV toolset for Node) rather than by
 * hand: texts hold commas, quotes and line breaks. UTF-8 with a byte order mark and CRLF line ends, so
 * Excel opens Devanagari and Telugu as they are instead of guessing a Windows code page.
 */
import { stringify } from 'csv-stringify/sync';
import { type Glossary, glossaryFindings, glossaryHints } from './glossary-match.ts';
import { isReviewed, type ReviewRecord } from './review-record.ts';
import { type LoadedSource, type SourceText, whereOf } from './text-source.ts';

export const SHEET_COLUMNS = [
  'where',
  'page',
  'field',
  'English',
  'current translation',
  'glossary hints',
  'corrected',
] as const;

/** What a reviewer writes in "corrected" to confirm a translation as it is. */
export const CONFIRM = 'ok';

export interface SheetRow {
  where: string;
  page: string;
  field: string;
  English: string;
  'current translation': string;
  'glossary hints': string;
  corrected: string;
}

/** One row per text, in the order of the sources and of each file. */
export function sheetRows(
  sources: LoadedSource[],
  glossary: Glossary | undefined,
  record: ReviewRecord | undefined,
): SheetRow[] {
  return sources.flatMap((loaded) =>
    loaded.texts.map((text) => ({
      where: whereOf(text),
      page: text.page,
      field: text.field,
      English: text.en,
      'current translation': text.text,
      'glossary hints': hintsFor(text, glossary, record).join('; '),
      corrected: '',
    })),
  );
}

/** What a reviewer should know of a text: its state, the glossary's slips in it, then the terms it has. */
function hintsFor(text: SourceText, glossary: Glossary | undefined, record: ReviewRecord | undefined): string[] {
  const hints: string[] = [];
  if (text.text === '') hints.push('⚠ not translated yet: the English is shown');
  else if (text.stale)
    hints.push('⚠ the English changed since this was translated: the English is shown until it is checked');
  else if (isReviewed(record, text)) hints.push(`reviewed ${record?.texts[whereOf(text)]?.reviewed}`);
  if (/^\s/.test(text.text)) hints.push('starts with a space: keep it');
  if (glossary && !text.stale) hints.push(...glossaryNotes(text, glossary));
  return hints;
}

/** The glossary's slips in a text's translation, then the terms its English has. */
export function glossaryNotes(text: Pick<SourceText, 'en' | 'text'>, glossary: Glossary): string[] {
  const notes = glossaryFindings(glossary, text.en, text.text).map((finding) => {
    const use = finding.term.use.map((words) => words.replace(/\*$/, '…')).join(' / ');
    return finding.kind === 'avoided'
      ? `⚠ "${finding.variant}" for "${finding.english}": use ${use}`
      : `⚠ "${finding.english}" should be ${use}`;
  });
  return [...notes, ...glossaryHints(glossary, text.en)];
}

/** The sheet as a CSV file's text. */
export function sheetCsv(rows: SheetRow[]): string {
  return stringify(rows, {
    bom: true,
    header: true,
    columns: [...SHEET_COLUMNS],
    record_delimiter: 'windows',
    // A cell that starts or ends with a space (" हज़ार+" after a figure) keeps it in every spreadsheet.
    quoted_match: /^\s|\s$/,
  });
}
