import { readFileSync } from 'node:fs';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../blocks/registry.ts';
import { pageHeadingRules, showsPageHeading, type HeadingRule } from '../content/validation/check-page-heading.ts';
import { blockSchemas } from '../content/validation/schema-validator.ts';
import type { Block, BlockType } from '../content/types.ts';
import { renderBlock } from './helpers/render-block.tsx';

// The "one main heading per page" rule trusts each schema's "x-page-heading"; this keeps those honest
// by rendering every example (and, for a conditional heading, the other value too) and counting h1s.
const rules = pageHeadingRules();
const types = [...blockSchemas().keys()].filter((type) => Object.hasOwn(blockRegistry, type)) as BlockType[];
const example = (type: string) => JSON.parse(readFileSync(`blocks/${type}/example.json`, 'utf8')) as Block;

async function h1Count(block: Block): Promise<number> {
  const { default: Component } = await (
    blockRegistry[block.type] as () => Promise<{ default: ComponentType<Block> }>
  )();
  const { container, unmount } = renderBlock(<Component {...block} />);
  const count = container.querySelectorAll('h1').length;
  unmount();
  return count;
}

/** The example, and for a conditional rule the example with each condition's other value. */
function variants(block: Block, rule: HeadingRule | undefined): Block[] {
  const flipped = (rule?.conditions ?? [])
    .filter((c) => c.other !== undefined)
    .map((c) => ({ ...block, [c.field]: c.other }) as Block);
  const matching = (rule?.conditions ?? []).length
    ? [{ ...block, ...Object.fromEntries(rule!.conditions.map((c) => [c.field, c.value])) } as Block]
    : [];
  return [block, ...matching, ...flipped];
}

describe('each block shows the main heading (h1) exactly when its schema says so', () => {
  it.each(types)('%s', async (type) => {
    const rule = rules.get(type);
    for (const block of variants(example(type), rule)) {
      expect(await h1Count(block), JSON.stringify(block).slice(0, 120)).toBe(showsPageHeading(block, rule) ? 1 : 0);
    }
  });
});
