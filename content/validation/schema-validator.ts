import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type AnySchemaObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { BlockFacts } from '../block-facts.ts';
import { blockFacts } from '../generated/block-facts.ts';

// From a path string, not a URL object: under jsdom (block tests) URL is jsdom's, which fileURLToPath rejects.
export const schemaDir = join(dirname(fileURLToPath(import.meta.url)), '../../schema/');
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

/** Every *.schema.json under schema/ (the API contracts in schema/api are checked elsewhere). */
export function readSchemas(dir = schemaDir): AnySchemaObject[] {
  const schemas: AnySchemaObject[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory() && entry.name !== 'api') walk(full);
      else if (entry.name.endsWith('.schema.json')) {
        let schema: AnySchemaObject;
        try {
          schema = JSON.parse(readFileSync(full, 'utf8')) as AnySchemaObject;
        } catch (error) {
          throw new Error(`${relative(dir, full)} is not valid JSON (${(error as Error).message})`);
        }
        if (schema.$id !== relative(dir, full))
          throw new Error(`${relative(dir, full)}: its "$id" must be "${relative(dir, full)}"`);
        schemas.push(schema);
      }
    }
  };
  walk(dir);
  return schemas;
}

let cached: { ajv: Ajv; validatePages: ValidateFunction } | undefined;

/** One ajv instance holding every schema; compiled once per process. */
export function pagesSchemaValidator() {
  if (!cached) {
    const ajv = new Ajv({
      allErrors: true,
      verbose: true,
      discriminator: true,
      strict: true,
      strictRequired: false,
      allowUnionTypes: true,
    });
    addFormats(ajv);
    // Our own annotation (see check-page-heading.ts); strict mode rejects unknown keywords otherwise.
    ajv.addKeyword({ keyword: PAGE_HEADING_KEYWORD, schemaType: ['boolean', 'object'] });
    // The TypeScript name of a shape (types-generate.ts); its `title` is the name a volunteer reads in the editor.
    ajv.addKeyword({ keyword: TYPE_NAME_KEYWORD, schemaType: 'string' });
    // The sentence the checker says when a field an editor fills is missing or empty (plain-words.ts).
    ajv.addKeyword({ keyword: WHEN_EMPTY_KEYWORD, schemaType: 'string' });
    // What code editors (VS Code) read: hover text, the words shown when a pattern fails, and the snippets
    // that insert a whole section. Annotations only; the checker reads patternErrorMessage (plain-words.ts).
    ajv.addVocabulary([...EDITOR_KEYWORDS]);
    ajv.addSchema(readSchemas());
    const validatePages = ajv.getSchema('pages.schema.json');
    if (!validatePages) throw new Error('schema/pages.schema.json is missing');
    cached = { ajv, validatePages };
  }
  return cached;
}

/**
 * The VS Code keywords the schemas use. `errorMessage` is left out on purpose: VS Code shows it for every
 * kind of failure of its field, a wrong type too, in place of the precise message. `enumDescriptions` names
 * each choice of a list in plain words: VS Code shows them beside the values, the section editor as the
 * choices of its drop-down ("Soft warm grey" for surface).
 */
export const EDITOR_KEYWORDS = [
  'markdownDescription',
  'patternErrorMessage',
  'defaultSnippets',
  'enumDescriptions',
] as const;

/**
 * The name of a shape in the generated TypeScript (HeroBlock, NavEntry), beside its `title`, which is written
 * for the people who edit the content ("Hero (large opening picture)", "Menu entry") and shown by the editor.
 */
export const TYPE_NAME_KEYWORD = 'x-type-name';

/**
 * On a field an editor fills: what to do when it is missing or empty, as a sentence she acts on ("Describe the
 * picture for people who cannot see it."), said by the checker in place of its general words.
 */
export const WHEN_EMPTY_KEYWORD = 'x-when-empty';

/** Marks the block types that show the page's main heading (h1); read by check-page-heading.ts. */
export const PAGE_HEADING_KEYWORD = 'x-page-heading';

/**
 * Each registered block type's schema (blocks/<type>/block.ts, read through its pure-data part,
 * content/generated/block-facts.ts), in the registrations' order; or those of the given facts (a test's).
 */
export function blockSchemas(blocks: readonly BlockFacts[] = blockFacts): Map<string, AnySchemaObject> {
  const { ajv } = pagesSchemaValidator();
  return new Map(
    blocks.map(({ type, schema }) => {
      const found = ajv.getSchema(schema)?.schema as AnySchemaObject | undefined;
      if (!found) throw new Error(`blocks/${type}/block.ts registers "${type}", but schema/${schema} is missing.`);
      return [type, found];
    }),
  );
}

/** The block types the checker knows: the registered ones (or the given facts'). */
export function knownBlockTypes(blocks: readonly BlockFacts[] = blockFacts): string[] {
  return blocks.map(({ type }) => type);
}

export interface ResolvedSchema {
  schema: AnySchemaObject;
  /** The `$id` of the file it is in, against which its own `$ref`s resolve. */
  fileId: string;
}

/** What a `$ref` written in the file `fromId` points at (refs are relative to their file). */
export function resolveRef(ref: string, fromId: string): ResolvedSchema | undefined {
  const url = new URL(ref, `schema:/${fromId}`);
  const fileId = url.pathname.slice(1);
  let node = pagesSchemaValidator().ajv.getSchema(fileId)?.schema as AnySchemaObject | undefined;
  for (const part of url.hash.replace(/^#\/?/, '').split('/').filter(Boolean)) node = node?.[decodeURIComponent(part)];
  return node ? { schema: node, fileId } : undefined;
}

/** Forget the compiled schemas, so edits to schema/ are seen by a long-running dev server. */
export function resetSchemaCache(): void {
  cached = undefined;
}
