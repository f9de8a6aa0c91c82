// CSV for staff who open exports in a spreadsheet. Every cell is quoted (RFC 4180), and a cell
// that a spreadsheet would run as a formula (= + - @ tab CR first) gets a leading apostrophe,
// so a message like "=HYPERLINK(...)" stays text (OWASP CSV injection advice).
import type { ExportRow } from '../submissions/repository.ts';

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * Header plus one line per row, CRLF line ends. The byte-order mark makes Excel read UTF-8,
 * so names in Indian scripts are not garbled.
 */
export function toCsv(columns: readonly string[], rows: readonly ExportRow[]): string {
  const lines = [columns.map(csvCell).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(row[column])).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
