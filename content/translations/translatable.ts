/**
 * Which texts of pages.json are translated: the one rule the checker (check.ts), the build's overlay
 * (overlay.ts) and the extractor (npm run translations:extract) share.
 *
 * A text is every visible string: titles, descriptions, headings, paragraphs, labels, alt texts, button
 * and link labels, form labels, placeholders and messages, and figures written with a unit or words
 * ("46M", "2M+", "15K+", "K+", "1 in 3"), which Indian readers write in lakh and crore (4.6 करोड़,
 * 4.6 కోట్లు). Not text: addresses and file names, ids, types and other fixed choices, e-mail addresses,
 * phone numbers, figures of digits and signs only (12+, 88%, 6,00,000+: digits stay as written), years and
 * dates, and names of organisations, partners, places and acronyms (a person's name is a text: see
 * TEXT_IN_BLOCK). Fields the schema gives a format, an enum or a const are never text (translatable.test.ts
 * holds the schema to this list).
 */
import { walk } from '../validation/walk.ts';
import { type Segment, toPointer } from './pointer.ts';

/** Fields that never hold a translatable text, wherever they are. */
export const NOT_TEXT_FIELDS = new Set([
  '$schema',
  'version',
  // addresses, files and anchors
  'href',
  'src',
  'path',
  'aliases',
  'url',
  'mapLink',
  'applyLink',
  'policyHref',
  'yourDataHref',
  'linkedin',
  'twitter',
  'website',
  'target',
  'id',
  // fixed choices
  'type',
  'tone',
  'layout',
  'icon',
  'color',
  'direction',
  'imagePosition',
  'replay',
  'network',
  'variant',
  'level',
  'details',
  'language',
  'value',
  // contacts
  'email',
  'phone',
  'number',
  'teamEmails',
  // years and dates (a figure, percentage or suffix is text when it has a unit or words: see FIGURE)
  'year',
  'updated',
  // names
  'name',
  'shortName',
  'instituteName',
  'acronym',
]);

/** Fields named like a name that hold an ordinary text in one block type. */
const TEXT_IN_BLOCK: Record<string, string[]> = {
  'logo-marquee': ['strips/*/name'],
  // A state's name on the map is written in the reader's script (उत्तर प्रदेश, ఉత్తర ప్రదేశ్), as Indian readers do.
  'india-map': ['points/*/name'],
  // An apply card's badge: the centre's acronym (kept as it is) or a word ("General": सामान्य, సాధారణ).
  'apply-cards': ['cards/*/name'],
  // The labels of a chosen file's details ("Name", "Type"), not a name or a choice.
  'upload-test': ['detailLabels/name', 'detailLabels/type'],
  // A person's name is a text: the site's people are placeholders ("Core Team Member 7", "The Founder-Chairman")
  // until the foundation gives real names, and a placeholder is words (मुख्य टीम सदस्य 7). A real name is then
  // written in the reader's script the way the person writes it, which the foundation supplies.
  quote: ['name'],
  'team-grid': ['sections/*/members/*/name'],
};

/** Parts of the site settings that carry their own languages (`{ en, hi, te }`) or only names. */
const OWN_LANGUAGES_IN_SITE = new Set(['privacy', 'notifications', 'organisation']);

const ADDRESS = /^(\/|#|https?:|mailto:|tel:)/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A figure of digits and signs only (12+, 88%, 10,000+, 132): the same in every language. */
const FIGURE = /^[^\p{L}]*$/u;

export interface TranslatableText {
  /** Where, from the top of pages.json. */
  segments: Segment[];
  /** Where, inside its page (or inside `site`), as the translation file names it. */
  pointer: string;
  text: string;
}

const fieldOf = (segments: readonly Segment[]) =>
  [...segments].reverse().find((segment): segment is string => typeof segment === 'string');

function isTextValue(text: string): boolean {
  const trimmed = text.trim();
  return trimmed !== '' && !ADDRESS.test(trimmed) && !EMAIL.test(trimmed) && !FIGURE.test(trimmed);
}

/** True when the string at `inner` (segments inside a block) is text in a block of `type`. */
function textInBlock(type: string, inner: readonly Segment[]): boolean {
  const pattern = inner.map((segment) => (typeof segment === 'number' ? '*' : segment)).join('/');
  if (TEXT_IN_BLOCK[type]?.includes(pattern)) return true;
  const field = fieldOf(inner);
  return field === undefined || !NOT_TEXT_FIELDS.has(field);
}

/** Whether the string at `segments` inside one block (`/blocks/N/...` dropped) is translatable. */
function isTranslatable(within: readonly Segment[], holder: unknown, blockType: string | undefined): boolean {
  // A group that already holds its languages (`{ en, hi, te }`) is translated where it is.
  if (holder && typeof holder === 'object' && !Array.isArray(holder) && 'en' in holder) return false;
  if (blockType !== undefined) return textInBlock(blockType, within);
  const field = fieldOf(within);
  return field === undefined || !NOT_TEXT_FIELDS.has(field);
}

function collect(root: unknown, base: Segment[], blockTypeAt: (inner: Segment[]) => string | undefined) {
  const texts: TranslatableText[] = [];
  const parents = new Map<string, unknown>();
  for (const { value, segments } of walk(root)) {
    if (value !== null && typeof value === 'object') parents.set(toPointer(segments), value);
    if (typeof value !== 'string' || !isTextValue(value)) continue;
    const holder = parents.get(toPointer(segments.slice(0, -1)));
    const type = blockTypeAt(segments);
    const within = type === undefined ? segments : segments.slice(2);
    if (isTranslatable(within, holder, type))
      texts.push({ segments: [...base, ...segments], pointer: toPointer(segments), text: value });
  }
  return texts;
}

interface PagesShape {
  site?: Record<string, unknown>;
  pages?: { path: string; blocks?: { type?: string }[] }[];
}

/** The translatable texts of the site settings, pointers relative to `site`. */
export function siteTexts(data: unknown): TranslatableText[] {
  const site = (data as PagesShape).site ?? {};
  const kept = Object.fromEntries(Object.entries(site).filter(([key]) => !OWN_LANGUAGES_IN_SITE.has(key)));
  return collect(kept, ['site'], () => undefined);
}

/** The translatable texts of one page (by its index), pointers relative to the page. */
export function pageTexts(data: unknown, index: number): TranslatableText[] {
  const page = (data as PagesShape).pages?.[index];
  if (!page) return [];
  return collect(page, ['pages', index], (segments) =>
    segments[0] === 'blocks' && typeof segments[1] === 'number' ? (page.blocks?.[segments[1]]?.type ?? '') : undefined,
  );
}
