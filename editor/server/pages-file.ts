/**
 * The editor's side of pages.json on disk: read with a fingerprint, save only over the version the editor
 * loaded (someone may have changed the file in a text editor meanwhile), and never write content the
 * checker refuses. Written to a temporary file and renamed over the original, so a reader never sees half a file.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { PagesFile } from '../../src/shared/content/types.ts';
import type { CheckContext } from '../../scripts/lib/pages-validation/check-context.ts';
import type { TranslatedLanguage } from '../../src/shared/i18n/languages.ts';
import { checkPagesText, type FieldProblem } from './field-problems.ts';
import { fingerprint } from './fingerprint.ts';
import { writePages } from './pages-writer.ts';
import { readTranslationFile, type TranslationData, writeTranslations } from './translations-file.ts';

export { fingerprint };

export interface PagesOnDisk {
  text: string;
  hash: string;
}

export function readPages(file: string): PagesOnDisk {
  const text = readFileSync(file, 'utf8');
  return { text, hash: fingerprint(text) };
}

export type SaveOutcome =
  | { status: 'saved'; hash: string; changed: boolean; translationHashes: Partial<Record<TranslatedLanguage, string>> }
  | { status: 'conflict'; hash: string; files: string[] }
  | { status: 'invalid'; problems: FieldProblem[] };

export interface SaveRequest {
  data: PagesFile;
  /** The fingerprint of the file the editor loaded. */
  baseHash: string;
  /** The translation files edited, each with the fingerprint of the version the editor loaded. */
  translations?: Partial<Record<TranslatedLanguage, { data: TranslationData; baseHash: string }>>;
  /** The person chose to replace a version changed on disk meanwhile. */
  overwrite?: boolean;
}

/** Written to a temporary file and renamed over the original, so a reader never sees half a file. */
function replaceFile(file: string, text: string) {
  const temporary = join(dirname(file), `.${basename(file)}.editor-${process.pid}.tmp`);
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

export function savePages(
  file: string,
  request: SaveRequest,
  context?: CheckContext,
  translationsDir = join(dirname(file), 'translations'),
): SaveOutcome {
  const disk = readPages(file);
  const translations = Object.entries(request.translations ?? {}).map(([language, edited]) => ({
    disk: readTranslationFile(translationsDir, language as TranslatedLanguage),
    ...edited,
  }));
  // Nothing is written unless every file to write is still the version the editor loaded.
  const changedElsewhere = [
    ...(disk.hash === request.baseHash ? [] : ['pages.json']),
    ...translations.filter((t) => t.disk.hash !== t.baseHash).map((t) => t.disk.name),
  ];
  if (changedElsewhere.length && !request.overwrite)
    return { status: 'conflict', hash: disk.hash, files: changedElsewhere };
  const text = writePages(request.data, disk.text);
  const problems = checkPagesText(text, context);
  if (problems.some((problem) => problem.severity === 'error'))
    return { status: 'invalid', problems: problems.filter((problem) => problem.severity === 'error') };
  let changed = false;
  const translationHashes: Partial<Record<TranslatedLanguage, string>> = {};
  for (const translation of translations) {
    const written = writeTranslations(translation.data, translation.disk.text);
    translationHashes[translation.disk.language] = fingerprint(written);
    if (written === translation.disk.text) continue;
    replaceFile(translation.disk.file, written);
    changed = true;
  }
  if (text !== disk.text) {
    replaceFile(file, text);
    changed = true;
  }
  return { status: 'saved', hash: fingerprint(text), changed, translationHashes };
}
