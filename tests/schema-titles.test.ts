// @vitest-environment node
// Every field of the content's schemas has a title a volunteer reads as the field's label in the editor, and
// a description under it; the type names the code uses stay apart, in x-type-name.
import type { AnySchemaObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { readSchemas, resolveRef, TYPE_NAME_KEYWORD } from '../content/validation/schema-validator.ts';

/** The schemas of pages.json, which the editor edits (not those of the translation files and their helpers). */
const PAGES_FILES = ['pages', 'site', 'page', 'block', 'common', 'form-parts'].map((name) => `${name}.schema.json`);
const contentSchemas = readSchemas().filter((schema) => {
  const id = schema.$id as string;
  return PAGES_FILES.includes(id) || id.startsWith('blocks/');
});

interface Field {
  where: string;
  schema: AnySchemaObject;
  fileId: string;
}

function fields(): Field[] {
  const found: Field[] = [];
  const visit = (node: unknown, where: string, fileId: string, isField: boolean) => {
    if (!node || typeof node !== 'object' || Array.isArray(node)) return;
    const schema = node as AnySchemaObject;
    if (isField) found.push({ where, schema, fileId });
    for (const [name, sub] of Object.entries(schema.properties ?? {})) visit(sub, `${where}.${name}`, fileId, true);
    for (const [name, sub] of Object.entries(schema.definitions ?? {})) visit(sub, `${where}#${name}`, fileId, false);
    if (schema.items && !Array.isArray(schema.items)) visit(schema.items, `${where}[]`, fileId, true);
  };
  for (const schema of contentSchemas) visit(schema, schema.$id as string, schema.$id as string, false);
  return found;
}

const described = ({ schema, fileId }: Field): boolean => {
  if (schema.description) return true;
  const target = schema.$ref ? resolveRef(schema.$ref, fileId) : undefined;
  return !!target && described({ schema: target.schema, fileId: target.fileId, where: '' });
};

describe('the content schemas', () => {
  it('give every field a title', () => {
    expect(
      fields()
        .filter((field) => typeof field.schema.title !== 'string')
        .map((f) => f.where),
    ).toEqual([]);
  });

  it('describe every field, but the items of a list, which their list describes', () => {
    const missing = fields().filter((field) => !field.where.endsWith('[]') && !described(field));
    expect(missing.map((field) => field.where)).toEqual([]);
  });

  it('name types in x-type-name, never with a title written as code (HeroBlock, InterventionItem)', () => {
    const codeLike = /[a-z][A-Z]|^[A-Z][a-z]+[A-Z]/;
    const titles = fields().map((field) => field.schema.title as string);
    expect(titles.filter((title) => codeLike.test(title) && title !== 'LinkedIn')).toEqual([]);
    const hero = contentSchemas.find((schema) => schema.$id === 'blocks/hero.schema.json')!;
    expect(hero[TYPE_NAME_KEYWORD]).toBe('HeroBlock');
    expect(hero.title).toBe('Hero (large opening picture)');
  });
});
