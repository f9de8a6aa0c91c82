// @vitest-environment node
// A block type added in one place: a registration object here (no folder, no schema file) is found in every
// list the site derives from the registrations, by the same functions the real lists are made with.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { blocks } from '../blocks/index.ts';
import { factsIndex } from '../content/block-facts.ts';
import type { BlockType } from '../content/types.ts';
import { blockSchemas, knownBlockTypes, pagesSchemaValidator } from '../content/validation/schema-validator.ts';
import { renderCatalogue } from '../scripts/content/docs-blocks.ts';
import { blockListSchema, blockSources } from '../scripts/lib/block-files.ts';
import { type AnyBlockRegistration, blockLists, defineBlock } from '../src/shared/block-registration.ts';

const type = 'fixture-note' as BlockType;
const component = async () => ({ default: () => null });
const fixture = defineBlock({ type, component, island: { wake: 'visible' } }) as AnyBlockRegistration;
const schema = {
  $id: 'blocks/fixture-note.schema.json',
  title: 'Note (test only)',
  description: 'A short note that exists only in this test.',
  type: 'object',
  additionalProperties: false,
  required: ['type', 'text'],
  properties: {
    type: { const: 'fixture-note', description: 'Which kind of section this is.' },
    text: { type: 'string', description: 'The words of the note.' },
  },
};
const lists = blockLists([...blocks, fixture]);

describe('a block type registered by one registration object', () => {
  it('is in the registry with its component, beside every real type', () => {
    expect(lists.registry[type]).toBe(component);
    expect(lists.types).toEqual([...blocks.map((block) => block.type), type]);
  });

  it('is in the islands list, wakes when seen, is not a form and has no enhancer', () => {
    expect(lists.islands[type]).toBe(component);
    const { lifeOf, wakeOf, isForm } = factsIndex(lists.facts);
    expect([lifeOf(type), wakeOf(type), isForm(type)]).toEqual(['island', 'visible', false]);
    expect(lists.enhancers[type]).toBeUndefined();
    expect(blockSources(lists.facts)['blocks/islands.ts']).toContain(
      "'fixture-note': () => import('./fixture-note/index.tsx'),",
    );
  });

  it("is a type the checker knows, and the block schema's list made from it accepts such a section", () => {
    expect(knownBlockTypes(lists.facts)).toContain(type);
    expect(knownBlockTypes()).not.toContain(type);
    const { ajv } = pagesSchemaValidator();
    ajv.addSchema(schema);
    const list = JSON.parse(readFileSync('schema/block.schema.json', 'utf8'));
    const withFixture = ajv.compile({ ...list, $id: 'fixture-block-list.json', oneOf: blockListSchema(lists.facts) });
    expect(withFixture({ type, text: 'Hello' }), JSON.stringify(withFixture.errors)).toBe(true);
    expect(withFixture({ type, txt: 'Hello' })).toBe(false);
    expect(ajv.getSchema('block.schema.json')?.({ type, text: 'Hello' })).toBe(false);
  });

  it('has its section in the block catalogue', () => {
    const catalogue = renderCatalogue(lists.facts, new Map([...blockSchemas(), [type, schema]]));
    const section = catalogue.split('\n## fixture-note\n')[1]?.split('\n## ')[0];
    expect(section).toContain('A short note that exists only in this test.');
    expect(section).toContain('| `text` | text | yes |');
    expect(section).toContain('_No example yet: add blocks/fixture-note/example.json._');
    expect(catalogue).toContain('- [fixture-note](#fixture-note): A short note that exists only in this test.');
  });
});
