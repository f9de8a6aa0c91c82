/* GENERATED FILE - do not edit by hand.
 * Made by `npm run types:generate` from the JSON Schemas in schema/; edit those and run it again. */

/**
 * One section of a page. Its "type" says which kind of section it is; the other fields depend on the type (see docs/blocks.md).
 */
export type Block = HeroBlock | BannerBlock | InterventionSelectorBlock | PolicySectionsBlock;
/**
 * Paragraphs of text, one string per paragraph.
 *
 * @minItems 1
 *
 * Items: One paragraph.
 */
export type Paragraphs = string[];

/**
 * The whole site's content: settings shared by every page, and every page with its sections.
 */
export interface PagesFile {
  /**
   * Tells your editor where this file's rules are, so it can suggest fields. Leave as it is.
   */
  $schema?: string;
  /**
   * The format version of this file. Leave it as it is; npm run pages:migrate raises it when the format changes.
   */
  version: number;
  site: SiteSettings;
  /**
   * Every page of the site. The page with path / is the home page, also shown for unknown addresses.
   *
   * @minItems 1
   */
  pages: Page[];
}
/**
 * Settings shared by every page: names, contact details, menus, footer and social links.
 */
export interface SiteSettings {
  organisation: Organisation;
  contact: ContactDetails;
  /**
   * The top menu, left to right. An entry is either a link (label and href) or a drop-down group (label and groups).
   *
   * @minItems 1
   */
  navigation: NavEntry[];
  headerBehaviour?: HeaderBehaviour;
  utilityBar: UtilityBar;
  footer: Footer;
  /**
   * Links to the organisation's social media pages; they open in a new tab.
   */
  social: SocialLink[];
}
/**
 * Who the site belongs to.
 */
export interface Organisation {
  /**
   * The foundation's full name. Also the browser-tab title of every page that has no title of its own.
   */
  name: string;
  /**
   * A short form of the name for small screens and the logo.
   */
  shortName: string;
  /**
   * The name of the affiliated institute of the three centres.
   */
  instituteName: string;
  /**
   * The site's public address without a trailing slash, for example https://www.example.org. Used for links that search engines and social networks show.
   */
  url: string;
}
/**
 * How to reach the organisation.
 */
export interface ContactDetails {
  /**
   * The registered office address, one line per entry.
   *
   * @minItems 1
   *
   * Items: One line of the address.
   */
  address: string[];
  /**
   * The general-queries e-mail address.
   */
  email: string;
  /**
   * The mobile number, with country code, for example +91 90000 00000.
   */
  phone: string;
  /**
   * A link to the office on a map (optional).
   */
  mapLink?: string;
}
export interface NavEntry {
  /**
   * The words in the menu.
   */
  label: string;
  /**
   * Where the link goes: a page of this site such as /JoinUs (optionally with #section), a full https:// address, a mailto: e-mail or a tel: phone number.
   */
  href?: string;
  /**
   * The drop-down's lists of links; give each list a heading when there is more than one.
   *
   * @minItems 1
   */
  groups?: NavGroup[];
}
export interface NavGroup {
  /**
   * The list's heading, for example the institute's name (optional).
   */
  heading?: string;
  /**
   * The links in this list.
   *
   * @minItems 1
   */
  links: NavLink[];
}
export interface NavLink {
  /**
   * The words of the link.
   */
  label: string;
  /**
   * Where the link goes: a page of this site such as /JoinUs (optionally with #section), a full https:// address, a mailto: e-mail or a tel: phone number.
   */
  href: string;
  /**
   * A short line under the link (optional).
   */
  description?: string;
}
/**
 * How the top bar behaves (optional; the spec's values are the defaults).
 */
export interface HeaderBehaviour {
  /**
   * After scrolling this many pixels the bar becomes compact and white and hides the utility bar.
   */
  compactAfterPx?: number;
  /**
   * How long, in milliseconds, a drop-down stays open after the pointer leaves it.
   */
  dropdownCloseDelayMs?: number;
}
/**
 * The thin bar above the menu.
 */
export interface UtilityBar {
  /**
   * Links in the bar, for example Donate Now.
   */
  links: Link[];
  /**
   * Figures shown in the bar, for example India's rank in education.
   */
  ranks: RankFigure[];
}
/**
 * A text link or button.
 */
export interface Link {
  /**
   * The words on the link or button.
   */
  label: string;
  /**
   * Where the link goes: a page of this site such as /JoinUs (optionally with #section), a full https:// address, a mailto: e-mail or a tel: phone number.
   */
  href: string;
}
export interface RankFigure {
  /**
   * What the figure is, for example Education.
   */
  label: string;
  /**
   * The figure, for example 132.
   */
  value: string;
}
/**
 * The bottom of every page.
 */
export interface Footer {
  /**
   * Columns of links, left to right.
   *
   * @minItems 1
   */
  columns: FooterColumn[];
  /**
   * The copyright line, for example © 2025 ... All rights reserved.
   */
  copyright: string;
  /**
   * The line naming who built the site.
   */
  credit: string;
}
export interface FooterColumn {
  /**
   * The column's heading.
   */
  heading: string;
  /**
   * The column's links.
   *
   * @minItems 1
   */
  links: Link[];
}
export interface SocialLink {
  /**
   * Which network, which picks the icon.
   */
  network: 'facebook' | 'instagram' | 'linkedin' | 'x' | 'youtube';
  /**
   * The full https:// address of the organisation's page there.
   */
  href: string;
}
/**
 * One page of the site: its address, its title and its sections in order.
 */
