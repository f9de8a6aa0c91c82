/** The content types generated from schema/, plus the helpers the renderer needs. */
import type { Block, Page, RevealSections, SiteSettings } from './generated/content-types.ts';
import type { Language } from '../schema/api/languages.ts';

export type * from './generated/content-types.ts';

export type BlockType = Block['type'];
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;

/** What the client knows of every page before loading its content. */
export interface RouteInfo {
  /** Stable name of the page's content chunk, derived from its path. */
  id: string;
  path: string;
  aliases: string[];
  /** The browser-tab title: the page's own or, per the spec, the organisation's name. */
  title: string;
  /** In the build's route table only; the browser reads it from the page's content (PageContent). */
  description?: string;
  layout: NonNullable<Page['layout']>;
  indexable: boolean;
  /** The block types the page uses, so their code can load alongside its content. */
  blockTypes: BlockType[];
}

export interface PageContent {
  id: string;
  blocks: Block[];
  revealSections?: RevealSections;
  /** For the head: the page's description (in the browser's site data, routes carry none). */
  description?: string;
  /** On a Hindi or Telugu page: the positions of the sections shown in English (not fully translated). */
  englishBlocks?: number[];
}

export interface SiteData {
  site: SiteSettings;
  routes: RouteInfo[];
  /** The language of these texts; English when absent. */
  language?: Language;
  /** Texts of the menus and footer left in English for want of a translation (marked lang="en"). */
  englishTexts?: string[];
}
