/**
 * What the form's own pickers and messages need besides the field: the site, pictures, translations, problems.
 * Functions, read when used, so a field that is not drawn again still acts on the latest content; and
 * `version`, which changes when something a field shows from outside its own value changes
 * (use-form-contexts.ts says why).
 */
import type { Segment } from '../../content/translations/pointer.ts';
import type { PagesFile } from '../../content/types.ts';
import type { TranslatedLanguage } from '../../schema/api/languages.ts';
import type { FieldProblem, ProblemFix, UploadedPicture } from './backend.ts';
import type { TranslationEntry } from './translations.ts';

export interface EditorFormContext {
  /** The content as it is now (the link pickers' pages and sections). */
  content: () => PagesFile;
  /** The pictures of public/images and the uploaded ones. */
  pictures: () => string[];
  /** Those of them uploaded from the editor, which the picker offers to delete. */
  uploaded: () => string[];
  upload: (file: File) => Promise<UploadedPicture>;
  /** Deletes an uploaded picture; throws an Error with the reason (in plain words) when it is refused. */
  deletePicture: (src: string) => Promise<void>;
  announce: (message: string) => void;
  /**
   * Where the form's data is inside its owner (a page, or the site settings): ["blocks", 2] for the third
   * section, [] for the page's own title and description, ["navigation"] for the top menu. Translations are
   * found by that place (a JSON Pointer), under the page's path or the file's `site`.
   */
  base: Segment[];
  /** The owner's place in the content: ["pages", 3] or ["site"]. */
  owner: Segment[];
  /** The places (in the owner) of the texts that take a translation, as `npm run pages:check` decides. */
  translatable: ReadonlySet<string>;
  entryOf: (language: TranslatedLanguage, pointer: string) => TranslationEntry | undefined;
  translate: (language: TranslatedLanguage, pointer: string, english: string, text: string) => void;
  /** The checker's messages about the value at this place in the content (["pages", 3, "blocks", 2, "heading"]). */
  problemsAt: (path: readonly Segment[]) => FieldProblem[];
  /** Carries out a fix the checker offers. */
  fix: (fix: ProblemFix, problem: FieldProblem) => void;
  /** Changes when the site's pages, the translations, the messages or the pictures do. */
  version: string;
}
