// What changed between two revisions, in words (content/change-words/describe-changes.ts), named as the
// section editor names things: the block types and the site settings as the catalogue gives them.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type ContentNames,
  describeChanges,
  type RevisionContent,
} from '../../content/change-words/describe-changes.ts';
import { editorNames } from '../../content/change-words/editor-names.ts';
import { TRANSLATED_LANGUAGES } from '../../schema/api/languages.ts';
import type { PageChanges } from '../../schema/api/publishing.ts';
import type { ContentFiles } from './content-files.ts';

/** The repository's root, where the block types' schemas are. */
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** A text that is not valid JSON (never in a saved revision: the checker refuses it) counts as empty. */
const parse = <T>(text: string | undefined): T => {
  try {
    return JSON.parse(text ?? '{}') as T;
  } catch {
    return {} as T;
  }
};

const contentOf = (files: ContentFiles): RevisionContent => ({
  pages: parse(files.pagesText),
  translations: Object.fromEntries(
    TRANSLATED_LANGUAGES.map((language) => [language, parse(files.translations[language])]),
  ),
});

let names: ContentNames | undefined;

/** Read once: the block types and their schemas are those of the code that runs. */
const contentNames = (): ContentNames => (names ??= editorNames(ROOT));

export function changesInWords(from: ContentFiles, to: ContentFiles): PageChanges[] {
  return describeChanges(contentOf(from), contentOf(to), contentNames());
}
