/**
 * Reads translations/<language>.json: the overlay of one language on pages.json (docs/translating.md).
 * A missing file is no error (nothing is translated yet); a file of the wrong shape is, located by line
 * and column. Partly written files are normal: translators commit as they go.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TranslatedLanguage } from '../../schema/api/languages.ts';
import type { JsonSource, Segment } from '../validation/json-source.ts';
import { type FileProblem, readCheckedJson } from './checked-json.ts';
import type { TranslationFile } from './file-shape.ts';

export type { FileProblem };
export type { TranslationEntry, TranslationFile, TranslationTexts } from './file-shape.ts';

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
  return readCheckedJson<TranslationFile>(text, file, 'translations.schema.json', language, whereInFile);
}

/** `site > /navigation/0/label` or `/history > /blocks/2/heading`. */
export function whereInFile(segments: readonly Segment[]): string {
  if (segments[0] === 'site') return ['site', ...segments.slice(1)].join(' > ');
  if (segments[0] === 'pages' && segments.length > 1) return segments.slice(1).map(String).join(' > ');
  return segments.length ? segments.map(String).join(' > ') : 'top of the file';
}
