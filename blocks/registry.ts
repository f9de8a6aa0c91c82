/**
 * The lists of block types the site's entries and the editor need, derived from the blocks' registrations
 * (blocks/<type>/block.ts, gathered in the generated blocks/index.ts): nothing here names a block type.
 * Each component is loaded on demand, so a page downloads only the blocks it uses.
 */
import { factsIndex } from '../content/block-facts.ts';
import type { BlockRegistry } from '../src/shell/blocks-runtime/registry-types.ts';
import { blockLists } from '../src/shared/block-registration.ts';
import { blocks } from './index.ts';

const lists = blockLists(blocks);

/** Type -> lazily loaded component, for every registered type (the schema's types are the same: generated). */
export const blockRegistry = lists.registry as BlockRegistry;

/** How each type comes alive in the browser, when an island wakes, whether it is a form. */
export const { lifeOf, wakeOf, isForm } = factsIndex(lists.facts);
