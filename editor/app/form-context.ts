/** What the form's own pickers need besides the field: the site's pages and the pictures there are. */
import type { PagesFile } from '../../src/shared/content/types.ts';

export interface EditorFormContext {
  data: PagesFile;
  pictures: string[];
  upload: (file: File) => Promise<string>;
  announce: (message: string) => void;
}
