/**
 * Every block type mapped to its component, loaded on demand so a page downloads only the blocks it uses.
 * The `satisfies` clause makes the type check fail when a type in schema/ has no entry here,
 * or an entry here has no schema.
 */
import type { BlockRegistry } from '../src/shell/blocks-runtime/registry-types.ts';

export const blockRegistry = {
  hero: () => import('./hero/index.tsx'),
  'contact-form': () => import('./contact-form/index.tsx'),
  'join-form': () => import('./join-form/index.tsx'),
  'upload-test': () => import('./upload-test/index.tsx'),
  banner: () => import('./banner/index.tsx'),
  'objective-cards': () => import('./objective-cards/index.tsx'),
  counters: () => import('./counters/index.tsx'),
  highlights: () => import('./highlights/index.tsx'),
  'team-grid': () => import('./team-grid/index.tsx'),
  accordion: () => import('./accordion/index.tsx'),
  'intervention-selector': () => import('./intervention-selector/index.tsx'),
  'hero-carousel': () => import('./hero-carousel/index.tsx'),
  tabs: () => import('./tabs/index.tsx'),
  'logo-marquee': () => import('./logo-marquee/index.tsx'),
  'india-map': () => import('./india-map/index.tsx'),
  'metrics-grid': () => import('./metrics-grid/index.tsx'),
  'image-carousel': () => import('./image-carousel/index.tsx'),
  quote: () => import('./quote/index.tsx'),
  timeline: () => import('./timeline/index.tsx'),
  gallery: () => import('./gallery/index.tsx'),
  'call-to-action': () => import('./call-to-action/index.tsx'),
  'rich-text': () => import('./rich-text/index.tsx'),
  'programme-timeline-hero': () => import('./programme-timeline-hero/index.tsx'),
  'programme-cards': () => import('./programme-cards/index.tsx'),
  'impact-areas': () => import('./impact-areas/index.tsx'),
  statistics: () => import('./statistics/index.tsx'),
  'apply-cards': () => import('./apply-cards/index.tsx'),
  'workforce-figures': () => import('./workforce-figures/index.tsx'),
  'link-cards': () => import('./link-cards/index.tsx'),
  'policy-sections': () => import('./policy-sections/index.tsx'),
  'your-data-request': () => import('./your-data-request/index.tsx'),
} satisfies BlockRegistry;
