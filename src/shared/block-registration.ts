/**
 * One registration per block type (blocks/<type>/block.ts): its component, its enhancer or how it wakes as an
 * island, whether it is a form; its schema and example are where every type's are (content/block-facts.ts).
 * Every list the site needs is derived from the registrations by `blockLists`: the real ones
 * (blocks/registry.ts) or a test's. Here, not in blocks/, because a block folder imports no other file of
 * blocks/ (the linter's rule), and not in the shell, which blocks never import.
 */
import type { ComponentType } from 'react';
import {
  type BlockFacts,
  blockExampleFile,
  blockSchemaId,
  factsOf,
  type IslandWake,
} from '../../content/block-facts.ts';
import type { BlockOf, BlockType } from '../../content/types.ts';

/**
 * A block's own DOM script: takes the block's server-rendered root (the element with data-enhance="<type>")
 * and adds behaviour; returns a function that removes it again. The block's component runs the same script in
 * an effect, so the editor's preview and the unit tests behave as a prerendered page does.
 */
export type Enhance = (root: HTMLElement) => () => void;
export type EnhancerLoader = () => Promise<{ enhance: Enhance }>;
export type ComponentLoader<T extends BlockType> = () => Promise<{ default: ComponentType<BlockOf<T>> }>;

/** What blocks/<type>/block.ts says: an enhancer or an island (a block is never both), or neither (static). */
export type BlockDefinition<T extends BlockType> = {
  type: T;
  /** Its React component (`() => import('./index.tsx')`): rendered on the server; in the browser as an island only. */
  component: ComponentLoader<T>;
} & (
  | {
      /** Its small DOM script (`() => import('./enhance.ts')`): the page's own script runs it, no React. */
      enhancer?: EnhancerLoader;
      island?: undefined;
    }
  | {
      /** Hydrated as a React root of its own: when it wakes, and whether it is a form. */
      island: { wake: IslandWake; form?: boolean };
      enhancer?: undefined;
    }
);

/** A registration: the block's facts (pure data) and its lazily imported code. */
export interface BlockRegistration<T extends BlockType = BlockType> extends BlockFacts {
  type: T;
  component: ComponentLoader<T>;
  enhancer?: EnhancerLoader;
}

/** Any one block type's registration (a list of them holds different types). */
export type AnyBlockRegistration = { [T in BlockType]: BlockRegistration<T> }[BlockType];

export function defineBlock<T extends BlockType>(definition: BlockDefinition<T>): BlockRegistration<T> {
  const { type, component, enhancer, island } = definition;
  if (enhancer && island)
    throw new Error(`blocks/${type}/block.ts: a block has an enhancer or is an island, not both.`);
  return {
    type,
    schema: blockSchemaId(type),
    example: blockExampleFile(type),
    life: island ? 'island' : enhancer ? 'enhancer' : 'static',
    ...(island && { wake: island.wake }),
    ...(island?.form && { form: true }),
    component,
    ...(enhancer && { enhancer }),
  };
}

type Loaders<L> = Partial<Record<BlockType, L>>;

/** Every list of block types, derived from their registrations. */
export function blockLists(blocks: readonly AnyBlockRegistration[]) {
  const twice = blocks.find((block, index) => blocks.findIndex((other) => other.type === block.type) !== index);
  if (twice) throw new Error(`The block type "${twice.type}" is registered twice.`);
  const byType = <L>(pick: (block: AnyBlockRegistration) => L | undefined): Loaders<L> =>
    Object.fromEntries(
      blocks.flatMap((block) => {
        const value = pick(block);
        return value ? [[block.type, value]] : [];
      }),
    );
  return {
    types: blocks.map((block) => block.type),
    facts: blocks.map(factsOf),
    /** Type -> component, for the server's renderer and the editor's preview. */
    registry: byType((block) => block.component as ComponentLoader<BlockType>),
    /** Type -> enhancer, for the blocks that have one. */
    enhancers: byType((block) => block.enhancer),
    /** Type -> component, for the islands only: what the browser hydrates. */
    islands: byType((block) => (block.life === 'island' ? (block.component as ComponentLoader<BlockType>) : undefined)),
  };
}
