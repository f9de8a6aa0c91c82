/**
 * The one layout of a pages file, as every writer writes it (pages:upsert, pages:migrate, the editor,
 * content export): JSON indented by two, short arrays and objects kept on one line up to 120 characters,
 * a final newline. One layout keeps `git diff` to the entries that changed.
 */
import stringify from 'json-stringify-pretty-compact';
import type { PagesFile } from './types.ts';

export function formatPages(pages: PagesFile): string {
  return `${stringify(pages, { maxLength: 120 })}\n`;
}
