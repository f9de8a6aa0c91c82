/**
 * The editor's side of pages.json on disk: read with a fingerprint, save only over the version the editor
 * loaded (someone may have changed the file in a text editor meanwhile), and never write content the
 * checker refuses. Written to a temporary file and renamed over the original, so a reader never sees half a file.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { PagesFile } from '../../content/types.ts';
import type { CheckContext } from '../../content/validation/check-context.ts';
import type { TranslatedLanguage } from '../../schema/api/languages.ts';
import { checkContent, type FieldProblem } from './field-problems.ts';
import { fingerprint } from './fingerprint.ts';
import { writePages } from './pages-writer.ts';
import {
  parseTranslationFile,
  readTranslationFile,
  readTranslationFiles,
  type TranslationData,
  writeTranslations,
} from './translations-file.ts';

export { fingerprint };

export interface PagesOnDisk {
  text: string;
  hash: string;
}

export function readPages(file: string): PagesOnDisk {
  const text = readFileSync(file, 'utf8');
  return { text, hash: fingerprint(text) };
}

type Hashes = Partial<Record<TranslatedLanguage, string>>;

export type SaveOutcome =
  | { status: 'saved'; hash: string; changed: boolean; translationHashes: Hashes }
  /** Not saved: `files` changed on disk since they were loaded; the fingerprints of the versions on disk now. */
  | { status: 'conflict'; hash: string; translationHashes: Hashes; files: string[] }
  | { status: 'invalid'; problems: FieldProblem[] };

export interface SaveRequest {
  data: PagesFile;
  /** The fingerprint of the file the editor loaded. */
  baseHash: string;
  /** The translation files edited, each with the fingerprint of the version the editor loaded. */
  translations?: Partial<Record<TranslatedLanguage, { data: TranslationData; baseHash: string }>>;
  /**
   * The person chose to replace the versions changed on disk meanwhile: their fingerprints (from a conflict
   * answer or GET status), so a file changed yet again since is not replaced unseen.
   */
  overwrite?: { hash: string; translationHashes?: Hashes };
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
  // Every file is read (and its language checked: never a key such as ../package) before any is written.
  const translations = Object.entries(request.translations ?? {}).map(([language, edited]) => ({
    disk: readTranslationFile(translationsDir, language as TranslatedLanguage),
    ...edited,
  }));
  // Nothing is written unless every file to write is still the version the editor loaded, or the version
  // on disk the person chose to replace.
  const pagesChanged = disk.hash !== request.baseHash;
  const translationsChanged = translations.filter((t) => t.disk.hash !== t.baseHash);
  const { overwrite } = request;
  const replacing =
    !!overwrite &&
    overwrite.hash === disk.hash &&
    translationsChanged.every((t) => overwrite.translationHashes?.[t.disk.language] === t.disk.hash);
  if ((pagesChanged || translationsChanged.length > 0) && !replacing)
    return {
      status: 'conflict',
      hash: disk.hash,
      translationHashes: Object.fromEntries(readTranslationFiles(translationsDir).map((t) => [t.language, t.hash])),
      files: [...(pagesChanged ? ['pages.json'] : []), ...translationsChanged.map((t) => t.disk.name)],
    };
  const text = writePages(request.data, disk.text);
  // The translations as they will be: those sent, and the others as they are on disk.
  const saved = Object.fromEntries(
    readTranslationFiles(translationsDir).map((onDisk) => [
      onDisk.language,
      request.translations?.[onDisk.language]?.data ?? parseTranslationFile(onDisk),
    ]),
  );
  const { problems } = checkContent(text, context, saved);
  if (problems.some((problem) => problem.severity === 'error'))
    return { status: 'invalid', problems: problems.filter((problem) => problem.severity === 'error') };
  let changed = false;
  const translationHashes: Hashes = {};
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
