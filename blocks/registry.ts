/**
 * Every block type mapped to its component, loaded on demand so a page downloads only the blocks it uses.
 * The `satisfies` clause makes the type check fail when a type in schema/ has no entry here,
 * or an entry here has no schema.
 */
import type { BlockRegistry } from '../src/blocks-runtime/registry-types';

export const blockRegistry = {
  hero: () => import('./hero'),
  banner: () => import('./banner'),
  'intervention-selector': () => import('./intervention-selector'),
  'policy-sections': () => import('./policy-sections'),
} satisfies BlockRegistry;
