/**
 * The names the section editor shows, for the changes in words: each block type's title and schema and the
 * site settings' schema, from the schemas in the repository at `root` (Node only: block-schemas.ts reads them).
 */
import { blockKinds, siteSchema } from '../block-schemas.ts';
import type { TitledSchema } from '../place-words.ts';
import type { ContentNames } from './describe-changes.ts';

export const editorNames = (root: string): ContentNames => ({
  kinds: blockKinds(root).map(({ type, title, schema }) => ({ type, title, schema: schema as TitledSchema })),
  site: siteSchema() as TitledSchema,
});
