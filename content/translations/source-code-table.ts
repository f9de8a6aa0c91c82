/**
 * A table of the code's own words in one language: a JSON file { "language", "review", "texts" } whose
 * texts mirror an English table key for key, plain texts and templates with {placeholders} (the forms'
 * words in schema/api/form-texts, the words around the content in src/shared/i18n/ui-strings). A table the
 * server reads as it runs (its own words) may be corrected without a release: a correction in the translation
 * file's "code" member is read before the table's own translation (code-overrides.ts), and in a draft of the
 * staff area every correction is written there, since the draft holds no file of the code.
 */
import { JsonSource, type Segment } from '../validation/json-source.ts';
import { codeOverridesFile, codeOverridesOf, overrideFor, withOverride } from './code-overrides.ts';
import { setInLaidOutJson } from './json-edit.ts';
import { type SourceContext, type SourceText, type TextSource, whereOf } from './text-source.ts';

export interface CodeTable {
  name: string;
  /** The language's file, from the root. */
  file: (language: string) => string;
  /** The English table: texts by key, in groups; undefined when it cannot be read (the source is left out). */
  english: (context: SourceContext) => Record<string, unknown> | undefined;
  /** Where a reader meets these words. */
  page: string;
  /** Read by the server as it runs, so a correction in the translation file's "code" member is used. */
  overridable?: boolean;
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
      const overridesFile = codeOverridesFile(context.language);
      const overrides = table.overridable ? codeOverridesOf(context.read(overridesFile)) : {};
      const problems = source.syntaxErrors.map(({ message, position }) => ({
        severity: 'error' as const,
        file,
        ...position,
        where: 'syntax',
        message,
      }));
      // A correction goes where it will be read: the "code" member in a draft, or when one is there already.
      const fileFor = (text: SourceText) =>
        table.overridable &&
        (context.codeInTranslations || overrideFor(overrides, whereOf(text), text.en) !== undefined)
          ? overridesFile
          : file;
      const texts: SourceText[] = leaves(english).map(([path, en]) => {
        const key = path.join('.');
        const value = overrideFor(overrides, `${file} ${key}`, en) ?? at(translated, path);
        return {
          file,
          key,
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
        fileFor,
        withText: (current: string, text: SourceText, value: string) =>
          fileFor(text) === file
            ? setInLaidOutJson(current, text.segments, value)
            : withOverride(current, whereOf(text), text.en, value),
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
