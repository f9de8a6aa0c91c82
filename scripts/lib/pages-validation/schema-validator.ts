import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type AnySchemaObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';

export const schemaDir = fileURLToPath(new URL('../../../schema/', import.meta.url));
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

/** Every *.schema.json under schema/ (the API contracts in schema/api are checked elsewhere). */
export function readSchemas(dir = schemaDir): AnySchemaObject[] {
  const schemas: AnySchemaObject[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory() && entry.name !== 'api') walk(full);
      else if (entry.name.endsWith('.schema.json')) {
        const schema = JSON.parse(readFileSync(full, 'utf8')) as AnySchemaObject;
        if (schema.$id !== relative(dir, full)) throw new Error(`${full}: its "$id" must be "${relative(dir, full)}"`);
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
    const ajv = new Ajv({ allErrors: true, verbose: true, discriminator: true, strict: true, strictRequired: false, allowUnionTypes: true });
    addFormats(ajv);
    ajv.addSchema(readSchemas());
    const validatePages = ajv.getSchema('pages.schema.json');
    if (!validatePages) throw new Error('schema/pages.schema.json is missing');
    cached = { ajv, validatePages };
  }
  return cached;
}

/** The block types the schema knows, read from the block schema's list. */
export function knownBlockTypes(): string[] {
  const { ajv } = pagesSchemaValidator();
  const blockSchema = ajv.getSchema('block.schema.json')?.schema as AnySchemaObject;
  return (blockSchema.oneOf as { $ref: string }[]).map(({ $ref }) => {
    const target = ajv.getSchema($ref)?.schema as AnySchemaObject;
    return target.properties.type.const as string;
  });
}

/** Forget the compiled schemas, so edits to schema/ are seen by a long-running dev server. */
export function resetSchemaCache(): void {
  cached = undefined;
}
