import { getNodePath } from 'jsonc-parser';
import { defaultContext, type CheckContext, type ProblemFix } from './check-context.ts';
import { versionProblem } from './content-version.ts';
import { checksBesideSchemaErrors, runCrossChecks } from './cross-checks.ts';
import { duplicateFields } from './duplicate-fields.ts';
import { JsonSource, type Position, type Segment } from './json-source.ts';
import { toPlainWords } from './plain-words.ts';
import { knownBlockTypes, pagesSchemaValidator } from './schema-validator.ts';
import { findTextSlips, type TextSlip } from './text-slips.ts';
import { describeLocation } from './where.ts';

export interface Problem extends Position {
  severity: 'error' | 'warning';
  file: string;
  where: string;
  message: string;
  /** What sets it right in one step, where a tool can offer that (the section editor's buttons). */
  fix?: ProblemFix;
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

/** A problem located by its path in the data (schema and cross-reference rules). */
interface PathProblem {
  severity: Problem['severity'];
  segments: Segment[];
  key?: string;
  message: string;
  where?: string;
  fix?: ProblemFix;
}

/**
 * Checks the text of a pages file: the slips of hand-typed JSON (text-slips.ts), JSON syntax, then its
 * format version, then the schema, then the cross-page rules. `context.publicDir` is where referenced
 * files must exist (public/ by default). Each mistake gets one message.
 */
export function validatePagesText(
  text: string,
  file = 'pages.json',
  context: CheckContext = defaultContext,
): ValidationResult {
  const { repaired, slips } = findTextSlips(text);
  const source = new JsonSource(text, repaired);
  const data = source.value();
  const problems: Problem[] = [];
  const at = (offset: number) => source.positionOf(offset);
  const whereIs = (segments: Segment[]) => describeLocation(data, segments);

  // A slip explains whatever else the parser trips over on its line: one message per line.
  const slipLines = new Set<number>();
  const textSlips: { slip: TextSlip; problem: Problem }[] = [];
  for (const slip of slips) {
    const position = at(slip.offset);
    if (slip.severity === 'error' && slipLines.has(position.line)) continue;
    if (slip.severity === 'error') slipLines.add(position.line);
    const problem: Problem = {
      severity: slip.severity,
      file,
      ...position,
      where: whereIs(source.pathAt(slip.offset)),
      message: slip.message,
    };
    problems.push(problem);
    if (slip.within) textSlips.push({ slip, problem });
  }
  // After a syntax error the parser's further complaints are mostly its own confusion: the first one only.
  const syntaxError = source.syntaxErrors.find(({ position }) => !slipLines.has(position.line));
  if (syntaxError)
    problems.push({ severity: 'error', file, ...syntaxError.position, where: 'syntax', message: syntaxError.message });
  const readable = source.syntaxErrors.length === 0;
  const slipErrors = problems.some((problem) => problem.severity === 'error');

  /** A rule's message about a value that holds an invisible character: that character is the mistake. */
  const explainedBySlip = (problem: PathProblem) => {
    const extent = source.extentOf(problem.segments);
    const match = extent && textSlips.find(({ slip }) => slip.within?.start === extent.start);
    if (!match || problem.severity !== 'error' || problem.key !== undefined) return false;
    match.problem.severity = 'error';
    return true;
  };
  const add = (found: PathProblem[]) => {
    for (const problem of found) {
      if (explainedBySlip(problem)) continue;
      problems.push({
        severity: problem.severity,
        file,
        ...source.locate(problem.segments, problem.key),
        where: problem.where ?? whereIs(problem.segments),
        message: problem.message,
        ...(problem.fix ? { fix: problem.fix } : {}),
      });
    }
  };

  let matchesSchema = false;
  const wrongVersion = readable ? versionProblem(data) : undefined;
  if (wrongVersion) {
    const segments = (data as { version?: unknown }).version === undefined ? [] : ['version'];
    add([{ severity: 'error', segments, where: 'version', message: wrongVersion }]);
  } else if (readable) {
    add(duplicateFieldWarnings(source));
    const { validatePages } = pagesSchemaValidator();
    if (!validatePages(data)) {
      const schemaProblems = toPlainWords(validatePages.errors ?? [], data, knownBlockTypes());
      add(schemaProblems.map((p) => ({ severity: 'error', ...p })));
      if (!slipErrors) add(checksBesideSchemaErrors(data, context, schemaProblems));
    } else {
      matchesSchema = !slipErrors;
      add(runCrossChecks(data, context));
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

/** A field written twice in one group: a warning on the first, which has no effect. */
function duplicateFieldWarnings(source: JsonSource): PathProblem[] {
  return duplicateFields(source.root).map(({ first, last, name }) => {
    const segments = getNodePath(first.parent!) as Segment[];
    const again = source.positionOf(last.offset).line;
    const where = again === source.positionOf(first.offset).line ? 'later on this line' : `on line ${again}`;
    return {
      severity: 'warning',
      segments,
      key: name,
      message: `the field "${name}" is written twice here (again ${where}); only the last one counts, so this one does nothing. Delete the one you do not want.`,
    };
  });
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
