/**
 * npm run pages:check [-- FILE] [--format text|github] [--missing]: checks a pages file and the translations
 * beside it (translations/<language>.json) and exits 1 on any error. Missing translations are counted per
 * page; --missing lists each one with its line and column in the pages file.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { formatProblem, validatePagesText } from '../../content/validation/index.ts';
import { checkTranslations } from '../../content/translations/check.ts';
import { formatTranslationReports } from '../../content/translations/report.ts';

function main(argv: string[]): number {
  const formatIndex = argv.indexOf('--format');
  const format = formatIndex >= 0 ? argv[formatIndex + 1] : 'text';
  if (format !== 'text' && format !== 'github') {
    console.error(`--format must be text or github, got "${format}"`);
    return 2;
  }
  const file =
    argv.find((arg, i) => !arg.startsWith('--') && (formatIndex < 0 || i !== formatIndex + 1)) ?? 'pages.json';
  const missing = argv.includes('--missing') ? 'full' : 'per-page';
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    console.error(`${file}: cannot read this file. Is the name right?`);
    return 1;
  }
  let result: ReturnType<typeof validatePagesText>;
  try {
    result = validatePagesText(text, file);
  } catch (error) {
    // The rules themselves are broken (a schema file), not the pages: say so instead of a stack trace.
    console.error(
      `The rules in schema/ could not be loaded: ${(error as Error).message}.\nThis is a mistake in a schema file, not in ${file}.`,
    );
    return 1;
  }
  for (const problem of result.problems) console.log(formatProblem(problem, format));
  let errors = result.problems.filter((problem) => problem.severity === 'error').length;
  if (result.matchesSchema) {
    const reports = checkTranslations(text, result.data, join(dirname(file), 'translations'), file);
    for (const line of formatTranslationReports(reports, missing, format, file)) console.log(line);
    errors += reports.flatMap((report) => report.problems).filter((problem) => problem.severity === 'error').length;
  }
  if (errors > 0) {
    console.log(
      `\n${file}: ${errors} ${errors === 1 ? 'error' : 'errors'}. Nothing was built; fix the lines above and run the check again.`,
    );
    return 1;
  }
  console.log(`${file}: OK, ${result.pageCount} pages, ${result.blockCount} blocks.`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
