/**
 * The small DOM scripts of the blocks whose life is `enhancer` (blocks/life.ts), loaded on demand. Each
 * takes the block's server-rendered root (the element with data-enhance="<type>") and adds behaviour;
 * it returns a function that removes it again. The block's component runs the same script in an effect,
 * so the dev server, the editor's preview and the unit tests behave the same.
 */
import type { BlockType } from '../content/types.ts';

export type Enhance = (root: HTMLElement) => () => void;

export const blockEnhancers: Partial<Record<BlockType, () => Promise<{ enhance: Enhance }>>> = {
  accordion: () => import('./accordion/enhance.ts'),
  counters: () => import('./counters/enhance.ts'),
  tabs: () => import('./tabs/enhance.ts'),
  highlights: () => import('./highlights/enhance.ts'),
  'hero-carousel': () => import('./hero-carousel/enhance.ts'),
  'image-carousel': () => import('./image-carousel/enhance.ts'),
  'intervention-selector': () => import('./intervention-selector/enhance.ts'),
  'logo-marquee': () => import('./logo-marquee/enhance.ts'),
  'india-map': () => import('./india-map/enhance.ts'),
  'team-grid': () => import('./team-grid/enhance.ts'),
  'programme-timeline-hero': () => import('./programme-timeline-hero/enhance.ts'),
  gallery: () => import('./gallery/enhance.ts'),
};
