/** What the form's own pickers need besides the field: the site's pages, the pictures, the translations. */
import type { Segment } from '../../scripts/lib/translations/pointer.ts';
import type { PagesFile } from '../../src/shared/content/types.ts';
import type { TranslatedLanguage } from '../../src/shared/i18n/languages.ts';
import type { Translations } from './translations.ts';

export interface EditorFormContext {
  data: PagesFile;
  pictures: string[];
  upload: (file: File) => Promise<string>;
  announce: (message: string) => void;
  /** The page the form edits, and where the form's data is inside it: ["blocks", 2] for the third section, [] for
   * the page's own title and description. Translations are found by page path and that place (JSON Pointer). */
  pagePath: string;
  base: Segment[];
  translations: Translations;
  /** The places (in the page) of the texts that take a translation, as `npm run pages:check` decides. */
  translatable: ReadonlySet<string>;
  translate: (language: TranslatedLanguage, pointer: string, english: string, text: string) => void;
}
