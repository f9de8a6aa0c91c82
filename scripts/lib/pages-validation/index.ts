import { defaultContext, type CheckContext } from './check-context.ts';
import { versionProblem } from './content-version.ts';
import { JsonSource, type Position } from './json-source.ts';
import { runCrossChecks } from './cross-checks.ts';
import { toPlainWords } from './plain-words.ts';
import { knownBlockTypes, pagesSchemaValidator } from './schema-validator.ts';
import { describeLocation } from './where.ts';

export interface Problem extends Position {
  severity: 'error' | 'warning';
  file: string;
  where: string;
  message: string;
}

export interface ValidationResult {
  ok: boolean;
  problems: Problem[];
  /** The parsed content; only trustworthy when ok is true. */
  data: unknown;
  /** The content has the schema's shape (it can be rendered); only cross-reference rules may have failed. */
  matchesSchema: boolean;
  pageCount: number;
  blockCount: number;
}

/**
 * Checks the text of a pages file: JSON syntax, then its format version, then the schema, then the
 * cross-page rules. `context.publicDir` is where referenced files must exist (public/ by default).
 */
export function validatePagesText(
  text: string,
  file = 'pages.json',
  context: CheckContext = defaultContext,
): ValidationResult {
  const source = new JsonSource(text);
  const problems: Problem[] = source.syntaxErrors.map(({ message, position }) => ({
    severity: 'error',
    file,
    ...position,
    where: 'syntax',
    message,
  }));
  const data = source.value();
  const wrongVersion = problems.length === 0 ? versionProblem(data) : undefined;
  let matchesSchema = false;
  if (wrongVersion) {
    const segments = (data as { version?: unknown }).version === undefined ? [] : ['version'];
    problems.push({ severity: 'error', file, ...source.locate(segments), where: 'version', message: wrongVersion });
  } else if (problems.length === 0) {
    const { validatePages } = pagesSchemaValidator();
    if (!validatePages(data)) {
      for (const problem of toPlainWords(validatePages.errors ?? [], data, knownBlockTypes())) {
        problems.push({
          severity: 'error',
          file,
          ...source.locate(problem.segments, problem.key),
          where: describeLocation(data, problem.segments),
          message: problem.message,
        });
      }
    } else {
      matchesSchema = true;
      for (const problem of runCrossChecks(data, context)) {
        problems.push({
          severity: problem.severity,
          file,
          ...source.locate(problem.segments),
          where: describeLocation(data, problem.segments),
          message: problem.message,
        });
      }
    }
  }
  problems.sort((a, b) => a.line - b.line || a.column - b.column);
  const pages = (data as { pages?: { blocks?: unknown[] }[] } | undefined)?.pages;
  const list = Array.isArray(pages) ? pages : [];
  return {
    ok: !problems.some((problem) => problem.severity === 'error'),
    problems,
    data,
    matchesSchema,
    pageCount: list.length,
    blockCount: list.reduce((sum, page) => sum + (Array.isArray(page?.blocks) ? page.blocks.length : 0), 0),
  };
}

export function formatProblem(problem: Problem, format: 'text' | 'github' = 'text'): string {
  if (format === 'github') {
    const level = problem.severity === 'error' ? 'error' : 'warning';
    // GitHub's workflow-command escaping: a quoted "100%" or a comma in a file name must not cut the line short.
    const data = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
    const property = (text: string) => data(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
    return `::${level} file=${property(problem.file)},line=${problem.line},col=${problem.column}::${data(`${problem.where}: ${problem.message}`)}`;
  }
  const label = problem.severity === 'warning' ? 'warning: ' : '';
  return `${problem.file}:${problem.line}:${problem.column}  ${label}${problem.where}: ${problem.message}`;
}
