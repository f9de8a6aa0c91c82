/**
 * What is known of a block type without loading its code: the pure-data part of its registration
 * (blocks/<type>/block.ts). The list of every type's facts is generated from the registrations
 * (content/generated/block-facts.ts, by `npm run docs:blocks`), so the checker, the block catalogue, the
 * editor, the build and the budgets read the registrations without importing React or blocks/.
 */
import type { BlockType } from './types.ts';

/**
 * How a block comes alive in the browser. The page is always rendered whole on the server; then:
 * - `static`: nothing runs; the HTML is the block.
 * - `enhancer`: a small DOM script of the block's own (blocks/<type>/enhance.ts) adds its behaviour to the
 *   server's HTML; no React in the browser.
 * - `island`: the block's React component is hydrated as a root of its own (src/shell/islands/), its props
 *   travelling in the page as JSON.
 */
export type BlockLife = 'static' | 'enhancer' | 'island';

/**
 * When an island wakes: `visible` when it comes near the screen (or is touched first), `touch` only when
 * first touched (focus, pointer, key), `idle` when first touched or once the page has loaded and the browser
 * is idle, whichever is first (ready by the time the visitor acts, yet out of the first load; too costly in
 * TBT for React's 80 KB on a slow phone, so the forms use `touch`: docs/decisions.md).
 */
export type IslandWake = 'visible' | 'touch' | 'idle';

export interface BlockFacts {
  type: BlockType;
  /** The `$id` of its JSON Schema inside schema/. */
  schema: string;
  /** Its example section, from the repository's root. */
  example: string;
  life: BlockLife;
  /** Islands only. */
  wake?: IslandWake;
  /** An island that is a form (the budgets' "form" kind of page). */
  form?: boolean;
}

/** Where a block type's schema and example are: the same for every type. */
export const blockSchemaId = (type: string) => `blocks/${type}.schema.json`;
export const blockExampleFile = (type: string) => `blocks/${type}/example.json`;

/** The pure-data part of a registration (what content/generated/block-facts.ts lists), its keys in one order. */
export function factsOf({ type, schema, example, life, wake, form }: BlockFacts): BlockFacts {
  return { type, schema, example, life, ...(wake && { wake }), ...(form && { form }) };
}

/** Questions about block types, answered from a list of facts (the registered one, or a test's). */
export function factsIndex(blocks: readonly BlockFacts[]) {
  const byType = new Map<string, BlockFacts>(blocks.map((block) => [block.type, block]));
  const of = (type: string): BlockFacts => {
    const facts = byType.get(type);
    if (!facts) throw new Error(`No block type "${type}" is registered (blocks/${type}/block.ts).`);
    return facts;
  };
  return {
    lifeOf: (type: string): BlockLife => of(type).life,
    /** When an island wakes; `visible` for one that does not say. */
    wakeOf: (type: string): IslandWake => of(type).wake ?? 'visible',
    isForm: (type: string): boolean => of(type).form === true,
  };
}
