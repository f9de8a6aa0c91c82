import type { ComponentType } from 'react';
import type { Block, BlockType } from '../../../content/types.ts';
import type { BlockRegistry } from './registry-types.ts';

/** Loads block code on demand and hands out the components already loaded. */
export interface BlockLoader {
  /** Loads the code of the given block types (once each); resolves when all can render. */
  load: (types: readonly BlockType[]) => Promise<void>;
  /** The component of an already loaded block type, or undefined when it is not loaded. */
  component: (type: BlockType) => ComponentType<Block> | undefined;
}

/**
 * The runtime is given its registry (as Puck's `<Render config>` is) rather than importing blocks/:
 * only the entries know which blocks exist, so the runtime can render any set, a test's or the catalogue's.
 */
export function createBlockLoader(registry: BlockRegistry): BlockLoader {
  const loaded = new Map<BlockType, ComponentType<Block>>();
  return {
    load: async (types) => {
      await Promise.all(
        types
          .filter((type) => !loaded.has(type))
          .map(async (type) => {
            const load = registry[type] as (() => Promise<{ default: ComponentType<Block> }>) | undefined;
            if (!load) return; // an unknown type never reaches here: pages.json is validated at build time
            loaded.set(type, (await load()).default);
          }),
      );
    },
    component: (type) => loaded.get(type),
  };
}
