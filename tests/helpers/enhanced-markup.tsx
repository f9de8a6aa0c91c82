import type { ReactElement } from 'react';
import { afterEach } from 'vitest';
import type { Enhance } from '../../src/shared/block-registration.ts';
import { serverMarkup } from './render-block.tsx';

const undos: (() => void)[] = [];
afterEach(() => {
  for (const undo of undos.splice(0)) undo();
  document.body.replaceChildren();
});

/**
 * A block as a visitor's browser gets it: the prerendered HTML alone (no React, no props), in the document,
 * with the block's enhancer started on its [data-enhance] root, as src/shell/islands/start-enhancers.ts does.
 * Proves the markup holds everything the enhancer needs. Query it with `screen`.
 */
export function enhancedMarkup(element: ReactElement, enhance: Enhance, path = '/') {
  const html = serverMarkup(element, path);
  document.body.append(html);
  const root = html.querySelector<HTMLElement>('[data-enhance]');
  if (!root) throw new Error('The block rendered no [data-enhance] root for its enhancer.');
  undos.push(enhance(root));
  return root;
}
