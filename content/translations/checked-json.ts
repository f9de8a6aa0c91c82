/**
 * Reads a JSON file of the translations folder (a language's translations, glossary or review record)
 * against its schema in schema/: every problem located by line and column, in the checker's words.
 * The file's "language" must be the one its name says.
 */
import type { TranslatedLanguage } from '../../schema/api/languages.ts';
import { JsonSource, type Position, type Segment } from '../validation/json-source.ts';
import { toPlainWords } from '../validation/plain-words.ts';
import { pagesSchemaValidator } from '../validation/schema-validator.ts';

export interface FileProblem extends Position {
  severity: 'error' | 'warning';
  file: string;
  where: string;
  message: string;
}

export interface CheckedJson<T> {
  file: string;
  /** Undefined when the file cannot be used (the problems say why). */
  data?: T;
  source: JsonSource;
  problems: FileProblem[];
}

export function readCheckedJson<T extends { language: string }>(
  text: string,
  file: string,
  schemaId: string,
  language: TranslatedLanguage,
  whereIn: (segments: readonly Segment[]) => string = (segments) =>
    segments.map(String).join(' > ') || 'top of the file',
): CheckedJson<T> {
  const source = new JsonSource(text);
  const problems: FileProblem[] = source.syntaxErrors.map(({ message, position }) => ({
    severity: 'error',
    file,
    ...position,
    where: 'syntax',
    message,
  }));
  if (problems.length) return { file, source, problems: problems.slice(0, 1) };
  const data = source.value();
  const validate = pagesSchemaValidator().ajv.getSchema(schemaId);
  if (!validate) throw new Error(`schema/${schemaId} is missing`);
  if (!validate(data)) {
    for (const problem of toPlainWords(validate.errors ?? [], data, [])) {
      problems.push({
        severity: 'error',
        file,
        ...source.locate(problem.segments, problem.key),
        where: whereIn(problem.segments),
        message: problem.message,
      });
    }
    return { file, source, problems };
  }
  const checked = data as T;
  if (checked.language !== language) {
    problems.push({
      severity: 'error',
      file,
      ...source.locate(['language']),
      where: 'language',
      message: `this file is for "${language}" (its name says so) but "language" is "${checked.language}"`,
    });
    return { file, source, problems };
  }
  return { file, data: checked, source, problems };
}
