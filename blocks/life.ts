/**
 * How each block type comes alive in the browser (issue #28). The page is always rendered whole on the
 * server; then:
 * - `static`: nothing runs; the HTML is the block.
 * - `enhancer`: a small DOM script of the block's own (blocks/<type>/enhance.ts, listed in enhancers.ts)
 *   adds its behaviour to the server's HTML; no React in the browser.
 * - `island`: the block's React component is hydrated as a root of its own (src/shell/islands/), its props
 *   travelling in the page as JSON: `visible` ones when they come near the screen (or are touched first),
 *   `touch` ones only when first touched (focus, pointer, key), so a page whose only island is a form loads
 *   no React until the visitor reaches for it. What was typed, clicked or focused before the
 *   island woke is handed to it afterwards.
 * The `satisfies` clause makes the type check fail when a block type has no entry here.
 */
import type { BlockType } from '../content/types.ts';

export type BlockLife = 'static' | 'enhancer' | 'island';
export type IslandWake = 'visible' | 'touch';

export const blockLife = {
  hero: 'static',
  banner: 'static',
  'objective-cards': 'static',
  quote: 'static',
  'call-to-action': 'static',
  'rich-text': 'static',
  'programme-cards': 'static',
  'impact-areas': 'static',
  statistics: 'static',
  'apply-cards': 'static',
  'workforce-figures': 'static',
  'link-cards': 'static',
  'policy-sections': 'static',
  'metrics-grid': 'static',
  timeline: 'static',
  // Show, hide, scroll, count or rotate: a small enhancer each, no React in the browser.
  counters: 'enhancer',
  highlights: 'enhancer',
  'team-grid': 'enhancer',
  accordion: 'enhancer',
  'intervention-selector': 'enhancer',
  'hero-carousel': 'enhancer',
  tabs: 'enhancer',
  'logo-marquee': 'enhancer',
  'india-map': 'enhancer',
  'image-carousel': 'enhancer',
  gallery: 'enhancer',
  'programme-timeline-hero': 'enhancer',
  // Forms: validation, state and the guardian section stay React.
  'contact-form': 'island',
  'join-form': 'island',
  'upload-test': 'island',
  'your-data-request': 'island',
} as const satisfies Record<BlockType, BlockLife>;

/** Block types whose islands are forms (the budgets' "form" kind). */
export const FORM_BLOCKS: readonly BlockType[] = ['contact-form', 'join-form', 'upload-test', 'your-data-request'];

export const lifeOf = (type: BlockType): BlockLife => blockLife[type];

/**
 * When an island wakes. The forms respond only to the visitor, so they wake when first touched; an island
 * not listed here (none today) wakes once seen.
 */
const ISLAND_WAKE: Partial<Record<BlockType, IslandWake>> = {
  'contact-form': 'touch',
  'join-form': 'touch',
  'upload-test': 'touch',
  'your-data-request': 'touch',
};

export const wakeOf = (type: BlockType): IslandWake => ISLAND_WAKE[type] ?? 'visible';
