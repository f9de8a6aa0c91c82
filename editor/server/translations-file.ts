/**
 * The editor's side of the translation files (translations/hi.json, translations/te.json; docs/translating.md):
 * read each with a fingerprint, and write one as `npm run translations:extract -- --write` lays it out
 * (2-space JSON, a final newline) while every entry that did not change keeps its exact text, so a save
 * shows in `git diff` as the edited entries only and an unchanged save as nothing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TranslationFile } from '../../content/translations/load.ts';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '../../schema/api/languages.ts';
import { fingerprint } from './fingerprint.ts';
import { Refused } from './session-guard.ts';
import { keepUnchangedLayout } from './pages-writer.ts';

export type { TranslationFile };
/** A translation file as the editor holds it: its fields, `$schema` included, in the file's order. */
export type TranslationData = TranslationFile & { $schema?: string };

export interface TranslationOnDisk {
  language: TranslatedLanguage;
  /** How messages name it, such as translations/hi.json. */
  name: string;
  file: string;
  /** Undefined when there is no file yet. */
  text: string | undefined;
  hash: string;
}

export const emptyTranslations = (language: TranslatedLanguage): TranslationData => ({
  $schema: '../schema/translations.schema.json',
  language,
  review: 'needs review by a native speaker',
  site: {},
  pages: {},
});

export const isTranslatedLanguage = (value: string): value is TranslatedLanguage =>
  (TRANSLATED_LANGUAGES as readonly string[]).includes(value);

export const notALanguage = (key: string) =>
  `"${key.slice(0, 40)}" is not a language the editor keeps translations for (${TRANSLATED_LANGUAGES.join(', ')}).`;

export function readTranslationFile(dir: string, language: TranslatedLanguage): TranslationOnDisk {
  // The language names the file: never let anything else (such as ../package) through, whatever the caller.
  if (!isTranslatedLanguage(language)) throw new Refused(400, notALanguage(language));
  const file = join(dir, `${language}.json`);
  const text = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  return { language, name: `translations/${language}.json`, file, text, hash: fingerprint(text ?? '') };
}

export const readTranslationFiles = (dir: string) =>
  TRANSLATED_LANGUAGES.map((language) => readTranslationFile(dir, language));

/** The file's content for the editor; a missing file is an empty one, a broken one a located message. */
export function parseTranslationFile(disk: TranslationOnDisk): TranslationData {
  if (disk.text === undefined) return emptyTranslations(disk.language);
  try {
    return JSON.parse(disk.text) as TranslationData;
  } catch (error) {
    throw new Refused(
      422,
      `${disk.name} is not valid JSON now (${(error as Error).message}). Run npm run pages:check to find the line, fix it, then reload.`,
    );
  }
}

/** The text to save for `data`; `previousText` is the file as it is on disk now. */
export const writeTranslations = (data: TranslationData, previousText?: string): string =>
  keepUnchangedLayout(`${JSON.stringify(data, null, 2)}\n`, previousText);
