import type { BlockType } from '../../../content/types.ts';
import type { ComponentLoader } from '../../shared/block-registration.ts';

/**
 * Type -> lazily loaded component, for every block type (derived from the registrations: blocks/registry.ts).
 * A block component receives its own entry of pages.json as props.
 */
export type BlockRegistry = { [T in BlockType]: ComponentLoader<T> };
