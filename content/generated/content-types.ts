/* GENERATED FILE - do not edit by hand.
 * Made by `npm run types:generate` from the JSON Schemas in schema/; edit those and run it again. */

/**
 * One section of a page. Its "type" says which kind of section it is; the other fields depend on the type (see docs/blocks.md).
 */
export type Block =
  | AccordionBlock
  | ApplyCardsBlock
  | BannerBlock
  | CallToActionBlock
  | ContactFormBlock
  | CountersBlock
  | DonationFormBlock
  | GalleryBlock
  | HeroBlock
  | HeroCarouselBlock
  | HighlightsBlock
  | ImageCarouselBlock
  | ImpactAreasBlock
  | IndiaMapBlock
  | InterventionSelectorBlock
  | JoinFormBlock
  | LinkCardsBlock
  | LogoMarqueeBlock
  | MetricsGridBlock
  | ObjectiveCardsBlock
  | PolicySectionsBlock
  | ProgrammeCardsBlock
  | ProgrammeTimelineHeroBlock
  | QuoteBlock
  | RichTextBlock
  | StatisticsBlock
  | TabsBlock
  | TeamGridBlock
  | TimelineBlock
  | UploadTestBlock
  | WorkforceFiguresBlock
  | YourDataRequestBlock;
/**
 * A small line picture, chosen by name: users (people), scale (fairness), trendingUp (growth), megaphone (awareness), network (connections), layers (building up), compass (direction), tool (skills), heart (care), flag (goals), lightbulb (ideas), target (aims), book (learning), globe (the wider world), location (places), mail (messages).
 */
export type ContentIcon =
  | 'users'
  | 'scale'
  | 'trendingUp'
  | 'megaphone'
  | 'network'
  | 'layers'
  | 'compass'
  | 'tool'
  | 'heart'
  | 'flag'
  | 'lightbulb'
  | 'target'
  | 'book'
  | 'globe'
  | 'location'
  | 'mail';
/**
 * Paragraphs beside the pictures (optional).
 *
 * @minItems 1
 *
 * Items: One paragraph.
 */
export type Paragraphs = string[];
/**
 * The text, one box per paragraph.
 *
 * @minItems 1
 *
 * Items: One paragraph.
 */
export type Paragraphs1 = string[];
/**
 * The text, one box per paragraph.
 *
 * @minItems 1
 *
 * Items: One paragraph.
 */
export type Paragraphs2 = string[];

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
  version: 1;
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
   * The top menu, left to right. An entry is either a link (its words and where it goes) or a drop-down group (its words and the groups of links it opens).
   *
   * @minItems 1
   */
  navigation: NavEntry[];
  socialImage?: Image;
  headerBehaviour?: HeaderBehaviour;
  utilityBar: UtilityBar;
  footer: Footer;
  /**
   * Links to the organisation's social media pages; they open in a new tab.
   */
  social: SocialLink[];
  privacy?: Privacy;
  notifications?: Notifications;
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
 * The picture shown when a page of the site is shared on social media (1200 x 630 pixels, PNG or JPG). Optional.
 */
export interface Image {
  /**
   * The picture's address on the site, such as /images/home-hero.jpg: choose one of the site's pictures or upload a new one.
   */
  src: string;
  /**
   * What the picture shows, in a short sentence, read aloud to blind visitors. Leave it empty only when the picture is only decoration (see below).
   */
  alt: string;
  /**
   * On when the picture adds nothing a visitor needs: its alt text is then left empty, so screen readers skip it.
   */
  decorative?: boolean;
  /**
   * Filled in by the build from the picture file (its width in pixels); leave it out.
   */
  width?: number;
  /**
   * Filled in by the build from the picture file (its height in pixels); leave it out.
   */
  height?: number;
  /**
   * Filled in by the build: where its smaller AVIF and WebP copies are; leave it out.
   */
  variants?: {
    /**
     * The copies' address without width and format.
     */
    path: string;
    /**
     * The widths, in pixels, that exist.
     */
    widths: number[];
  };
}
/**
 * How the top bar behaves (optional; the spec's values are the defaults).
 */
