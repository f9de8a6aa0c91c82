/**
 * The checker of `npm run pages:check` (content/validation), with each problem also given the
 * path of the value it is about, so the editor can show the message on that field.
 */
import { parseTree, type Node } from 'jsonc-parser';
import type { TranslationFile } from '../../content/translations/file-shape.ts';
import type { CheckContext } from '../../content/validation/check-context.ts';
import { type Problem, validatePagesText } from '../../content/validation/index.ts';
import type { TranslatedLanguage } from '../../schema/api/languages.ts';
import { translationProblems } from './translation-problems.ts';

export type Segment = string | number;
export interface FieldProblem extends Problem {
  /** Where the value is in the data, for example ["pages", 2, "blocks", 0, "heading"]. */
  path: Segment[];
}

/** Every offset the checker points at (a value, or the name of the property holding it), with its path. */
function pathsByOffset(root: Node | undefined): Map<number, Segment[]> {
  const paths = new Map<number, Segment[]>();
  const visit = (node: Node, path: Segment[]) => {
    if (!paths.has(node.offset)) paths.set(node.offset, path);
    if (node.type === 'object')
      for (const property of node.children ?? []) {
        const [key, value] = property.children ?? [];
        if (!key || !value) continue;
        const childPath = [...path, key.value as string];
        paths.set(property.offset, childPath);
        visit(value, childPath);
      }
    if (node.type === 'array')
      for (const [index, child] of (node.children ?? []).entries()) visit(child, [...path, index]);
  };
  if (root) visit(root, []);
  return paths;
}

function offsetOf(text: string, line: number, column: number): number {
  let offset = 0;
  for (let current = 1; current < line; current++) offset = text.indexOf('\n', offset) + 1;
  return offset + column - 1;
}

/**
 * The problems `npm run pages:check` finds in the pages file's text and, when `translations` are given, in
 * its Hindi and Telugu (once the pages have the schema's shape, as pages:check does).
 */
export function checkContent(
  text: string,
  context?: CheckContext,
  translations?: Partial<Record<TranslatedLanguage, TranslationFile>>,
): { problems: FieldProblem[] } {
  const result = validatePagesText(text, 'pages.json', context);
  const paths = pathsByOffset(parseTree(text));
  const problems: FieldProblem[] = result.problems.map((problem) => ({
    ...problem,
    path: paths.get(offsetOf(text, problem.line, problem.column)) ?? [],
  }));
  if (translations && result.matchesSchema)
    for (const found of translationProblems(text, result.data as { pages: { path: string }[] }, translations))
      problems.push({ ...found, file: 'translations', line: 1, column: 1, where: '' });
  return { problems };
}
