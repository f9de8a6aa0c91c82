/* GENERATED FILE - do not edit by hand.
 * Made by `npm run docs:blocks` from the blocks' registrations (blocks/<type>/block.ts);
 * edit those and run it again. */
import type { BlockFacts } from '../block-facts.ts';

/** What is known of each block type without loading its code (content/block-facts.ts). */
export const blockFacts: readonly BlockFacts[] = [
  { type: 'accordion', schema: 'blocks/accordion.schema.json', example: 'blocks/accordion/example.json', life: 'enhancer' },
  { type: 'apply-cards', schema: 'blocks/apply-cards.schema.json', example: 'blocks/apply-cards/example.json', life: 'static' },
  { type: 'banner', schema: 'blocks/banner.schema.json', example: 'blocks/banner/example.json', life: 'static' },
  { type: 'call-to-action', schema: 'blocks/call-to-action.schema.json', example: 'blocks/call-to-action/example.json', life: 'static' },
  { type: 'contact-form', schema: 'blocks/contact-form.schema.json', example: 'blocks/contact-form/example.json', life: 'island', wake: 'touch', form: true },
  { type: 'counters', schema: 'blocks/counters.schema.json', example: 'blocks/counters/example.json', life: 'enhancer' },
  { type: 'donation-form', schema: 'blocks/donation-form.schema.json', example: 'blocks/donation-form/example.json', life: 'island', wake: 'touch', form: true },
  { type: 'gallery', schema: 'blocks/gallery.schema.json', example: 'blocks/gallery/example.json', life: 'enhancer' },
  { type: 'hero', schema: 'blocks/hero.schema.json', example: 'blocks/hero/example.json', life: 'static' },
  { type: 'hero-carousel', schema: 'blocks/hero-carousel.schema.json', example: 'blocks/hero-carousel/example.json', life: 'enhancer' },
  { type: 'highlights', schema: 'blocks/highlights.schema.json', example: 'blocks/highlights/example.json', life: 'enhancer' },
  { type: 'image-carousel', schema: 'blocks/image-carousel.schema.json', example: 'blocks/image-carousel/example.json', life: 'enhancer' },
  { type: 'impact-areas', schema: 'blocks/impact-areas.schema.json', example: 'blocks/impact-areas/example.json', life: 'static' },
  { type: 'india-map', schema: 'blocks/india-map.schema.json', example: 'blocks/india-map/example.json', life: 'enhancer' },
  { type: 'intervention-selector', schema: 'blocks/intervention-selector.schema.json', example: 'blocks/intervention-selector/example.json', life: 'enhancer' },
  { type: 'join-form', schema: 'blocks/join-form.schema.json', example: 'blocks/join-form/example.json', life: 'island', wake: 'touch', form: true },
  { type: 'link-cards', schema: 'blocks/link-cards.schema.json', example: 'blocks/link-cards/example.json', life: 'static' },
  { type: 'logo-marquee', schema: 'blocks/logo-marquee.schema.json', example: 'blocks/logo-marquee/example.json', life: 'enhancer' },
  { type: 'metrics-grid', schema: 'blocks/metrics-grid.schema.json', example: 'blocks/metrics-grid/example.json', life: 'static' },
  { type: 'objective-cards', schema: 'blocks/objective-cards.schema.json', example: 'blocks/objective-cards/example.json', life: 'static' },
  { type: 'policy-sections', schema: 'blocks/policy-sections.schema.json', example: 'blocks/policy-sections/example.json', life: 'static' },
  { type: 'programme-cards', schema: 'blocks/programme-cards.schema.json', example: 'blocks/programme-cards/example.json', life: 'static' },
  { type: 'programme-timeline-hero', schema: 'blocks/programme-timeline-hero.schema.json', example: 'blocks/programme-timeline-hero/example.json', life: 'enhancer' },
  { type: 'quote', schema: 'blocks/quote.schema.json', example: 'blocks/quote/example.json', life: 'static' },
  { type: 'rich-text', schema: 'blocks/rich-text.schema.json', example: 'blocks/rich-text/example.json', life: 'static' },
  { type: 'statistics', schema: 'blocks/statistics.schema.json', example: 'blocks/statistics/example.json', life: 'static' },
  { type: 'tabs', schema: 'blocks/tabs.schema.json', example: 'blocks/tabs/example.json', life: 'enhancer' },
  { type: 'team-grid', schema: 'blocks/team-grid.schema.json', example: 'blocks/team-grid/example.json', life: 'enhancer' },
  { type: 'timeline', schema: 'blocks/timeline.schema.json', example: 'blocks/timeline/example.json', life: 'static' },
  { type: 'upload-test', schema: 'blocks/upload-test.schema.json', example: 'blocks/upload-test/example.json', life: 'island', wake: 'touch', form: true },
  { type: 'workforce-figures', schema: 'blocks/workforce-figures.schema.json', example: 'blocks/workforce-figures/example.json', life: 'static' },
  { type: 'your-data-request', schema: 'blocks/your-data-request.schema.json', example: 'blocks/your-data-request/example.json', life: 'island', wake: 'touch', form: true },
];
