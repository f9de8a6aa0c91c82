/**
 * The content schemas as json-schema-to-typescript should read them. A schema's `title` is written for the
 * people who edit the content ("Menu entry") and the editor shows it as a field's label; the compiler would
 * name a TypeScript type after every title. So the copy gives a `title` only where `x-type-name` names the
 * type (HeroBlock, NavEntry), and drops every other: the generated types stay as they were.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { AnySchemaObject } from 'ajv';
import { readSchemas, TYPE_NAME_KEYWORD } from '../../content/validation/schema-validator.ts';

/** Keywords whose value is a map from a name to a schema (its keys are names, never keywords). */
const SCHEMA_MAPS = new Set(['properties', 'definitions', '$defs', 'patternProperties']);
/** Keywords whose value is data, not a schema: never touched (a snippet's section may have a "title" field). */
const DATA = new Set(['const', 'enum', 'default', 'examples', 'defaultSnippets', 'x-page-heading']);

function typeNamed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(typeNamed);
  if (!schema || typeof schema !== 'object') return schema;
  const out: AnySchemaObject = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'title' || key === TYPE_NAME_KEYWORD) continue;
    if (DATA.has(key)) out[key] = value;
    else if (SCHEMA_MAPS.has(key))
      out[key] = Object.fromEntries(Object.entries(value as object).map(([name, sub]) => [name, typeNamed(sub)]));
    else out[key] = typeof value === 'object' ? typeNamed(value) : value;
  }
  const name = (schema as AnySchemaObject)[TYPE_NAME_KEYWORD];
  return typeof name === 'string' ? { title: name, ...out } : out;
}

/** Writes the copy to a new temporary folder (refs between files stay relative) and returns its path. */
export function writeTypeNamedSchemas(): string {
  const dir = mkdtempSync(join(tmpdir(), 'schemas-'));
  for (const schema of readSchemas()) {
    const file = join(dir, schema.$id as string);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(typeNamed(schema)));
  }
  return dir;
}
