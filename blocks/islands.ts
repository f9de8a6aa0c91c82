/* GENERATED FILE - do not edit by hand.
 * Made by `npm run docs:blocks` from the blocks' registrations (blocks/<type>/block.ts);
 * edit those and run it again. */
import type { BlockType } from '../content/types.ts';
import type { ComponentLoader } from '../src/shared/block-registration.ts';

/** The islands' components, loaded when an island wakes (src/shell/islands/hydrate-island.tsx). */
export const blockIslands: { [T in BlockType]?: ComponentLoader<T> } = {
  'contact-form': () => import('./contact-form/index.tsx'),
  'donation-form': () => import('./donation-form/index.tsx'),
  'join-form': () => import('./join-form/index.tsx'),
  'upload-test': () => import('./upload-test/index.tsx'),
  'your-data-request': () => import('./your-data-request/index.tsx'),
};
