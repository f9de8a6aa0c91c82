/* GENERATED FILE - do not edit by hand.
 * Made by `npm run docs:blocks` from the blocks' registrations (blocks/<type>/block.ts);
 * edit those and run it again. */
import type { BlockType } from '../content/types.ts';
import type { EnhancerLoader } from '../src/shared/block-registration.ts';

/** The enhancers, loaded on demand by the page's own script (src/shell/islands/start-enhancers.ts). */
export const blockEnhancers: Partial<Record<BlockType, EnhancerLoader>> = {
  accordion: () => import('./accordion/enhance.ts'),
  counters: () => import('./counters/enhance.ts'),
  gallery: () => import('./gallery/enhance.ts'),
  'hero-carousel': () => import('./hero-carousel/enhance.ts'),
  highlights: () => import('./highlights/enhance.ts'),
  'image-carousel': () => import('./image-carousel/enhance.ts'),
  'india-map': () => import('./india-map/enhance.ts'),
  'intervention-selector': () => import('./intervention-selector/enhance.ts'),
  'logo-marquee': () => import('./logo-marquee/enhance.ts'),
  'programme-timeline-hero': () => import('./programme-timeline-hero/enhance.ts'),
  tabs: () => import('./tabs/enhance.ts'),
  'team-grid': () => import('./team-grid/enhance.ts'),
};