export interface HeaderBehaviour {
  /**
   * After scrolling this many pixels (and once the utility bar has scrolled away) the bar becomes compact and white; it keeps its height, so the page never moves.
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
 * The short privacy notice shown with each form, and the grievance officer. Each form's notice gets a version made from its words (the first 12 hex digits of their SHA-256), so a change of wording is recorded with every submission after it without anyone counting versions. The wording is a placeholder for the foundation's lawyer to review.
 */
export interface Privacy {
  /**
   * Where the full notice is: a path on this site, for example /PrivacyPolicy#notice.
   */
  policyHref: string;
  /**
   * The Your data page, where a person sees, corrects or erases what the site holds about them (optional until the site has that page).
   */
  yourDataHref?: string;
  grievanceOfficer: GrievanceOfficer;
  consentLabel: NoticeText1;
  policyLinkLabel: NoticeText2;
  withdrawal: NoticeText3;
  contact: ContactPrivacyNotice;
  donation?: DonationPrivacyNotice;
  volunteer: VolunteerPrivacyNotice;
}
/**
 * Who answers complaints about personal data; shown in every notice and on the Privacy Policy.
 */
export interface GrievanceOfficer {
  role: NoticeText;
  /**
   * The officer's e-mail address.
   */
  email: string;
  /**
   * The officer's telephone number.
   */
  phone: string;
}
/**
 * The officer's role (or name and role), for example Grievance Officer.
 */
export interface NoticeText {
  /**
   * The text in English.
   */
  en: string;
  /**
   * The text in Hindi (optional).
   */
  hi?: string;
  /**
   * The text in Telugu (optional).
   */
  te?: string;
}
/**
 * The words beside the tick box, for example I have read this notice and agree.
 */
export interface NoticeText1 {
  /**
   * The text in English.
   */
  en: string;
  /**
   * The text in Hindi (optional).
   */
  hi?: string;
  /**
   * The text in Telugu (optional).
   */
  te?: string;
}
/**
 * The words of the link to the full notice, for example Read the full privacy notice.
 */
export interface NoticeText2 {
  /**
   * The text in English.
   */
  en: string;
  /**
   * The text in Hindi (optional).
   */
  hi?: string;
  /**
   * The text in Telugu (optional).
   */
  te?: string;
}
/**
 * How to withdraw consent and use one's rights, and how to complain to the Data Protection Board, in one or two sentences.
 */
export interface NoticeText3 {
  /**
   * The text in English.
   */
  en: string;
  /**
   * The text in Hindi (optional).
   */
  hi?: string;
  /**
   * The text in Telugu (optional).
   */
  te?: string;
}
/**
 * The notice shown with the Contact Us form.
 */
export interface ContactPrivacyNotice {
  heading: NoticeText4;
  /**
   * What is collected and why, in a few short sentences. Keep it short: it is shown above the tick box on every visit.
   *
   * @minItems 1
   * @maxItems 4
   */
  paragraphs: NoticeText5[];
  retention: NoticeText6;
}
/**
 * The notice's heading above the form's tick box, for example How we use your details.
 */
export interface NoticeText4 {
  /**
   * The text in English.
   */
  en: string;
  /**
   * The text in Hindi (optional).
   */
  hi?: string;
  /**
   * The text in Telugu (optional).
   */
  te?: string;
}
/**
 * One text of the privacy notice in each language the site speaks. English is required; a language left out is shown in English.
 */
export interface NoticeText5 {
  /**
   * The text in English.
   */
  en: string;
  /**
   * The text in Hindi (optional).
   */
  hi?: string;
  /**
   * The text in Telugu (optional).
   */
  te?: string;
}
/**
 * One text of the privacy notice in each language the site speaks. English is required; a language left out is shown in English.
 */
export interface NoticeText6 {
  /**
   * The text in English.
   */
  en: string;
  /**
   * The text in Hindi (optional).
   */
  hi?: string;
  /**
   * The text in Telugu (optional).
   */
  te?: string;
}
/**
 * The notice shown with the Donate form's second step (the donor's details): what the tax law requires the foundation to keep, and for how long.
 */
export interface DonationPrivacyNotice {
  heading: NoticeText7;
  /**
   * What is collected and why, in a few short sentences. Keep it short: it is shown above the tick box on every visit.
   *
   * @minItems 1
   * @maxItems 4
   */
  paragraphs: NoticeText5[];
  retention: NoticeText8;
}
/**
 * One text of the privacy notice in each language the site speaks. English is required; a language left out is shown in English.
 */
export interface NoticeText7 {
  /**
   * The text in English.
   */
  en: string;
  /**
   * The text in Hindi (optional).
   */
  hi?: string;
  /**
   * The text in Telugu (optional).
   */
  te?: string;
}
/**
 * One text of the privacy notice in each language the site speaks. English is required; a language left out is shown in English.
 */
export interface NoticeText8 {
  /**
   * The text in English.
   */
  en: string;
  /**
   * The text in Hindi (optional).
   */
  hi?: string;
  /**
   * The text in Telugu (optional).
   */
  te?: string;
}
/**
 * The notice shown with the Join Us form.
 */
export interface VolunteerPrivacyNotice {
  heading: NoticeText9;
  /**
   * What is collected and why, in a few short sentences. Keep it short: it is shown above the tick box on every visit.
   *
   * @minItems 1
   * @maxItems 4
   */
  paragraphs: NoticeText5[];
  retention: NoticeText10;
  guardianReason: NoticeText11;
}
/**
 * One text of the privacy notice in each language the site speaks. English is required; a language left out is shown in English.
 */
export interface NoticeText9 {
  /**
   * The text in English.
   */
  en: string;
  /**
   * The text in Hindi (optional).
   */
  hi?: string;
  /**
   * The text in Telugu (optional).
   */
  te?: string;
}
/**
 * One text of the privacy notice in each language the site speaks. English is required; a language left out is shown in English.
 */
export interface NoticeText10 {
  /**
   * The text in English.
   */
  en: string;
  /**
   * The text in Hindi (optional).
   */
  hi?: string;
  /**
   * The text in Telugu (optional).
   */
  te?: string;
}
/**
 * One text of the privacy notice in each language the site speaks. English is required; a language left out is shown in English.
 */
export interface NoticeText11 {
  /**
   * The text in English.
   */
  en: string;
  /**
   * The text in Hindi (optional).
   */
  hi?: string;
  /**
   * The text in Telugu (optional).
   */
  te?: string;
}
/**
 * The e-mails the site sends when a form is submitted: one to the team with the details, and a short confirmation to the sender. The server does not start without these settings.
 */
export interface Notifications {
  contact: ContactNotification;
  volunteer: VolunteerNotification;
}
/**
 * The emails sent when someone fills in the Contact Us form.
 */
export interface ContactNotification {
  /**
   * The form's name as the team knows it, shown in the subject of their email, for example Contact Us.
   */
  formName: string;
  /**
   * Who in the team receives each submission, with every field the sender filled in. The server's NOTIFY_TO setting, when set, replaces these addresses.
   *
   * @minItems 1
   *
   * Items: One e-mail address of the team.
   */
  teamEmails: string[];
  acknowledgement: ContactNotificationAcknowledgement;
}
/**
 * The short confirmation e-mailed to the person who sent the form. Keep it free of anything private: it never repeats their phone number, date of birth or message.
 */
export interface ContactNotificationAcknowledgement {
  subject: ContactEmailText;
  /**
   * The confirmation's paragraphs, top to bottom, including the greeting and the signature.
   *
   * @minItems 1
   */
  paragraphs: ContactEmailText1[];
}
/**
 * The subject line of the confirmation.
 */
export interface ContactEmailText {
  /**
   * The text in English, for example Thank you, {name}.
   */
  en: string;
  /**
   * The text in Hindi (optional).
   */
  hi?: string;
  /**
   * The text in Telugu (optional).
   */
  te?: string;
}
/**
 * One text in each language the site speaks. English is required; a language left out is sent in English. These words may hold {name}, {organisation}, which are replaced by the sender's details.
 */
export interface ContactEmailText1 {
  /**
   * The text in English, for example Thank you, {name}.
   */
  en: string;
  /**
   * The text in Hindi (optional).
   */
  hi?: string;
  /**
   * The text in Telugu (optional).
   */
  te?: string;
}
/**
 * The emails sent when someone fills in the Join Us (volunteer) form.
 */
export interface VolunteerNotification {
  /**
   * The form's name as the team knows it, shown in the subject of their email, for example Join Us.
   */
  formName: string;
  /**
   * Who in the team receives each submission, with every field the sender filled in. The server's NOTIFY_TO setting, when set, replaces these addresses.
   *
   * @minItems 1
   *
   * Items: One e-mail address of the team.
   */
  teamEmails: string[];
  acknowledgement: VolunteerNotificationAcknowledgement;
}
/**
 * The short confirmation e-mailed to the person who sent the form. Keep it free of anything private: it never repeats their phone number, date of birth or message.
 */
export interface VolunteerNotificationAcknowledgement {
  subject: JoinEmailText;
  /**
   * The confirmation's paragraphs, top to bottom, including the greeting and the signature.
   *
   * @minItems 1
   */
  paragraphs: JoinEmailText1[];
}
/**
 * The subject line of the confirmation.
 */
export interface JoinEmailText {
  /**
   * The text in English, for example Thank you for applying to {centre}, {firstName}.
   */
  en: string;
  /**
   * The text in Hindi (optional).
   */
  hi?: string;
  /**
   * The text in Telugu (optional).
   */
  te?: string;
}
/**
 * One text in each language the site speaks. English is required; a language left out is sent in English. These words may hold {firstName}, {centre}, {organisation}, which are replaced by the sender's details.
 */
export interface JoinEmailText1 {
  /**
   * The text in English, for example Thank you for applying to {centre}, {firstName}.
   */
  en: string;
  /**
   * The text in Hindi (optional).
   */
  hi?: string;
  /**
   * The text in Telugu (optional).
   */
  te?: string;
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
   * Off: keeps the page out of search engines and the sitemap (for test or internal pages).
   */
  indexable?: boolean;
  revealSections?: RevealSections;
  /**
   * The page's sections, top to bottom. Move an entry up or down to move the section on the page.
   *
   * @minItems 1
   */
  blocks: Block[];
}
/**
 * Makes each section fade in as it scrolls into view (optional). Leave it out for sections that are simply there.
 */
export interface RevealSections {
  /**
   * How much of a section must be visible before it fades in: 0.5 = half.
   */
  threshold?: number;
  /**
   * How long the fade takes, in milliseconds.
   */
  durationMs?: number;
}
/**
 * A list of titled sections that open one at a time, for example the Code of Conduct. Choosing a title opens its section and closes the one that was open; choosing the open one closes it.
 */
export interface AccordionBlock {
  /**
   * "accordion": A list of titled sections that open one at a time, for example the Code of Conduct.
   */
  type: 'accordion';
  /**
   * A name for this section, so a link can jump straight to it with #name (for example "mission" for /ccae#mission). Small letters, digits and dashes only.
   */
  id?: string;
  /**
   * A heading above the sections (optional). Without it the section titles are the headings directly under the page's main heading.
   */
  heading?: string;
  /**
   * A sentence or two above the sections (optional).
   */
  intro?: string;
  /**
   * Which section is open when the page loads, counting from 1; 0 = all closed.
   */
  initiallyOpen?: number;
  /**
   * The sections, in order.
   *
   * @minItems 1
   */
  sections: AccordionSection[];
}
export interface AccordionSection {
  /**
   * A name for this section, so a link can jump straight to it with #name (for example "mission" for /ccae#mission). Small letters, digits and dashes only.
   */
  id: string;
  /**
   * The section's title, always visible, for example Leave Policy.
   */
  title: string;
  /**
   * What the section says when open: one or more points, each with an optional subtitle.
   *
   * @minItems 1
   */
  items: AccordionItem[];
}
export interface AccordionItem {
  /**
   * A short title for this point (optional).
   */
  subtitle?: string;
  /**
   * The point itself, in one paragraph.
   */
  text: string;
}
/**
 * Cards for the ways to apply, each with a picture, a description and an Apply Now button. Only the first few cards (maxVisible) are shown.
 */
export interface ApplyCardsBlock {
  /**
   * "apply-cards": Cards for the ways to apply, each with a picture, a description and an Apply Now button.
   */
  type: 'apply-cards';
  /**
   * A name for this section, so a link can jump straight to it with #name (for example "mission" for /ccae#mission). Small letters, digits and dashes only.
   */
  id?: string;
  /**
   * The section heading, for example Apply Now.
   */
  heading: string;
  /**
   * A sentence under the heading (optional).
   */
  intro?: string;
  /**
   * The section's background: plain (white), surface (warm light grey) or dark (deep blue). The cards stay white.
   */
  tone?: 'plain' | 'surface' | 'dark';
  /**
   * How many cards are shown at most; cards after that stay in the file but are not shown (3 on the careers page).
   */
  maxVisible?: number;
  /**
   * The words on every card's button.
   */
  buttonLabel?: string;
  /**
   * The cards, in the order they are shown.
   *
   * @minItems 1
   */
  cards: ApplyCard[];
}
export interface ApplyCard {
  /**
   * A short name shown as a badge, for example CSII.
   */
  name: string;
  /**
   * The card's heading, for example Centre for Social Impact & Innovation.
   */
  title: string;
  /**
   * One or two sentences about who should apply.
   */
  description: string;
  image: Image1;
  /**
   * Where the link goes: a page of this site such as /JoinUs (optionally with #section), a full https:// address, a mailto: e-mail or a tel: phone number.
   */
  applyLink: string;
}
/**
 * One of the site's pictures: choose one, or upload a new one.
 */
export interface Image1 {
  /**
   * The picture's address on the site, such as /images/home-hero.jpg: choose one of the site's pictures or upload a new one.
   */
  src: string;
  /**
   * What the picture shows, in a short sentence, read aloud to blind visitors. Leave it empty only when the picture is only decoration (see below).
   */
  alt: string;
  /**
   * On when the picture adds nothing a visitor needs: its alt text is then left empty, so screen readers skip it.
   */
  decorative?: boolean;
  /**
   * Filled in by the build from the picture file (its width in pixels); leave it out.
   */
  width?: number;
  /**
   * Filled in by the build from the picture file (its height in pixels); leave it out.
   */
  height?: number;
  /**
   * Filled in by the build: where its smaller AVIF and WebP copies are; leave it out.
   */
  variants?: {
    /**
     * The copies' address without width and format.
     */
    path: string;
    /**
     * The widths, in pixels, that exist.
     */
    widths: number[];
  };
}
/**
 * A single bold statement on a coloured band, such as the organisation's goal.
 */
export interface BannerBlock {
  /**
   * "banner": A single bold statement on a coloured band, such as the organisation's goal.
   */
  type: 'banner';
  /**
   * A name for this section, so a link can jump straight to it with #name (for example "mission" for /ccae#mission). Small letters, digits and dashes only.
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
 * A short closing invitation with one or more buttons, for example Be Part of Our Story.
 */
export interface CallToActionBlock {
  /**
   * "call-to-action": A short closing invitation with one or more buttons, for example Be Part of Our Story.
   */
  type: 'call-to-action';
  /**
   * A name for this section, so a link can jump straight to it with #name (for example "mission" for /ccae#mission). Small letters, digits and dashes only.
   */
  id?: string;
  /**
   * The invitation, for example Be Part of Our Story.
   */
  heading: string;
  /**
   * One or two sentences under the heading (optional).
   */
  text?: string;
  /**
   * The buttons, for example Join Us linking to /JoinUs (one to three; the first is the main one).
   *
   * @minItems 1
   * @maxItems 3
   */
  buttons: Button[];
  /**
   * The section's background: plain (white), surface (warm light grey) or dark (deep blue).
   */
  tone?: 'plain' | 'surface' | 'dark';
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
 * The Contact Us form (name, phone, email, message) beside a panel with the office address, the general-queries e-mail and the mobile number. Sends to POST /api/contact.
 */
export interface ContactFormBlock {
  /**
   * "contact-form": The Contact Us form (name, phone, email, message) beside a panel with the office address, the general-queries e-mail and the mobile number.
   */
  type: 'contact-form';
  /**
   * A name for this section, so a link can jump straight to it with #name (for example "mission" for /ccae#mission). Small letters, digits and dashes only.
   */
  id?: string;
  /**
   * 1 when this block is the page's main content and its heading is the page heading (each page has exactly one level-1 heading); 2 when a hero or another section comes first.
   */
  headingLevel?: 1 | 2;
  /**
   * The section heading, for example Contact Us.
   */
  heading: string;
  /**
   * A sentence under the heading (optional).
   */
  intro?: string;
  callout?: ContactFormCallout;
  details: ContactFormDetails;
  /**
   * A heading above the form fields, for example Send Us a Message (optional).
   */
  formHeading?: string;
  /**
   * A line above the fields explaining the * mark, for example Fields marked * are required (optional).
   */
  requiredNote?: string;
  fields: ContactFormFields;
  /**
   * The heading of the box listing what to correct, on the page the server shows when a form sent without JavaScript is refused, for example There is a problem (optional).
   */
  errorSummaryHeading?: string;
  /**
   * The send button, for example Send Message.
   */
  submitLabel: string;
  /**
   * The send button while the message is on its way, for example Sending...
   */
  submittingLabel: string;
  success: FormSuccessText;
  /**
   * How long, in milliseconds, the form waits for the server before it gives up and shows the time-out message (10000 = 10 seconds).
   */
  timeoutMs?: number;
}
/**
 * A short call to action shown above the form (optional), for example leading donors to the Donate page.
 */
export interface ContactFormCallout {
  /**
   * One sentence, for example Would you like to give? You can donate online by UPI or bank transfer.
   */
  text: string;
  link: Link;
}
/**
 * The side panel: how to reach the office without the form.
 */
export interface ContactFormDetails {
  /**
   * The panel's heading, for example Get in Touch.
   */
  heading: string;
  address: ContactFormAddress;
  email: ContactFormEmail;
  phone: ContactFormPhone;
}
/**
 * The registered office address.
 */
export interface ContactFormAddress {
  /**
   * What the address is, for example Registered Office.
   */
  label: string;
  /**
   * The address, one line per entry.
   *
   * @minItems 1
   *
   * Items: One line of the address.
   */
  lines: string[];
}
/**
 * The general-queries e-mail address; shown as a link that opens the visitor's mail program.
 */
export interface ContactFormEmail {
  /**
   * What the address is for, for example General Queries.
   */
  label: string;
  /**
   * The e-mail address, for example info@example.org.
   */
  address: string;
}
/**
 * The mobile number; shown as a link that starts a call on a phone.
 */
export interface ContactFormPhone {
  /**
   * What the number is, for example Mobile.
   */
  label: string;
  /**
   * The number with country code, for example +91 90000 00000.
   */
  number: string;
}
/**
 * The words around each of the four fields. All four must be filled in.
 */
export interface ContactFormFields {
  name: FormFieldText;
  phone: FormFieldText;
  email: FormFieldText;
  message: FormFieldText;
}
/**
 * The words around one form field.
 */
export interface FormFieldText {
  /**
   * The field's name, shown above it and read aloud, for example Email.
   */
  label: string;
  /**
   * Example text shown faintly inside the empty field (optional). Never put instructions only here: they vanish as soon as the visitor types.
   */
  placeholder?: string;
  /**
   * A short help line under the label, for example DD/MM/YYYY (optional).
   */
  hint?: string;
}
/**
 * What replaces the form once it has been sent.
 */
export interface FormSuccessText {
  /**
   * The headline, for example Message Sent Successfully!
   */
  heading: string;
  /**
   * A sentence under the headline (optional). The join form shows the server's own answer instead when there is one.
   */
  text?: string;
  /**
   * The button that brings back a fresh, empty form, for example Send Another Message.
   */
  againLabel: string;
}
/**
 * Figures that count up from 0 to their value when the section scrolls into view, for example Our Work in Numbers. Visitors who ask their device for less motion see the final figures straight away.
 */
export interface CountersBlock {
  /**
   * "counters": Figures that count up from 0 to their value when the section scrolls into view, for example Our Work in Numbers.
   */
  type: 'counters';
  /**
   * A name for this section, so a link can jump straight to it with #name (for example "mission" for /ccae#mission). Small letters, digits and dashes only.
   */
  id?: string;
  /**
   * The section heading, for example Our Work in Numbers.
   */
  heading: string;
  /**
   * A sentence under the heading (optional).
   */
  intro?: string;
  /**
   * The section's background: plain = white, surface = a soft warm grey, dark = deep blue with light text.
   */
  tone?: 'plain' | 'surface' | 'dark';
  /**
   * How long the count-up takes, in milliseconds (2000 = 2 seconds). It starts fast and slows down towards the end.
   */
  durationMs?: number;
  /**
   * How much of the section must be on screen before counting starts: 0.5 = half of it.
   */
  threshold?: number;
  /**
   * once = count up the first time the section is seen, then keep the figures; every-time = go back to 0 when the section leaves the screen and count up again each time it returns.
   */
  replay?: 'once' | 'every-time';
  /**
   * The figures, in the order they are shown.
   *
   * @minItems 1
   */
  items: Counter[];
}
export interface Counter {
  /**
   * The final value the counter reaches, without + or commas, for example 2000.
   */
  number: number;
  /**
   * Written right after the number, for example + (for 2000+) or K. Leave out for none.
   */
  suffix?: string;
  /**
   * What is counted, for example Households.
   */
  label: string;
}
/**
 * The Donate form, in two steps: the donor chooses an amount and what it is for and presses Give; the page then shows how to pay (a UPI QR code and button, the bank account, cheque or DD), with the payment details the admin set in the staff area (never from this file), and a form to tell the foundation she has paid. Sends to POST /api/donations/pledge and POST /api/donations.
 */
export interface DonationFormBlock {
  /**
   * "donation-form": The Donate form, in two steps: the donor chooses an amount and what it is for and presses Give; the page then shows how to pay (a UPI QR code and button, the bank account, cheque or DD), with the payment details the admin set in the staff area (never from this file), and a form to tell the foundation she has paid.
   */
  type: 'donation-form';
  /**
   * A name for this section, so a link can jump straight to it with #name (for example "mission" for /ccae#mission). Small letters, digits and dashes only.
   */
  id?: string;
  /**
   * 1 when this block is the page's main content and its heading is the page heading (each page has exactly one level-1 heading); 2 when a hero or another section comes first.
   */
  headingLevel?: 1 | 2;
  /**
   * The section heading, for example Donate.
   */
  heading: string;
  /**
   * A sentence under the heading (optional).
   */
  intro?: string;
  amount: DonationAmountTexts;
  purpose: DonationPurposeTexts;
  /**
   * The button of the first step, for example Give.
   */
  giveLabel: string;
  /**
   * The button while the server answers, for example Please wait...
   */
  givingLabel: string;
  about: DonationAboutTexts;
  pay: DonationPayTexts;
  tellUs: DonationTellUsTexts;
  /**
   * A line above the fields explaining the * mark (optional).
   */
  requiredNote?: string;
  /**
   * The heading of the box listing what to correct, on the page the server shows when a form sent without JavaScript is refused (optional).
   */
  errorSummaryHeading?: string;
  success: FormSuccessText;
  /**
   * How long, in milliseconds, the form waits for the server before it gives up and shows the time-out message (10000 = 10 seconds).
   */
  timeoutMs?: number;
}
/**
 * The words of the amount choice: the amounts themselves (Rs 500, 1,000, 2,500, 5,000 or another) are fixed by the server.
 */
export interface DonationAmountTexts {
  /**
   * The question above the amounts, for example How much would you like to give?
   */
  legend: string;
  /**
   * The choice of another amount, for example Another amount.
   */
  otherLabel: string;
  otherField: FormFieldText;
}
/**
 * The choice of what the gift is for.
 */
export interface DonationPurposeTexts {
  /**
   * The field's label, for example What is your gift for?
   */
  label: string;
  /**
   * general and each centre's code, in the order shown; the codes are the server's (general, ccae, csii, csaa).
   *
   * @minItems 1
   */
  options: DonationPurposeOption[];
}
export interface DonationPurposeOption {
  /**
   * The code the form sends (fixed by the server's contract).
   */
  value: string;
  /**
   * What the donor reads for this choice.
   */
  label: string;
}
/**
 * The panel beside the form: about the tax deduction and the refund rule.
 */
export interface DonationAboutTexts {
  /**
   * The panel's heading, for example About your gift.
   */
  heading: string;
  /**
   * A few short paragraphs: the 80G deduction (it helps donors who file under the old tax regime), the receipt, the refund rule.
   *
   * @minItems 1
   *
   * Items: One paragraph.
   */
  paragraphs: string[];
}
/**
 * The words around the payment details shown after Give; the details themselves (UPI ID, bank account, payee, address) are the admin's settings, filled in by the server.
 */
export interface DonationPayTexts {
  /**
   * For example How to pay your gift of Rs {amount}: {amount} is the amount chosen.
   */
  heading: string;
  /**
   * For example Your gift's reference (quote it with your payment).
   */
  referenceLabel: string;
  /**
   * Shown while the foundation has not filled in its real payment details, for example These are placeholders: do not pay them.
   */
  placeholderNotice: string;
  /**
   * For example Pay by UPI.
   */
  upiHeading: string;
  /**
   * For example Scan the QR code with any UPI app (BHIM, Google Pay, PhonePe, Paytm).
   */
  upiText: string;
  /**
   * The button that opens a UPI app on a phone, for example Pay with a UPI app.
   */
  upiButton: string;
  /**
   * For example Some UPI apps ask you to type the amount yourself: type Rs {amount}.
   */
  typeAmountNote: string;
  /**
   * For example UPI ID.
   */
  upiIdLabel: string;
  /**
   * For example Pay by bank transfer (NEFT, RTGS, IMPS).
   */
  bankHeading: string;
  /**
   * For example Write the reference in the transfer's remarks.
   */
  bankText: string;
  /**
   * For example Account name.
   */
  accountNameLabel: string;
  /**
   * For example Account number.
   */
  accountNumberLabel: string;
  /**
   * For example IFSC.
   */
  ifscLabel: string;
  /**
   * For example Bank and branch.
   */
  bankNameLabel: string;
  /**
   * For example Copy.
   */
  copyLabel: string;
  /**
   * Said after copying, for example Copied.
   */
  copiedLabel: string;
  /**
   * For example Pay by cheque or demand draft.
   */
  chequeHeading: string;
  /**
   * For example Write the reference on the back and send it to:
   */
  chequeText: string;
  /**
   * For example Payable to.
   */
  payeeLabel: string;
  /**
   * Shown only when the foundation has an FCRA registration: for example Giving from abroad.
   */
  fcraHeading: string;
  /**
   * For example Foreign contributions go only to our FCRA account:
   */
  fcraText: string;
}
/**
 * The second step's form: who gave and how she paid, for the receipt and Form 10BD.
 */
export interface DonationTellUsTexts {
  /**
   * For example Paid? Tell us, for your receipt.
   */
  heading: string;
  /**
   * For example Your receipt needs your name as on your ID and your address (optional).
   */
  intro?: string;
  fields: DonationTellUsFields;
  /**
   * pan, aadhaar, passport, voter, driving, ration and none, in the order shown; the codes are the server's.
   *
   * @minItems 1
   */
  idTypeOptions: DonationIdOption[];
  /**
   * upi, bank and cheque; the codes are the server's.
   *
   * @minItems 1
   */
  modeOptions: DonationModeOption[];
  /**
   * For example I am an Indian citizen.
   */
  citizenLabel: string;
  /**
   * For example The law allows us to accept gifts only from Indian citizens.
   */
  citizenHint: string;
  /**
   * For example Send.
   */
  submitLabel: string;
  /**
   * For example Sending...
   */
  submittingLabel: string;
}
/**
 * The words around each field.
 */
export interface DonationTellUsFields {
  name: FormFieldText;
  email: FormFieldText;
  phone: FormFieldText;
  address: FormFieldText;
  idType: FormFieldText;
  idNumber: FormFieldText;
  paidOn: FormFieldText;
  mode: FormFieldText;
  transactionRef: FormFieldText;
}
export interface DonationIdOption {
  /**
   * The code the form sends (fixed by the server's contract).
   */
  value: string;
  /**
   * What the donor reads for this choice.
   */
  label: string;
}
export interface DonationModeOption {
  /**
   * The code the form sends (fixed by the server's contract).
   */
  value: string;
  /**
   * What the donor reads for this choice.
   */
  label: string;
}
/**
 * A row of pictures showing a few at a time; the left and right arrows move one picture per click and go round endlessly. A picture that fails to load is replaced by a labelled placeholder.
 */
export interface GalleryBlock {
  /**
   * "gallery": A row of pictures showing a few at a time; the left and right arrows move one picture per click and go round endlessly.
   */
  type: 'gallery';
  /**
   * A name for this section, so a link can jump straight to it with #name (for example "mission" for /ccae#mission). Small letters, digits and dashes only.
   */
  id?: string;
  /**
   * The section heading, for example Gallery (optional).
   */
  heading?: string;
  /**
   * The pictures, in order.
   *
   * @minItems 1
   */
  images: Image1[];
  /**
   * How many pictures are shown side by side.
   */
  visibleCount?: number;
  /**
   * The words shown in place of a picture that fails to load.
   */
  missingLabel?: string;
}
/**
 * A large opening section with a background picture, the page's main heading and up to three buttons. Use it once, as the first block of a page.
 */
export interface HeroBlock {
  /**
   * "hero": A large opening section with a background picture, the page's main heading and up to three buttons.
   */
  type: 'hero';
  /**
   * A name for this section, so a link can jump straight to it with #name (for example "mission" for /ccae#mission). Small letters, digits and dashes only.
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
  image: Image1;
  /**
   * Buttons under the heading, in order (at most three).
   *
   * @maxItems 3
   */
  buttons?: Button[];
  /**
   * On: fills the whole first screen; off: a shorter, banner-sized opening.
   */
  fullScreen?: boolean;
}
/**
 * A large opening section whose background pictures (slides) change by themselves, with arrows, dots and a pause button. Use it once, as the first block of a page: it holds the page's main heading.
 */
export interface HeroCarouselBlock {
  /**
   * "hero-carousel": A large opening section whose background pictures (slides) change by themselves, with arrows, dots and a pause button.
   */
  type: 'hero-carousel';
  /**
   * A name for this section, so a link can jump straight to it with #name (for example "mission" for /ccae#mission). Small letters, digits and dashes only.
   */
  id?: string;
  /**
   * The page's main heading, shown over every slide. Leave it out when each slide has its own title: the first slide's title then becomes the page's main heading.
   */
  heading?: string;
  /**
   * One sentence under the heading, shown over every slide (optional; only used with heading).
   */
  text?: string;
  /**
   * The slides, in the order they are shown. A slide can be just a picture, or a picture with a title and text.
   *
   * @minItems 1
   */
  slides: HeroSlide[];
  /**
   * Buttons shown on every slide, for example Apply Now linking to /JoinUs (at most three).
   *
   * @maxItems 3
   */
  buttons?: Button[];
  scrollTo?: ScrollToLink;
  /**
   * How long each slide stays, in milliseconds (5000 = 5 seconds).
   */
  intervalMs?: number;
  /**
   * On: moves to the next slide by itself (never for visitors who asked their device for less motion; a pause button is shown).
   */
  autoAdvance?: boolean;
  /**
   * On: goes from the last slide back to the first (and the other way with the arrows).
   */
  wrap?: boolean;
  /**
   * On: shows previous and next arrows.
   */
  arrows?: boolean;
  /**
   * On: shows one dot per slide to jump to it.
   */
  dots?: boolean;
  /**
   * On: fills the whole first screen; off: a shorter, banner-sized opening.
   */
  fullScreen?: boolean;
}
export interface HeroSlide {
  /**
   * The slide's title, shown large (optional).
   */
  title?: string;
  /**
   * A short line under the title (optional).
   */
  subtitle?: string;
  /**
   * One or two sentences under the subtitle (optional).
   */
  description?: string;
  image: Image2;
}
/**
 * One of the site's pictures: choose one, or upload a new one.
 */
export interface Image2 {
  /**
   * The picture's address on the site, such as /images/home-hero.jpg: choose one of the site's pictures or upload a new one.
   */
  src: string;
  /**
   * What the picture shows, in a short sentence, read aloud to blind visitors. Leave it empty only when the picture is only decoration (see below).
   */
  alt: string;
  /**
   * On when the picture adds nothing a visitor needs: its alt text is then left empty, so screen readers skip it.
   */
  decorative?: boolean;
  /**
   * Filled in by the build from the picture file (its width in pixels); leave it out.
   */
  width?: number;
  /**
   * Filled in by the build from the picture file (its height in pixels); leave it out.
   */
  height?: number;
  /**
   * Filled in by the build: where its smaller AVIF and WebP copies are; leave it out.
   */
  variants?: {
    /**
     * The copies' address without width and format.
     */
    path: string;
    /**
     * The widths, in pixels, that exist.
     */
    widths: number[];
  };
}
/**
 * An optional button that glides down to a section of this page, for example the section whose name for links is mission.
 */
export interface ScrollToLink {
  /**
   * The words on the button, for example Scroll to explore.
   */
  label: string;
  /**
   * A name for this section, so a link can jump straight to it with #name (for example "mission" for /ccae#mission). Small letters, digits and dashes only.
   */
  target: string;
}
/**
 * Key highlights in categories: each category lists a few points, and pointing at, focusing or choosing a point shows its description under the list.
 */
export interface HighlightsBlock {
  /**
   * "highlights": Key highlights in categories: each category lists a few points, and pointing at, focusing or choosing a point shows its description under the list.
   */
  type: 'highlights';
  /**
   * A name for this section, so a link can jump straight to it with #name (for example "mission" for /ccae#mission). Small letters, digits and dashes only.
   */
  id?: string;
  /**
   * The section heading, for example Key Highlights.
   */
  heading: string;
  /**
   * A sentence under the heading (optional).
   */
  intro?: string;
  /**
   * The section's background: plain = white, surface = a soft warm grey.
   */
  tone?: 'plain' | 'surface';
  /**
   * The categories, each shown as a card, in order.
   *
   * @minItems 1
   */
  categories: HighlightCategory[];
}
export interface HighlightCategory {
  /**
   * The category's name, for example Learning.
   */
  title: string;
  icon?: ContentIcon;
  /**
   * The points of this category. The first one's description shows until a visitor picks another.
   *
   * @minItems 1
   */
  items: HighlightItem[];
}
export interface HighlightItem {
  /**
   * The point, in a few words.
   */
  title: string;
  /**
   * One or two sentences shown when this point is picked.
   */
  description: string;
}
/**
 * A heading, text and buttons beside a slideshow of pictures that changes by itself, with arrows, dots and a pause button.
 */
export interface ImageCarouselBlock {
  /**
   * "image-carousel": A heading, text and buttons beside a slideshow of pictures that changes by itself, with arrows, dots and a pause button.
   */
  type: 'image-carousel';
  /**
   * A name for this section, so a link can jump straight to it with #name (for example "mission" for /ccae#mission). Small letters, digits and dashes only.
   */
  id?: string;
  /**
   * The section heading, for example Life at the foundation.
   */
  heading: string;
  text?: Paragraphs;
  /**
   * Buttons under the text, for example Meet Our Team and Join Us (at most three).
   *
   * @maxItems 3
   */
  buttons?: Button[];
  /**
   * The pictures, in the order they are shown.
   *
   * @minItems 1
   */
  images: Image1[];
  /**
   * How long each picture stays, in milliseconds (5000 = 5 seconds).
   */
  intervalMs?: number;
  /**
   * On: moves to the next picture by itself (never for visitors who asked their device for less motion; a pause button is shown).
   */
  autoAdvance?: boolean;
  /**
   * On: goes from the last picture back to the first (and the other way with the arrows).
   */
  wrap?: boolean;
  /**
   * On: shows previous and next arrows.
   */
  arrows?: boolean;
  /**
   * On: shows one dot per picture to jump to it.
   */
  dots?: boolean;
}
/**
 * Where the work happens: a picture, a name and a short description for each kind of place, for example urban slums, rural villages and shelter homes.
 */
export interface ImpactAreasBlock {
  /**
   * "impact-areas": Where the work happens: a picture, a name and a short description for each kind of place, for example urban slums, rural villages and shelter homes.
   */
  type: 'impact-areas';
  /**
   * A name for this section, so a link can jump straight to it with #name (for example "mission" for /ccae#mission). Small letters, digits and dashes only.
   */
  id?: string;
  /**
   * The section heading, for example Where We Work.
   */
  heading: string;
  /**
   * A sentence under the heading (optional).
   */
  intro?: string;
  /**
   * The section's background: plain (white), surface (warm light grey) or dark (deep blue). The cards stay white.
   */
  tone?: 'plain' | 'surface' | 'dark';
  /**
   * The places, in the order they are shown.
   *
   * @minItems 1
   */
  areas: ImpactArea[];
}
export interface ImpactArea {
  /**
   * The kind of place, for example Rural Villages.
   */
  title: string;
  image: Image1;
  /**
   * One or two sentences about the work there.
   */
  description: string;
}
/**
 * A map of India with a dot for each state where the organisation works; pointing at or focusing a dot shows the state's name.
 */
export interface IndiaMapBlock {
  /**
   * "india-map": A map of India with a dot for each state where the organisation works; pointing at or focusing a dot shows the state's name.
   */
  type: 'india-map';
  /**
   * A name for this section, so a link can jump straight to it with #name (for example "mission" for /ccae#mission). Small letters, digits and dashes only.
   */
  id?: string;
  /**
   * The section heading, for example Reach & Presence.
   */
  heading: string;
  /**
   * A sentence under the heading (optional).
   */
  intro?: string;
  map: Image3;
  /**
   * The credit line the map's licence asks for, shown small under the map.
   */
  credit?: string;
  /**
   * The words before the list of states shown under the map (the list helps visitors on phones).
   */
  listLabel?: string;
  /**
   * One dot per state.
   *
   * @minItems 1
   */
  points: MapPoint[];
}
/**
 * One of the site's pictures: choose one, or upload a new one.
 */
export interface Image3 {
  /**
   * The picture's address on the site, such as /images/home-hero.jpg: choose one of the site's pictures or upload a new one.
   */
  src: string;
  /**
   * What the picture shows, in a short sentence, read aloud to blind visitors. Leave it empty only when the picture is only decoration (see below).
   */
  alt: string;
  /**
   * On when the picture adds nothing a visitor needs: its alt text is then left empty, so screen readers skip it.
   */
  decorative?: boolean;
  /**
   * Filled in by the build from the picture file (its width in pixels); leave it out.
   */
  width?: number;
  /**
   * Filled in by the build from the picture file (its height in pixels); leave it out.
   */
  height?: number;
  /**
   * Filled in by the build: where its smaller AVIF and WebP copies are; leave it out.
   */
  variants?: {
    /**
     * The copies' address without width and format.
     */
    path: string;
    /**
     * The widths, in pixels, that exist.
     */
    widths: number[];
  };
}
export interface MapPoint {
  /**
   * The state's name, shown when the dot is pointed at or focused.
   */
  name: string;
  /**
   * How far across the map the dot is, in percent from the left edge.
   */
  x: number;
  /**
   * How far down the map the dot is, in percent from the top edge.
   */
  y: number;
}
/**
 * A list of topics beside a panel: pointing at or choosing a topic shows its description in the panel.
 */
export interface InterventionSelectorBlock {
  /**
   * "intervention-selector": A list of topics beside a panel: pointing at or choosing a topic shows its description in the panel.
   */
  type: 'intervention-selector';
  /**
   * A name for this section, so a link can jump straight to it with #name (for example "mission" for /ccae#mission). Small letters, digits and dashes only.
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
  description: Paragraphs1;
  image?: Image1;
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
 * The volunteer application form (Join Us) beside a panel about organisational partnership. Sends to POST /api/volunteer-simple.
 */
export interface JoinFormBlock {
  /**
   * "join-form": The volunteer application form (Join Us) beside a panel about organisational partnership.
   */
  type: 'join-form';
  /**
   * A name for this section, so a link can jump straight to it with #name (for example "mission" for /ccae#mission). Small letters, digits and dashes only.
   */
  id?: string;
  /**
   * 1 when this block is the page's main content and its heading is the page heading (each page has exactly one level-1 heading); 2 when a hero or another section comes first.
   */
  headingLevel?: 1 | 2;
  /**
   * The section heading, for example Join Our Mission.
   */
  heading: string;
  /**
   * A sentence under the heading (optional).
   */
  intro?: string;
  /**
   * The title on top of the form, for example JOIN US.
   */
  formTitle: string;
  /**
   * A line above the fields explaining the * mark, for example Fields marked * are required (optional).
   */
  requiredNote?: string;
  partnership: JoinFormPartnership;
  /**
   * The choices of the Domain field, in the order they are listed.
   *
   * @minItems 1
   */
  domainOptions: JoinFormDomainOption[];
  fields: JoinFormFields;
  /**
   * The heading of the box listing what to correct, on the page the server shows when a form sent without JavaScript is refused, for example There is a problem (optional).
   */
  errorSummaryHeading?: string;
  /**
   * The send button, for example Submit Application.
   */
  submitLabel: string;
  /**
   * The send button while the application is on its way, for example Submitting...
   */
  submittingLabel: string;
  success: FormSuccessText;
  /**
   * How long, in milliseconds, the form waits for the server before it gives up and shows the time-out message (10000 = 10 seconds).
   */
  timeoutMs?: number;
}
/**
 * The side panel for organisations that want to work with the foundation.
 */
export interface JoinFormPartnership {
  /**
   * The panel's heading, for example Organizational Partnership.
   */
  heading: string;
  /**
   * A sentence under the heading (optional).
   */
  text?: string;
  /**
   * The kinds of partnership, one per entry, for example Strategic partnerships.
   *
   * @minItems 1
   *
   * Items: One kind of partnership.
   */
  points: string[];
  mailLink: Link2;
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
export interface JoinFormDomainOption {
  /**
   * The code sent to the server: ccae, csii, csaa or general (the server accepts only these).
   */
  value: 'ccae' | 'csii' | 'csaa' | 'general';
  /**
   * The words the visitor sees, for example CCAE - Centre for Civil Administration & Engagement.
   */
  label: string;
}
/**
 * The words around each field. Every field must be filled in except questionsForUs. For domain, placeholder is the first, empty choice (for example Select a domain).
 */
export interface JoinFormFields {
  domain: FormFieldText;
  firstName: FormFieldText;
  lastName: FormFieldText;
  contact: FormFieldText;
  dateOfBirth: FormFieldText;
  email: FormFieldText;
  whyJoinUs: FormFieldText;
  questionsForUs: FormFieldText;
}
/**
 * Cards that each lead to another page, with a picture, a title, a short text and a link such as Know More.
 */
export interface LinkCardsBlock {
  /**
   * "link-cards": Cards that each lead to another page, with a picture, a title, a short text and a link such as Know More.
   */
  type: 'link-cards';
  /**
   * A name for this section, so a link can jump straight to it with #name (for example "mission" for /ccae#mission). Small letters, digits and dashes only.
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
   * The section's background: plain (white), surface (warm light grey) or dark (deep blue). The cards stay white.
   */
  tone?: 'plain' | 'surface' | 'dark';
  /**
   * The cards, in the order they are shown.
   *
   * @minItems 1
   */
  cards: LinkCard[];
}
export interface LinkCard {
  /**
   * The card's heading, for example Education.
   */
  title: string;
  /**
   * One or two sentences about where the link leads.
   */
  text: string;
  image: Image1;
  link: Link3;
}
/**
 * A text link or button.
 */
export interface Link3 {
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
 * Strips of logos that scroll slowly and endlessly, for example partners. They stand still for visitors who asked their device for less motion, and a button pauses them.
 */
export interface LogoMarqueeBlock {
  /**
   * "logo-marquee": Strips of logos that scroll slowly and endlessly, for example partners.
   */
  type: 'logo-marquee';
  /**
   * A name for this section, so a link can jump straight to it with #name (for example "mission" for /ccae#mission). Small letters, digits and dashes only.
   */
  id?: string;
  /**
   * The section heading, for example Partners & Collaborations.
   */
  heading: string;
  /**
   * A sentence under the heading (optional).
   */
  intro?: string;
  /**
   * The strips, top to bottom.
   *
   * @minItems 1
   */
  strips: MarqueeStrip[];
}
export interface MarqueeStrip {
  /**
   * The strip's name, shown above it, for example Institutions.
   */
  name: string;
  /**
   * Which way the logos move: left or right.
   */
  direction?: 'left' | 'right';
  /**
   * How many times the list of logos is repeated in the strip, so it never shows a gap (4 is right for about ten logos).
   */
  repeat?: number;
  /**
   * How many seconds one full round of the logos takes (50 = slow and calm).
   */
  loopSeconds?: number;
  /**
   * The logos in this strip, in order.
   *
   * @minItems 1
   */
  logos: PartnerLogo[];
}
export interface PartnerLogo {
  /**
   * The partner's name (read aloud in place of the logo).
   */
  name: string;
  image: Image4;
}
/**
 * One of the site's pictures: choose one, or upload a new one.
 */
export interface Image4 {
  /**
   * The picture's address on the site, such as /images/home-hero.jpg: choose one of the site's pictures or upload a new one.
   */
  src: string;
  /**
   * What the picture shows, in a short sentence, read aloud to blind visitors. Leave it empty only when the picture is only decoration (see below).
   */
  alt: string;
  /**
   * On when the picture adds nothing a visitor needs: its alt text is then left empty, so screen readers skip it.
   */
  decorative?: boolean;
  /**
   * Filled in by the build from the picture file (its width in pixels); leave it out.
   */
  width?: number;
  /**
   * Filled in by the build from the picture file (its height in pixels); leave it out.
   */
  height?: number;
  /**
   * Filled in by the build: where its smaller AVIF and WebP copies are; leave it out.
   */
  variants?: {
    /**
     * The copies' address without width and format.
     */
    path: string;
    /**
     * The widths, in pixels, that exist.
     */
    widths: number[];
  };
}
/**
 * A grid of key figures (for example 12+ Locations), each with an optional photo.
 */
export interface MetricsGridBlock {
  /**
   * "metrics-grid": A grid of key figures (for example 12+ Locations), each with an optional photo.
   */
  type: 'metrics-grid';
  /**
   * A name for this section, so a link can jump straight to it with #name (for example "mission" for /ccae#mission). Small letters, digits and dashes only.
   */
  id?: string;
  /**
   * The section heading, for example Our Impact.
   */
  heading: string;
  /**
   * A sentence under the heading (optional).
   */
  intro?: string;
  /**
   * The figures, in order.
   *
   * @minItems 1
   */
  items: MetricTile[];
}
export interface MetricTile {
  /**
   * The figure, for example 12.
   */
  number: number;
  /**
   * What follows the figure, for example + or K+ (optional).
   */
  suffix?: string;
  /**
   * What the figure counts, for example Locations.
   */
  label: string;
  image?: Image5;
}
/**
 * One of the site's pictures: choose one, or upload a new one.
 */
export interface Image5 {
  /**
   * The picture's address on the site, such as /images/home-hero.jpg: choose one of the site's pictures or upload a new one.
   */
  src: string;
  /**
   * What the picture shows, in a short sentence, read aloud to blind visitors. Leave it empty only when the picture is only decoration (see below).
   */
  alt: string;
  /**
   * On when the picture adds nothing a visitor needs: its alt text is then left empty, so screen readers skip it.
   */
  decorative?: boolean;
  /**
   * Filled in by the build from the picture file (its width in pixels); leave it out.
   */
  width?: number;
  /**
   * Filled in by the build from the picture file (its height in pixels); leave it out.
   */
  height?: number;
  /**
   * Filled in by the build: where its smaller AVIF and WebP copies are; leave it out.
   */
  variants?: {
    /**
     * The copies' address without width and format.
     */
    path: string;
    /**
     * The widths, in pixels, that exist.
     */
    widths: number[];
  };
}
/**
 * A row of cards, each with an icon, a title and a short description: a mission or the objectives of a programme. An optional button follows the cards.
 */
export interface ObjectiveCardsBlock {
  /**
   * "objective-cards": A row of cards, each with an icon, a title and a short description: a mission or the objectives of a programme.
   */
  type: 'objective-cards';
  /**
   * A name for this section, so a link can jump straight to it with #name (for example "mission" for /ccae#mission). Small letters, digits and dashes only.
   */
  id?: string;
  /**
   * A few words shown small above the heading, for example Our Mission (optional).
   */
  eyebrow?: string;
  /**
   * The section heading, for example Objectives of this Fellowship (optional).
   */
  heading?: string;
  /**
   * A sentence or two under the heading (optional).
   */
  intro?: string;
  /**
   * The section's background: plain = white, surface = a soft warm grey (alternate them so neighbouring sections stand apart).
   */
  tone?: 'plain' | 'surface';
  /**
   * The cards, in the order they are shown.
   *
   * @minItems 1
   */
  cards: ObjectiveCard[];
  button?: Button1;
}
export interface ObjectiveCard {
  icon: ContentIcon;
  /**
   * The card's title, for example Awareness.
   */
  title: string;
  /**
   * One or two sentences about this point.
   */
  description: string;
  /**
   * The card's colour from the site's palette: primary (warm saffron), secondary (deep blue) or accent (gold).
   */
  color?: 'primary' | 'secondary' | 'accent';
}
/**
 * A call-to-action button.
 */
export interface Button1 {
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
 * A policy or terms document: a title, an introduction and titled sections of text, each ending with a link to the contact page.
 */
export interface PolicySectionsBlock {
  /**
   * "policy-sections": A policy or terms document: a title, an introduction and titled sections of text, each ending with a link to the contact page.
   */
  type: 'policy-sections';
  /**
   * A name for this section, so a link can jump straight to it with #name (for example "mission" for /ccae#mission). Small letters, digits and dashes only.
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
  sectionLink?: Link4;
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
export interface Link4 {
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
  paragraphs: Paragraphs1;
  /**
   * A bulleted list after the paragraphs (optional).
   *
   * Items: One point.
   */
  points?: string[];
}
/**
 * A section of cards, one per programme, each with a short and a full title, a description and a list of what the programme does.
 */
export interface ProgrammeCardsBlock {
  /**
   * "programme-cards": A section of cards, one per programme, each with a short and a full title, a description and a list of what the programme does.
   */
  type: 'programme-cards';
  /**
   * A name for this section, so a link can jump straight to it with #name (for example "mission" for /ccae#mission). Small letters, digits and dashes only.
   */
  id?: string;
  /**
   * The section heading, for example Our Programmes.
   */
  heading: string;
  /**
   * A sentence under the heading (optional).
   */
  intro?: string;
  /**
   * The section's background: plain (white), surface (warm light grey) or dark (deep blue). The cards stay white.
   */
  tone?: 'plain' | 'surface' | 'dark';
  /**
   * The programmes, in the order they are shown.
   *
   * @minItems 1
   */
  cards: ProgrammeCard[];
}
export interface ProgrammeCard {
  /**
   * The programme's short name, shown as the card's heading, for example Teacher Training.
   */
  title: string;
  /**
   * The programme's full name, shown under the short name.
   */
  fullTitle: string;
  /**
   * One or two sentences about the programme.
   */
  description: string;
  /**
   * What the programme does, as a short list (four items on the programme pages).
   *
   * @minItems 1
   * @maxItems 6
   *
   * Items: One thing the programme does.
   */
  features: string[];
  /**
   * The card's colour from the site's palette: primary (warm), secondary (deep blue) or accent (gold).
   */
  tone?: 'primary' | 'secondary' | 'accent';
}
/**
 * The opening section of a programme page: the page's main heading over a large picture, and a row of years. Choosing a year shows that year's figure, caption and picture. Use it once, as the first block of a page.
 */
export interface ProgrammeTimelineHeroBlock {
  /**
   * "programme-timeline-hero": The opening section of a programme page: the page's main heading over a large picture, and a row of years.
   */
  type: 'programme-timeline-hero';
  /**
   * A name for this section, so a link can jump straight to it with #name (for example "mission" for /ccae#mission). Small letters, digits and dashes only.
   */
  id?: string;
  /**
   * A few words shown small above the heading, for example Our Interventions (optional).
   */
  eyebrow?: string;
  /**
   * The page's main heading, for example Education.
   */
  heading: string;
  /**
   * One or two sentences under the heading (optional).
   */
  text?: string;
  /**
   * What the row of year buttons is called for visitors using a screen reader.
   */
  yearsLabel?: string;
  /**
   * Which year is shown first, counting from 1 (1 = the first year in the list).
   */
  initial?: number;
  /**
   * The years, left to right, each with its figure, caption and picture.
   *
   * @minItems 1
   * @maxItems 8
   */
  entries: TimelineYear[];
  /**
   * Buttons under the caption, for example Join Us (optional, at most two).
   *
   * @maxItems 2
   */
  buttons?: Button[];
}
export interface TimelineYear {
  /**
   * The year as shown on its button, for example 1947.
   */
  year: string;
  /**
   * The figure shown large for this year, exactly as written, for example 88% or 15K+.
   */
  percentage: string;
  /**
   * What the figure means, shown right after it, for example "of India uneducated".
   */
  description: string;
  /**
   * A short line under the caption, for example "At independence" (optional).
   */
  subtitle?: string;
  image: Image6;
}
/**
 * One of the site's pictures: choose one, or upload a new one.
 */
export interface Image6 {
  /**
   * The picture's address on the site, such as /images/home-hero.jpg: choose one of the site's pictures or upload a new one.
   */
  src: string;
  /**
   * What the picture shows, in a short sentence, read aloud to blind visitors. Leave it empty only when the picture is only decoration (see below).
   */
  alt: string;
  /**
   * On when the picture adds nothing a visitor needs: its alt text is then left empty, so screen readers skip it.
   */
  decorative?: boolean;
  /**
   * Filled in by the build from the picture file (its width in pixels); leave it out.
   */
  width?: number;
  /**
   * Filled in by the build from the picture file (its height in pixels); leave it out.
   */
  height?: number;
  /**
   * Filled in by the build: where its smaller AVIF and WebP copies are; leave it out.
   */
  variants?: {
    /**
     * The copies' address without width and format.
     */
    path: string;
    /**
     * The widths, in pixels, that exist.
     */
    widths: number[];
  };
}
/**
 * A quotation shown large, with the name and role of the person who said it.
 */
export interface QuoteBlock {
  /**
   * "quote": A quotation shown large, with the name and role of the person who said it.
   */
  type: 'quote';
  /**
   * A name for this section, so a link can jump straight to it with #name (for example "mission" for /ccae#mission). Small letters, digits and dashes only.
   */
  id?: string;
  /**
   * A section heading above the quote (optional).
   */
  heading?: string;
  /**
   * The words quoted, without quotation marks.
   */
  quote: string;
  /**
   * Who said it, for example the Founder-Chairman (optional).
   */
  name?: string;
  /**
   * Their role, for example Chairman & Managing Trustee (optional).
   */
  role?: string;
  image?: Image7;
  /**
   * The section's background: plain (white), surface (warm light grey) or dark (deep blue).
   */
  tone?: 'plain' | 'surface' | 'dark';
}
/**
 * One of the site's pictures: choose one, or upload a new one.
 */
export interface Image7 {
  /**
   * The picture's address on the site, such as /images/home-hero.jpg: choose one of the site's pictures or upload a new one.
   */
  src: string;
  /**
   * What the picture shows, in a short sentence, read aloud to blind visitors. Leave it empty only when the picture is only decoration (see below).
   */
  alt: string;
  /**
   * On when the picture adds nothing a visitor needs: its alt text is then left empty, so screen readers skip it.
   */
  decorative?: boolean;
  /**
   * Filled in by the build from the picture file (its width in pixels); leave it out.
   */
  width?: number;
  /**
   * Filled in by the build from the picture file (its height in pixels); leave it out.
   */
  height?: number;
  /**
   * Filled in by the build: where its smaller AVIF and WebP copies are; leave it out.
   */
  variants?: {
    /**
     * The copies' address without width and format.
     */
    path: string;
    /**
     * The widths, in pixels, that exist.
     */
    widths: number[];
  };
}
/**
 * A section of text: a heading, paragraphs and, if wanted, a picture beside them and buttons under them.
 */
export interface RichTextBlock {
  /**
   * "rich-text": A section of text: a heading, paragraphs and, if wanted, a picture beside them and buttons under them.
   */
  type: 'rich-text';
  /**
   * A name for this section, so a link can jump straight to it with #name (for example "mission" for /ccae#mission). Small letters, digits and dashes only.
   */
  id?: string;
  /**
   * A few words shown small above the heading (optional).
   */
  eyebrow?: string;
  /**
   * The section heading.
   */
  heading: string;
  /**
   * 2 for a section heading; 1 only when this is the first section of a page without a hero (a page has exactly one main heading).
   */
  level?: 1 | 2;
  paragraphs: Paragraphs1;
  image?: Image8;
  /**
   * Which side of the text the picture stands on wide screens (on phones it is above the text).
   */
  imagePosition?: 'left' | 'right';
  /**
   * Buttons under the text (optional, at most three).
   *
   * @maxItems 3
   */
  buttons?: Button[];
  /**
   * The section's background: plain (white), surface (warm light grey) or dark (deep blue).
   */
  tone?: 'plain' | 'surface' | 'dark';
}
/**
 * One of the site's pictures: choose one, or upload a new one.
 */
export interface Image8 {
  /**
   * The picture's address on the site, such as /images/home-hero.jpg: choose one of the site's pictures or upload a new one.
   */
  src: string;
  /**
   * What the picture shows, in a short sentence, read aloud to blind visitors. Leave it empty only when the picture is only decoration (see below).
   */
  alt: string;
  /**
   * On when the picture adds nothing a visitor needs: its alt text is then left empty, so screen readers skip it.
   */
  decorative?: boolean;
  /**
   * Filled in by the build from the picture file (its width in pixels); leave it out.
   */
  width?: number;
  /**
   * Filled in by the build from the picture file (its height in pixels); leave it out.
   */
  height?: number;
  /**
   * Filled in by the build: where its smaller AVIF and WebP copies are; leave it out.
   */
  variants?: {
    /**
     * The copies' address without width and format.
     */
    path: string;
    /**
     * The widths, in pixels, that exist.
     */
    widths: number[];
  };
}
/**
 * Key facts about the problem a programme tackles, each a large figure with a line saying what it means.
 */
export interface StatisticsBlock {
  /**
   * "statistics": Key facts about the problem a programme tackles, each a large figure with a line saying what it means.
   */
  type: 'statistics';
  /**
   * A name for this section, so a link can jump straight to it with #name (for example "mission" for /ccae#mission). Small letters, digits and dashes only.
   */
  id?: string;
  /**
   * The section heading, for example The Challenge.
   */
  heading: string;
  /**
   * A sentence under the heading (optional).
   */
  intro?: string;
  /**
   * The facts, in the order they are shown.
   *
   * @minItems 1
   */
  items: Statistic[];
}
export interface Statistic {
  /**
   * The figure exactly as shown, for example 46M, 3% or 1 in 3.
   */
  figure: string;
  /**
   * What the figure means, in a short sentence.
   */
  label: string;
}
/**
 * A row of tabs above one panel: choosing a tab (by click, or the arrow keys) shows its text, for example the three centres.
 */
export interface TabsBlock {
  /**
   * "tabs": A row of tabs above one panel: choosing a tab (by click, or the arrow keys) shows its text, for example the three centres.
   */
  type: 'tabs';
  /**
   * A name for this section, so a link can jump straight to it with #name (for example "mission" for /ccae#mission). Small letters, digits and dashes only.
   */
  id?: string;
  /**
   * The section heading, for example Our Centres.
   */
  heading: string;
  /**
   * A sentence under the heading (optional).
   */
  intro?: string;
  /**
   * Which tab is open first, counting from 1 (1 = the first tab).
   */
  initial?: number;
  /**
   * The tabs, left to right.
   *
   * @minItems 2
   */
  tabs: TabItem[];
}
export interface TabItem {
  /**
   * The words on the tab, for example Social Action.
   */
  label: string;
  /**
   * A short name shown above the title, for example CSAA (optional).
   */
  acronym?: string;
  /**
   * The panel's title, for example Centre for Social Awareness & Action.
   */
  title: string;
  paragraphs: Paragraphs1;
  link?: Link5;
  image?: Image9;
}
/**
 * A text link or button.
 */
export interface Link5 {
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
 * One of the site's pictures: choose one, or upload a new one.
 */
export interface Image9 {
  /**
   * The picture's address on the site, such as /images/home-hero.jpg: choose one of the site's pictures or upload a new one.
   */
  src: string;
  /**
   * What the picture shows, in a short sentence, read aloud to blind visitors. Leave it empty only when the picture is only decoration (see below).
   */
  alt: string;
  /**
   * On when the picture adds nothing a visitor needs: its alt text is then left empty, so screen readers skip it.
   */
  decorative?: boolean;
  /**
   * Filled in by the build from the picture file (its width in pixels); leave it out.
   */
  width?: number;
  /**
   * Filled in by the build from the picture file (its height in pixels); leave it out.
   */
  height?: number;
  /**
   * Filled in by the build: where its smaller AVIF and WebP copies are; leave it out.
   */
  variants?: {
    /**
     * The copies' address without width and format.
     */
    path: string;
    /**
     * The widths, in pixels, that exist.
     */
    widths: number[];
  };
}
/**
 * Team sections (for example Mentorship Team, Leadership Team, Core Team), each a grid of people with photo, name and role. In sections marked with details, each person has a Read more button that opens their full profile over the page.
 */
export interface TeamGridBlock {
  /**
   * "team-grid": Team sections (for example Mentorship Team, Leadership Team, Core Team), each a grid of people with photo, name and role.
   */
  type: 'team-grid';
  /**
   * A name for this section, so a link can jump straight to it with #name (for example "mission" for /ccae#mission). Small letters, digits and dashes only.
   */
  id?: string;
  /**
   * The words on the button that opens a person's profile.
   */
  readMoreLabel?: string;
  /**
   * The team sections, in the order they are shown.
   *
   * @minItems 1
   */
  sections: TeamSection[];
}
export interface TeamSection {
  /**
   * A name for this section, so a link can jump straight to it with #name (for example "mission" for /ccae#mission). Small letters, digits and dashes only.
   */
  id?: string;
  /**
   * The section heading, for example Leadership Team.
   */
  heading: string;
  /**
   * A sentence under the heading (optional).
   */
  intro?: string;
  /**
   * On: every person here gets a Read more button that opens their profile (their biography is then required); off: only the cards.
   */
  details?: boolean;
  /**
   * The people of this section, in the order they are shown.
   *
   * @minItems 1
   */
  members: TeamMember[];
}
export interface TeamMember {
  /**
   * The person's name.
   */
  name: string;
  /**
   * Their full role, shown in their profile, for example Board Member, Institute.
   */
  designation: string;
  /**
   * A shorter role for the card, for example Board Member (optional; the full role is used when left out).
   */
  shortDesignation?: string;
  image: Image1;
  bio?: Paragraphs2;
  socialMedia?: SocialMediaLinks;
}
/**
 * Links to the person's public profiles, shown in their profile (optional; each one optional).
 */
export interface SocialMediaLinks {
  /**
   * Full https:// address of their LinkedIn profile.
   */
  linkedin?: string;
  /**
   * Full https:// address of their X (Twitter) profile.
   */
  twitter?: string;
  /**
   * Full https:// address of their website.
   */
  website?: string;
}
/**
 * A vertical timeline: one entry per year, each with a title, text and a list of achievements.
 */
export interface TimelineBlock {
  /**
   * "timeline": A vertical timeline: one entry per year, each with a title, text and a list of achievements.
   */
  type: 'timeline';
  /**
   * A name for this section, so a link can jump straight to it with #name (for example "mission" for /ccae#mission). Small letters, digits and dashes only.
   */
  id?: string;
  /**
   * The section heading, for example Our Journey.
   */
  heading: string;
  /**
   * A sentence under the heading (optional).
   */
  intro?: string;
  /**
   * The entries, oldest first.
   *
   * @minItems 1
   */
  entries: TimelineEntry[];
}
export interface TimelineEntry {
  /**
   * The year, for example 2023.
   */
  year: number;
  /**
   * What happened that year, in a few words.
   */
  title: string;
  /**
   * A short line under the title (optional).
   */
  subtitle?: string;
  /**
   * One or two sentences about the year.
   */
  description: string;
  /**
   * Short achievements of the year, one per line, for example 7+ shelter homes (optional).
   *
   * Items: One achievement.
   */
  achievements?: string[];
}
/**
 * A developer test screen: choose a PDF, see its name, size and type, send it to POST /api/test-upload and read the server's raw answer.
 */
export interface UploadTestBlock {
  /**
   * "upload-test": A developer test screen: choose a PDF, see its name, size and type, send it to POST /api/test-upload and read the server's raw answer.
   */
  type: 'upload-test';
  /**
   * A name for this section, so a link can jump straight to it with #name (for example "mission" for /ccae#mission). Small letters, digits and dashes only.
   */
  id?: string;
  /**
   * 1 when this block is the page's main content and its heading is the page heading (each page has exactly one level-1 heading); 2 when a hero or another section comes first.
   */
  headingLevel?: 1 | 2;
  /**
   * The section heading, for example File Upload Test.
   */
  heading: string;
  /**
   * A sentence under the heading (optional).
   */
  intro?: string;
  /**
   * The label of the file picker, for example Choose a PDF.
   */
  fileLabel: string;
  detailLabels: UploadTestDetailLabels;
  /**
   * The send button, for example Test Upload. It stays greyed out until a file is chosen.
   */
  buttonLabel: string;
  /**
   * The send button while the file is on its way, for example Uploading...
   */
  uploadingLabel: string;
  /**
   * The heading of the area that shows the server's answer, for example Result.
   */
  resultHeading: string;
}
/**
 * The words before the chosen file's details.
 */
export interface UploadTestDetailLabels {
  /**
   * Before the file name, for example Name.
   */
  name: string;
  /**
   * Before the size in KB, for example Size.
   */
  size: string;
  /**
   * Before the file type, for example Type.
   */
  type: string;
}
/**
 * The people behind the work, as a row of figures, for example 300+ volunteers.
 */
export interface WorkforceFiguresBlock {
  /**
   * "workforce-figures": The people behind the work, as a row of figures, for example 300+ volunteers.
   */
  type: 'workforce-figures';
  /**
   * A name for this section, so a link can jump straight to it with #name (for example "mission" for /ccae#mission). Small letters, digits and dashes only.
   */
  id?: string;
  /**
   * The section heading, for example Our Workforce.
   */
  heading: string;
  /**
   * A sentence under the heading (optional).
   */
  intro?: string;
  /**
   * The section's background: plain (white), surface (warm light grey) or dark (deep blue). The cards stay white.
   */
  tone?: 'plain' | 'surface' | 'dark';
  /**
   * The figures, in the order they are shown.
   *
   * @minItems 1
   */
  figures: WorkforceFigure[];
}
export interface WorkforceFigure {
  /**
   * The number exactly as shown, for example 300+ or 6,00,000+.
   */
  number: string;
  /**
   * What is counted, for example Volunteers.
   */
  label: string;
}
/**
 * The "Your data" request: a short explanation, an email field and a send button. The server emails a link to see, erase or correct what it holds under that address. Sends to POST /api/your-data.
 */
export interface YourDataRequestBlock {
  /**
   * "your-data-request": The "Your data" request: a short explanation, an email field and a send button.
   */
  type: 'your-data-request';
  /**
   * A name for this section, so a link can jump straight to it with #name (for example "mission" for /ccae#mission). Small letters, digits and dashes only.
   */
  id?: string;
  /**
   * 1 when this block is the page's main content and its heading is the page heading (each page has exactly one level-1 heading); 2 when a hero or another section comes first.
   */
  headingLevel?: 1 | 2;
  /**
   * The section heading, for example Your data.
   */
  heading: string;
  /**
   * The explanation above the form, one paragraph each: what the page does, that we email a link that works once for 24 hours, and that the answer is the same whether or not we hold anything.
   *
   * @minItems 1
   *
   * Items: One paragraph of the explanation.
   */
  paragraphs: string[];
  email: FormFieldText;
  /**
   * The send button, for example Send me a link.
   */
  submitLabel: string;
  /**
   * The send button while the request is on its way, for example Sending...
   */
  submittingLabel: string;
  success: FormSuccessText;
  /**
   * How long, in milliseconds, the form waits for the server before it gives up and shows the time-out message (10000 = 10 seconds).
   */
  timeoutMs?: number;
}
