/** Runs each enhanced block's own small script (blocks/enhancers.ts) on its server-rendered element. */
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
