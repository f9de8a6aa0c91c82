// @vitest-environment node
import { readdirSync } from 'node:fs';
import { expect, it } from 'vitest';
import { blockRegistry } from '../blocks/registry.ts';
import { knownBlockTypes } from '../content/validation/schema-validator.ts';

const sorted = (list: string[]) => [...list].sort();

it('the registry, the schema and the blocks/ folders name the same block types', () => {
  const folders = readdirSync('blocks', { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  const schemaFiles = readdirSync('schema/blocks').map((name) => name.replace('.schema.json', ''));
  expect(sorted(Object.keys(blockRegistry))).toEqual(sorted(knownBlockTypes()));
  expect(sorted(folders)).toEqual(sorted(knownBlockTypes()));
  expect(sorted(schemaFiles)).toEqual(sorted(knownBlockTypes()));
});
