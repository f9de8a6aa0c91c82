/**
 * Reads a review sheet back (npm run translations:sheet -- <language> --apply FILE) with csv-parse, as a
 * spreadsheet saved it: with or without its byte order mark, with commas, semicolons (Excel in many
 * locales) or tabs between cells, columns found by their names, so a reviewer may reorder them.
 */
import { parse } from 'csv-parse/sync';
import { SHEET_COLUMNS } from './sheet.ts';

export interface SheetLine {
  /** The row as a spreadsheet numbers it (the column names are row 1). */
  row: number;
  where: string;
  english: string;
  corrected: string;
}

export type ReadSheet = { lines: SheetLine[]; problems: [] } | { lines: []; problems: string[] };

const NEEDED = ['where', 'English', 'corrected'] as const;

export function readSheet(csv: string): ReadSheet {
  const text = csv.replace(/^\uFEFF/, '');
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  // The cell after "where" tells how the spreadsheet separated the cells.
  const delimiter = /^"?where"?([,;\t])/.exec(firstLine)?.[1];
  if (!delimiter)
    return {
      lines: [],
      problems: [
        `row 1 must be the sheet's column names (${SHEET_COLUMNS.join(', ')}), starting with "where". Was this file made by npm run translations:sheet?`,
      ],
    };
  let records: string[][];
  try {
    records = parse(text, { delimiter, relax_column_count: true, skip_empty_lines: true }) as string[][];
  } catch (error) {
    return { lines: [], problems: [`the file is not a CSV file that can be read: ${(error as Error).message}`] };
  }
  const header = records[0].map((name) => name.trim());
  const missing = NEEDED.filter((name) => !header.includes(name));
  if (missing.length)
    return {
      lines: [],
      problems: [
        `row 1 has no column ${missing.map((name) => `"${name}"`).join(', ')}; keep the sheet's column names as they are`,
      ],
    };
  const at = Object.fromEntries(NEEDED.map((name) => [name, header.indexOf(name)])) as Record<
    (typeof NEEDED)[number],
    number
  >;
  const lines = records.slice(1).map((cells, i) => ({
    row: i + 2,
    where: (cells[at.where] ?? '').trim(),
    // Spreadsheets write a line break inside a cell as CRLF or LF: the texts use LF.
    english: (cells[at.English] ?? '').replace(/\r\n?/g, '\n'),
    corrected: (cells[at.corrected] ?? '').replace(/\r\n?/g, '\n'),
  }));
  return { lines, problems: [] };
}
