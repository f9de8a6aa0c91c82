/**
 * Runs each enhanced block's own small script on its server-rendered element. The enhancers' list is made from
 * the blocks' registrations (generated blocks/enhancers.ts), without the rest of them: this is every page's script.
 */
import { blockEnhancers } from '../../../blocks/enhancers.ts';
import type { BlockType } from '../../../content/types.ts';

export function startEnhancers(root: ParentNode = document): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-enhance]')) {
    const load = blockEnhancers[element.dataset.enhance as BlockType];
    if (!load) continue;
    load()
      .then(({ enhance }) => {
        enhance(element);
        // A mark for tests and for anyone curious in the inspector: this block's script runs.
        element.dataset.enhanced = '';
      })
      .catch((error: unknown) => console.error(`The ${element.dataset.enhance} block could not start:`, error));
  }
}
