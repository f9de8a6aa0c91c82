/* GENERATED FILE - do not edit by hand.
 * Made by `npm run docs:blocks` from the blocks' registrations (blocks/<type>/block.ts);
 * edit those and run it again. */
import accordion from './accordion/block.ts';
import applyCards from './apply-cards/block.ts';
import banner from './banner/block.ts';
import callToAction from './call-to-action/block.ts';
import contactForm from './contact-form/block.ts';
import counters from './counters/block.ts';
import donationForm from './donation-form/block.ts';
import gallery from './gallery/block.ts';
import hero from './hero/block.ts';
import heroCarousel from './hero-carousel/block.ts';
import highlights from './highlights/block.ts';
import imageCarousel from './image-carousel/block.ts';
import impactAreas from './impact-areas/block.ts';
import indiaMap from './india-map/block.ts';
import interventionSelector from './intervention-selector/block.ts';
import joinForm from './join-form/block.ts';
import linkCards from './link-cards/block.ts';
import logoMarquee from './logo-marquee/block.ts';
import metricsGrid from './metrics-grid/block.ts';
import objectiveCards from './objective-cards/block.ts';
import policySections from './policy-sections/block.ts';
import programmeCards from './programme-cards/block.ts';
import programmeTimelineHero from './programme-timeline-hero/block.ts';
import quote from './quote/block.ts';
import richText from './rich-text/block.ts';
import statistics from './statistics/block.ts';
import tabs from './tabs/block.ts';
import teamGrid from './team-grid/block.ts';
import timeline from './timeline/block.ts';
import uploadTest from './upload-test/block.ts';
import workforceFigures from './workforce-figures/block.ts';
import yourDataRequest from './your-data-request/block.ts';

/** Every block type's registration; the lists the site needs are derived from them (registry.ts). */
export const blocks = [
  accordion,
  applyCards,
  banner,
  callToAction,
  contactForm,
  counters,
  donationForm,
  gallery,
  hero,
  heroCarousel,
  highlights,
  imageCarousel,
  impactAreas,
  indiaMap,
  interventionSelector,
  joinForm,
  linkCards,
  logoMarquee,
  metricsGrid,
  objectiveCards,
  policySections,
  programmeCards,
  programmeTimelineHero,
  quote,
  richText,
  statistics,
  tabs,
  teamGrid,
  timeline,
  uploadTest,
  workforceFigures,
  yourDataRequest,
] as const;
