import type { ComponentType } from 'react';
import type { BlockOf, BlockType } from '../../../content/types.ts';

/** A block component receives its own entry of pages.json as props. */
export type BlockComponent<T extends BlockType> = ComponentType<BlockOf<T>>;

export type BlockRegistry = {
  [T in BlockType]: () => Promise<{ default: BlockComponent<T> }>;
};
