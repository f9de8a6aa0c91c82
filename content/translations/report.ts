/**
 * How pages:check prints the translation reports. Errors and stale translations are always listed in
 * full. Missing texts are many while a language is being translated (over a thousand at the start), so
 * by default each language gets one count line and one line per page (its count and where the first is);
 * `--missing` lists every missing text with its line and column in pages.json.
 */
import { formatProblem } from '../validation/index.ts';
import type { LanguageReport, MissingText } from './check.ts';

export type MissingDetail = 'full' | 'per-page' | 'none';

export function formatTranslationReports(
  reports: LanguageReport[],
  detail: MissingDetail,
  format: 'text' | 'github' = 'text',
  pagesFile = 'pages.json',
): string[] {
  const lines: string[] = [];
  for (const report of reports) {
    for (const problem of report.problems) lines.push(formatProblem(problem, format));
    if (detail === 'full') {
      for (const text of report.missing) lines.push(formatProblem(missingProblem(report, text, pagesFile), format));
    } else if (detail === 'per-page') {
      const untouched: string[] = [];
      for (const [page, texts] of groupByPage(report.missing)) {
        const first = texts[0];
        // A page with nothing translated yet is one name in a list, not a line of its own.
        if (report.translated + report.stale === 0 || !touchedPages(report).has(page)) {
          untouched.push(page ?? 'site settings');
          continue;
        }
        lines.push(
          `${pagesFile}:${first.line}:${first.column}  warning: ${page ?? 'site settings'}: ${texts.length} ${texts.length === 1 ? 'text' : 'texts'} not yet in ${report.file}`,
        );
      }
      if (untouched.length) lines.push(`${report.file}: not started: ${untouched.join(', ')} (shown in English)`);
    }
  }
  lines.push(...reports.map(summaryLine));
  // The dev server (detail "none") leaves the review count to pages:check.
  if (detail !== 'none') lines.push(...reports.filter((report) => report.review.length).map(reviewLine));
  if (detail !== 'full' && reports.some((report) => report.missing.length))
    lines.push(
      'List every missing text with npm run pages:check -- --missing, or add them with npm run translations:extract -- hi',
    );
  return lines;
}

export function summaryLine(report: LanguageReport): string {
  const errors = report.problems.filter((problem) => problem.severity === 'error').length;
  const parts = [
    `${report.translated} of ${report.total} texts translated`,
    `${report.missing.length} missing`,
    `${report.stale} stale`,
    `${errors} ${errors === 1 ? 'error' : 'errors'}`,
  ];
  return `${report.file}: ${parts.join(', ')}${report.exists ? '' : ' (no file yet)'}; missing and stale texts are shown in English.`;
}

/** How many texts of the language a native speaker has reviewed, in all and per source. */
export function reviewLine(report: LanguageReport): string {
  const reviewed = report.review.reduce((sum, count) => sum + count.reviewed, 0);
  const total = report.review.reduce((sum, count) => sum + count.total, 0);
  const parts = report.review.map((count) => `${count.name} ${count.reviewed} of ${count.total}`);
  const next =
    reviewed < total
      ? `; the others need review by a native speaker (npm run translations:sheet -- ${report.language})`
      : '';
  return `${report.language}: ${reviewed} of ${total} texts reviewed by a native speaker (${parts.join(', ')})${next}.`;
}

function missingProblem(report: LanguageReport, text: MissingText, file: string) {
  return {
    severity: 'warning' as const,
    file,
    line: text.line,
    column: text.column,
    where: `${text.page ?? 'site'} > ${text.pointer}`,
    message: `not yet translated in ${report.file}: "${text.text.length > 60 ? `${text.text.slice(0, 57)}...` : text.text}"`,
  };
}

/** The pages (undefined: the site settings) with at least one translation in the file. */
function touchedPages(report: LanguageReport): Set<string | undefined> {
  return new Set(report.touched);
}

function groupByPage(missing: MissingText[]): Map<string | undefined, MissingText[]> {
  const groups = new Map<string | undefined, MissingText[]>();
  for (const text of missing) groups.set(text.page, [...(groups.get(text.page) ?? []), text]);
  return groups;
}
