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
  pageCount: number;
  blockCount: number;
}

/** Checks the text of a pages file: JSON syntax, then the schema, then the cross-page rules. */
export function validatePagesText(text: string, file = 'pages.json'): ValidationResult {
  const source = new JsonSource(text);
  const problems: Problem[] = source.syntaxErrors.map(({ message, position }) => ({
    severity: 'error', file, ...position, where: 'syntax', message,
  }));
  const data = source.value();
  if (problems.length === 0) {
    const { validatePages } = pagesSchemaValidator();
    if (!validatePages(data)) {
      for (const problem of toPlainWords(validatePages.errors ?? [], data, knownBlockTypes())) {
        problems.push({ severity: 'error', file, ...source.locate(problem.segments, problem.key), where: describeLocation(data, problem.segments), message: problem.message });
      }
    } else {
      for (const problem of runCrossChecks(data)) {
        problems.push({ severity: problem.severity, file, ...source.locate(problem.segments), where: describeLocation(data, problem.segments), message: problem.message });
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
    pageCount: list.length,
    blockCount: list.reduce((sum, page) => sum + (Array.isArray(page?.blocks) ? page.blocks.length : 0), 0),
  };
}

export function formatProblem(problem: Problem, format: 'text' | 'github' = 'text'): string {
  if (format === 'github') {
    const level = problem.severity === 'error' ? 'error' : 'warning';
    return `::${level} file=${problem.file},line=${problem.line},col=${problem.column}::${problem.where}: ${problem.message}`;
  }
  const label = problem.severity === 'warning' ? 'warning: ' : '';
  return `${problem.file}:${problem.line}:${problem.column}  ${label}${problem.where}: ${problem.message}`;
}

export { normalisePath } from './cross-checks.ts';
