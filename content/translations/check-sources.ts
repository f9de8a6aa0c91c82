/**
 * The part of the translations check that covers every file of texts (text-sources.ts), not only
 * translations/<language>.json: the glossary's warnings, located in the file where each text is written,
 * and how many texts a native speaker has reviewed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { TranslatedLanguage } from '../../schema/api/languages.ts';
import type { FileProblem } from './checked-json.ts';
import { glossaryFile, glossaryProblems, loadGlossary } from './glossary.ts';
import type { LoadedTranslations } from './load.ts';
import { pageTranslationTexts } from './source-page-translations.ts';
import { parseReviewRecord, type ReviewCount, reviewCounts, reviewRecordFile } from './review-record.ts';
import { serverWordsFile } from './server-words-files.ts';
import type { SourceContext } from './text-source.ts';
import { loadSources } from './text-sources.ts';

/** The files of texts as they are on disk, named from `root` (the folder of pages.json). */
export function sourceContext(
  root: string,
  language: TranslatedLanguage,
  pagesText: string,
  pagesData: unknown,
  pagesFile = 'pages.json',
): SourceContext {
  return {
    root,
    language,
    pagesText,
    pagesData,
    pagesFile,
    // The server's words are the code's: an export of the content has none, so the repository's are read.
    read: (file) => (existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : serverWordsFile(file)),
  };
}

const translationsName = (language: TranslatedLanguage) => `translations/${language}.json`;

/**
 * The glossary's warnings on the texts of one translation file as given (the editor's unsaved copy too),
 * named as the file is; the glossary is the one beside it.
 */
export function translationGlossaryProblems(
  pagesText: string,
  data: unknown,
  loaded: LoadedTranslations,
  language: TranslatedLanguage,
): FileProblem[] {
  const glossary = loadGlossary(language, dirname(loaded.file))?.data;
  if (!glossary || !loaded.data || !loaded.source) return [];
  const source = pageTranslationTexts(sourceContext('.', language, pagesText, data), loaded);
  return glossaryProblems(glossary, glossaryFile(language, dirname(loaded.file)), source).map((problem) => ({
    ...problem,
    file: loaded.file,
  }));
}

/** `dir` holds the translation files; every other file is named from its parent. */
export function checkEveryText(
  dir: string,
  language: TranslatedLanguage,
  pagesText: string,
  data: unknown,
  pagesFile: string,
): { problems: FileProblem[]; review: ReviewCount[] } {
  const root = dirname(dir);
  const context = sourceContext(root, language, pagesText, data, pagesFile);
  const sources = loadSources(context);
  const named = (problem: FileProblem) => ({ ...problem, file: join(root, problem.file) });
  const problems: FileProblem[] = [];
  const glossary = loadGlossary(language, dir);
  if (glossary) {
    problems.push(...glossary.problems);
    // translations/<language>.json is checked by checkLanguage (translationGlossaryProblems).
    for (const loaded of sources)
      if (glossary.data && loaded.file !== translationsName(language))
        problems.push(...glossaryProblems(glossary.data, glossary.file, loaded).map(named));
  }
  // The record is in the translation file, whose problems checkLanguage reports already.
  const record = parseReviewRecord(context.read(reviewRecordFile(language)), language);
  return { problems, review: reviewCounts(record.data, sources) };
}
