/**
 * Reads translations/<language>.json: the overlay of one language on pages.json (docs/translating.md).
 * A missing file is no error (nothing is translated yet); a file of the wrong shape is, located by line
 * and column. Partly written files are normal: translators commit as they go.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TranslatedLanguage } from '../../../src/shared/i18n/languages.ts';
import { JsonSource, type Position, type Segment } from '../pages-validation/json-source.ts';
import { toPlainWords } from '../pages-validation/plain-words.ts';
import { pagesSchemaValidator } from '../pages-validation/schema-validator.ts';
import type { TranslationFile } from './file-shape.ts';

export type { TranslationEntry, TranslationFile, TranslationTexts } from './file-shape.ts';

export interface FileProblem extends Position {
  severity: 'error' | 'warning';
  file: string;
  where: string;
  message: string;
}

export interface LoadedTranslations {
  /** The file as named in messages, such as translations/hi.json. */
  file: string;
  /** Undefined when there is no file or it cannot be used. */
  data?: TranslationFile;
  source?: JsonSource;
  problems: FileProblem[];
}

export const translationsFile = (language: TranslatedLanguage, dir = 'translations') => join(dir, `${language}.json`);

/** Reads and checks the shape of one language's file. */
export function loadTranslations(language: TranslatedLanguage, dir = 'translations'): LoadedTranslations {
  const file = translationsFile(language, dir);
  if (!existsSync(file)) return { file, problems: [] };
  return parseTranslations(readFileSync(file, 'utf8'), file, language);
}

export function parseTranslations(text: string, file: string, language: TranslatedLanguage): LoadedTranslations {
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
  const validate = pagesSchemaValidator().ajv.getSchema('translations.schema.json');
  if (!validate) throw new Error('schema/translations.schema.json is missing');
  if (!validate(data)) {
    for (const problem of toPlainWords(validate.errors ?? [], data, [])) {
      problems.push({
        severity: 'error',
        file,
        ...source.locate(problem.segments, problem.key),
        where: whereInFile(problem.segments),
        message: problem.message,
      });
    }
    return { file, source, problems };
  }
  const translations = data as TranslationFile;
  if (translations.language !== language) {
    problems.push({
      severity: 'error',
      file,
      ...source.locate(['language']),
      where: 'language',
      message: `this file is for "${language}" (its name says so) but "language" is "${translations.language}"`,
    });
    return { file, source, problems };
  }
  return { file, data: translations, source, problems };
}

/** `site > /navigation/0/label` or `/history > /blocks/2/heading`. */
export function whereInFile(segments: readonly Segment[]): string {
  if (segments[0] === 'site') return ['site', ...segments.slice(1)].join(' > ');
  if (segments[0] === 'pages' && segments.length > 1) return segments.slice(1).map(String).join(' > ');
  return segments.length ? segments.map(String).join(' > ') : 'top of the file';
}
