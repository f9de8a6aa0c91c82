/**
 * Every block type mapped to its component, loaded on demand so a page downloads only the blocks it uses.
 * The `satisfies` clause makes the type check fail when a type in schema/ has no entry here,
 * or an entry here has no schema.
 */
import type { BlockRegistry } from '../src/blocks-runtime/registry-types';

export const blockRegistry = {
  hero: () => import('./hero'),
  'contact-form': () => import('./contact-form'),
  'join-form': () => import('./join-form'),
  'upload-test': () => import('./upload-test'),
  banner: () => import('./banner'),
  'objective-cards': () => import('./objective-cards'),
  counters: () => import('./counters'),
  highlights: () => import('./highlights'),
  'team-grid': () => import('./team-grid'),
  accordion: () => import('./accordion'),
  'intervention-selector': () => import('./intervention-selector'),
  'hero-carousel': () => import('./hero-carousel'),
  tabs: () => import('./tabs'),
  'logo-marquee': () => import('./logo-marquee'),
  'india-map': () => import('./india-map'),
  'metrics-grid': () => import('./metrics-grid'),
  'image-carousel': () => import('./image-carousel'),
  quote: () => import('./quote'),
  timeline: () => import('./timeline'),
  gallery: () => import('./gallery'),
  'call-to-action': () => import('./call-to-action'),
  'rich-text': () => import('./rich-text'),
  'programme-timeline-hero': () => import('./programme-timeline-hero'),
  'programme-cards': () => import('./programme-cards'),
  'impact-areas': () => import('./impact-areas'),
  statistics: () => import('./statistics'),
  'apply-cards': () => import('./apply-cards'),
  'workforce-figures': () => import('./workforce-figures'),
  'link-cards': () => import('./link-cards'),
  'policy-sections': () => import('./policy-sections'),
} satisfies BlockRegistry;
