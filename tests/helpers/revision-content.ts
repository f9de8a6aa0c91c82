// The repository's pages.json and translation files as one revision's content, and the section editor's
// ways of changing it, for the tests of the changes in words (content/change-words/, the staff Pages page).
import { readFileSync } from 'node:fs';
import type { RevisionContent } from '../../content/change-words/describe-changes.ts';
import { editorNames } from '../../content/change-words/editor-names.ts';
import type { Block } from '../../content/types.ts';
import { TRANSLATED_LANGUAGES } from '../../schema/api/languages.ts';

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

export const repositoryContent = (): RevisionContent => ({
  pages: read('pages.json'),
  translations: Object.fromEntries(
    TRANSLATED_LANGUAGES.map((language) => [language, read(`translations/${language}.json`)]),
  ),
});

export const contentNames = () => editorNames(process.cwd());

export const pageAt = (content: RevisionContent, path: string) =>
  content.pages.pages!.find((page) => page.path === path)!;

/**
 * The page's sections rearranged as the editor does it, the translations following their sections: `order`
 * lists the sections kept by their old place, and new sections as they are.
 */
export function rearrange(content: RevisionContent, path: string, order: (number | Block)[]) {
  const page = pageAt(content, path);
  const blocks = page.blocks;
  page.blocks = order.map((entry) => (typeof entry === 'number' ? blocks[entry] : entry));
  for (const file of Object.values(content.translations)) {
    const texts = Object.entries(file?.pages?.[path] ?? {}).map(([pointer, entry]) => {
      const section = /^\/blocks\/(\d+)/.exec(pointer);
      const to = section ? order.indexOf(Number(section[1])) : 0;
      return [to < 0 ? '' : pointer.replace(/^\/blocks\/\d+/, `/blocks/${to}`), entry] as const;
    });
    file!.pages![path] = Object.fromEntries(texts.filter(([pointer]) => pointer !== ''));
  }
}
