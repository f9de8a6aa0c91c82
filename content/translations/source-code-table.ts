/**
 * A table of the code's own words in one language: a JSON file { "language", "review", "texts" } whose
 * texts mirror an English table key for key, plain texts and templates with {placeholders} (the forms'
 * words in schema/api/form-texts, the words around the content in src/shared/i18n/ui-strings).
 */
import { JsonSource, type Segment } from '../validation/json-source.ts';
import { setInLaidOutJson } from './json-edit.ts';
import type { SourceContext, SourceText, TextSource } from './text-source.ts';

export interface CodeTable {
  name: string;
  /** The language's file, from the root. */
  file: (language: string) => string;
  /** The English table: texts by key, in groups; undefined when it cannot be read (the source is left out). */
  english: (context: SourceContext) => Record<string, unknown> | undefined;
  /** Where a reader meets these words. */
  page: string;
}

export function codeTable(table: CodeTable): TextSource {
  return {
    name: table.name,
    load(context: SourceContext) {
      const file = table.file(context.language);
      const json = context.read(file);
      const english = table.english(context);
      if (json === undefined || english === undefined) return undefined;
      const source = new JsonSource(json);
      const translated = (source.value() as { texts?: unknown } | undefined)?.texts;
      const problems = source.syntaxErrors.map(({ message, position }) => ({
        severity: 'error' as const,
        file,
        ...position,
        where: 'syntax',
        message,
      }));
      const texts: SourceText[] = leaves(english).map(([path, en]) => {
        const value = at(translated, path);
        return {
          file,
          key: path.join('.'),
          page: table.page,
          field: path.join(' > '),
          en,
          text: typeof value === 'string' ? value : '',
          stale: false,
          segments: ['texts', ...path],
        };
      });
      return {
        file,
        json,
        source,
        texts,
        problems,
        withText: (current: string, text: SourceText, value: string) => setInLaidOutJson(current, text.segments, value),
      };
    },
  };
}

/** Every text of a table with its path (messages > contactStored). */
function leaves(table: Record<string, unknown>, path: string[] = []): [string[], string][] {
  return Object.entries(table).flatMap(([key, value]): [string[], string][] => {
    if (typeof value === 'string') return [[[...path, key], value]];
    if (value && typeof value === 'object') return leaves(value as Record<string, unknown>, [...path, key]);
    return [];
  });
}

function at(node: unknown, path: readonly Segment[]): unknown {
  let here = node;
  for (const segment of path) {
    if (!here || typeof here !== 'object') return undefined;
    here = (here as Record<string | number, unknown>)[segment];
  }
  return here;
}
