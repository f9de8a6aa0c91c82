// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { blockEnhancers } from '../blocks/enhancers.ts';
import { blocks } from '../blocks/index.ts';
import { blockIslands } from '../blocks/islands.ts';
import { blockRegistry } from '../blocks/registry.ts';
import { blockFacts } from '../content/generated/block-facts.ts';
import { knownBlockTypes } from '../content/validation/schema-validator.ts';
import { factsOf } from '../content/block-facts.ts';
import { blockListSchema } from '../scripts/lib/block-files.ts';

const sorted = (list: readonly string[]) => [...list].sort();

describe('the block registrations', () => {
  it('the registry, the schema and the blocks/ folders name the same block types', () => {
    const folders = readdirSync('blocks', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    const schemaFiles = readdirSync('schema/blocks').map((name) => name.replace('.schema.json', ''));
    expect(sorted(Object.keys(blockRegistry))).toEqual(sorted(knownBlockTypes()));
    expect(sorted(folders)).toEqual(sorted(knownBlockTypes()));
    expect(sorted(schemaFiles)).toEqual(sorted(knownBlockTypes()));
  });

  it('the generated lists are made from them (else: npm run docs:blocks)', () => {
    expect(blockFacts).toEqual(blocks.map(factsOf));
    expect(JSON.parse(readFileSync('schema/block.schema.json', 'utf8')).oneOf).toEqual(blockListSchema(blockFacts));
  });

  // The browser's two lists import by the folder's file names; each registration must import the same modules.
  it.each(blocks.filter((block) => block.enhancer))(
    "$type: its enhancer is the one the page's script loads",
    async (block) => {
      expect(blockEnhancers[block.type]).toBeDefined();
      expect(await block.enhancer?.()).toBe(await blockEnhancers[block.type]?.());
    },
  );

  it.each(blocks.filter((block) => block.life === 'island'))(
    '$type: its component is the one its island loads',
    async (block) => {
      expect(await block.component()).toBe(await blockIslands[block.type]?.());
    },
  );

  it('only those: no other type has an enhancer or an island in the browser', () => {
    expect(sorted(Object.keys(blockEnhancers))).toEqual(
      sorted(blocks.filter((b) => b.life === 'enhancer').map((b) => b.type)),
    );
    expect(sorted(Object.keys(blockIslands))).toEqual(
      sorted(blocks.filter((b) => b.life === 'island').map((b) => b.type)),
    );
  });
});
