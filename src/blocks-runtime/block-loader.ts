import type { ComponentType } from 'react';
import { blockRegistry } from '../../blocks/registry';
import type { Block, BlockType } from '../content/types';

const loaded = new Map<BlockType, ComponentType<Block>>();

/** Loads the code of the given block types (once each); resolves when all can render. */
export async function loadBlockTypes(types: readonly BlockType[]): Promise<void> {
  await Promise.all(
    types
      .filter((type) => !loaded.has(type))
      .map(async (type) => {
        const load = blockRegistry[type] as (() => Promise<{ default: ComponentType<Block> }>) | undefined;
        if (!load) return; // an unknown type never reaches here: pages.json is validated at build time
        loaded.set(type, (await load()).default);
      }),
  );
}

/** The component of an already loaded block type, or undefined when it is not loaded. */
export function loadedBlock(type: BlockType): ComponentType<Block> | undefined {
  return loaded.get(type);
}

export function isRegisteredType(type: string): type is BlockType {
  return Object.hasOwn(blockRegistry, type);
}