export interface Page {
  /**
   * The page's address, starting with /, for example /history. Capital letters do not matter to visitors: /History opens the same page.
   */
  path: string;
  /**
   * Other addresses that open this same page, for example ["/new"].
   *
   * Items: Another address for this page, starting with /.
   */
  aliases?: string[];
  /**
   * The title shown in the browser tab. Leave it out to use the organisation's name.
   */
  title?: string;
  /**
   * One or two sentences about the page, shown by search engines under the title.
   */
  description?: string;
  /**
   * standard shows the site's header and footer; standalone shows the page alone, without them.
   */
  layout?: 'standard' | 'standalone';
  /**
   * false keeps the page out of search engines and the sitemap (for test or internal pages).
   */
  indexable?: boolean;
  /**
   * The page's sections, top to bottom. Move an entry up or down to move the section on the page.
   *
   * @minItems 1
   */
  blocks: Block[];
}
/**
 * A large opening section with a background picture, the page's main heading and up to three buttons. Use it once, as the first block of a page.
 */
export interface HeroBlock {
  /**
   * Always "hero".
   */
  type: 'hero';
  /**
   * Optional name of this section, so a link can jump straight to it with #name (for example "mission" for /ccae#mission). Small letters, digits and dashes only.
   */
  id?: string;
  /**
   * A few words shown small above the heading (optional).
   */
  eyebrow?: string;
  /**
   * The page's main heading, shown large over the picture.
   */
  heading: string;
  /**
   * One or two sentences under the heading (optional).
   */
  text?: string;
  image: Image;
  /**
   * Buttons under the heading, in order (at most three).
   *
   * @maxItems 3
   */
  buttons?: Button[];
  /**
   * true fills the whole first screen; false makes a shorter banner-sized hero.
   */
  fullScreen?: boolean;
}
/**
 * A picture from the public/images folder.
 */
export interface Image {
  /**
   * The picture's address under public/, for example /images/home-hero.jpg. Replace the file with a real photo of the same name to change it.
   */
  src: string;
  /**
   * What the picture shows, in a short sentence, read aloud to blind visitors. Leave empty only for a purely decorative picture and set decorative to true.
   */
  alt: string;
  /**
   * true when the picture adds nothing a visitor needs (then alt is left empty).
   */
  decorative?: boolean;
}
/**
 * A call-to-action button.
 */
export interface Button {
  /**
   * The words on the button.
   */
  label: string;
  /**
   * Where the link goes: a page of this site such as /JoinUs (optionally with #section), a full https:// address, a mailto: e-mail or a tel: phone number.
   */
  href: string;
  /**
   * primary = filled, the main action of the section; secondary = outlined, a second choice.
   */
  variant?: 'primary' | 'secondary';
}
/**
 * A single bold statement on a coloured band, such as the organisation's goal.
 */
export interface BannerBlock {
  /**
   * Always "banner".
   */
  type: 'banner';
  /**
   * Optional name of this section, so a link can jump straight to it with #name (for example "mission" for /ccae#mission). Small letters, digits and dashes only.
   */
  id?: string;
  /**
   * The statement, in one or two sentences.
   */
  text: string;
  /**
   * A word or figure from the statement to show highlighted, for example "2M+". It must appear in the text exactly as written.
   */
  emphasis?: string;
  /**
   * Colour of the band: primary (warm) or secondary (deep).
   */
  tone?: 'primary' | 'secondary';
}
/**
 * A list of topics beside a panel: pointing at or choosing a topic shows its description in the panel.
 */
export interface InterventionSelectorBlock {
  /**
   * Always "intervention-selector".
   */
  type: 'intervention-selector';
  /**
   * Optional name of this section, so a link can jump straight to it with #name (for example "mission" for /ccae#mission). Small letters, digits and dashes only.
   */
  id?: string;
  /**
   * The section heading, for example Our Interventions.
   */
  heading: string;
  /**
   * A sentence under the heading (optional).
   */
  intro?: string;
  /**
   * Which topic is shown first, counting from 1 (1 = the first topic).
   */
  initial?: number;
  /**
   * The topics, in the order they are listed.
   *
   * @minItems 1
   */
  items: InterventionItem[];
}
export interface InterventionItem {
  /**
   * The topic's name, for example Education.
   */
  title: string;
  description: Paragraphs;
  image?: Image;
  link?: Link1;
}
/**
 * A text link or button.
 */
export interface Link1 {
  /**
   * The words on the link or button.
   */
  label: string;
  /**
   * Where the link goes: a page of this site such as /JoinUs (optionally with #section), a full https:// address, a mailto: e-mail or a tel: phone number.
   */
  href: string;
}
/**
 * A policy or terms document: a title, an introduction and titled sections of text, each ending with a link to the contact page.
 */
export interface PolicySectionsBlock {
  /**
   * Always "policy-sections".
   */
  type: 'policy-sections';
  /**
   * Optional name of this section, so a link can jump straight to it with #name (for example "mission" for /ccae#mission). Small letters, digits and dashes only.
   */
  id?: string;
  /**
   * The document's title, shown as the page's main heading.
   */
  heading: string;
  /**
   * A short introduction under the title (optional).
   */
  intro?: string;
  /**
   * Date of the last change, written YYYY-MM-DD (optional).
   */
  updated?: string;
  sectionLink?: Link2;
  /**
   * The sections, in order.
   *
   * @minItems 1
   */
  sections: PolicySection[];
}
/**
 * A text link or button.
 */
export interface Link2 {
  /**
   * The words on the link or button.
   */
  label: string;
  /**
   * Where the link goes: a page of this site such as /JoinUs (optionally with #section), a full https:// address, a mailto: e-mail or a tel: phone number.
   */
  href: string;
}
export interface PolicySection {
  /**
   * The section's title.
   */
  title: string;
  paragraphs: Paragraphs;
  /**
   * A bulleted list after the paragraphs (optional).
   *
   * Items: One point.
   */
  points?: string[];
}
