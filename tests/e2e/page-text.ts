// What a visitor reads on each page, from pages.json, and what the prerendered HTML says as text, so a
// test can check that every route arrives complete (readable without JavaScript, by curl, by a search engine).
import applyCardsSchema from '../../schema/blocks/apply-cards.schema.json';
import type { Segment } from '../../content/validation/json-source.ts';

/** Values that are not words for reading: identifiers, addresses, files and choices of look or behaviour. */
const NOT_TEXT = new Set([
  'type',
  'id',
  'href',
  'src',
  'target',
  'applyLink',
  'value', // identifiers and addresses (pages:check checks them)
  'icon',
  'variant',
  'tone',
  'color',
  'direction',
  'imagePosition',
  'replay', // choices from a list, not text
  'alt', // describes a picture; pages:check requires it, and a picture not on screen (another year's background) is not in the HTML
  'socialMedia', // addresses of a person's public profiles: links, shown as icons with their own labels
]);

/**
 * Texts of moments, not of the page: they show while something happens or after it did, so the HTML of a
 * page at rest rightly lacks them.
 */
const UI_STATE = new Set([
  'placeholder', // an example inside an empty form field (an attribute, gone once the visitor types)
  'submittingLabel',
  'uploadingLabel', // the button's label while a form is being sent
  'givingLabel', // the Donate button's label while the pledge is being sent
  'pay', // the Donate form's second screen: how to pay the pledge just made (its amount and reference)
  'tellUs', // the Donate form's third screen, after paying: the donor tells us the payment's details
  'success', // the screen shown after a form was sent (heading, text, "Send Another Message")
  'resultHeading',
  'detailLabels', // the upload test's answer from the server
  'errorSummaryHeading', // the summary at the top of a form the server sent back with problems
  'missingLabel', // the founder gallery's "Image Not Found", shown only when a picture fails to load
]);

/** Texts the blocks put in attributes rather than in text: checked against the attribute values. */
const IN_ATTRIBUTES = new Set([
  'yearsLabel', // names the group of year buttons (aria-label)
  'logos.name', // a partner's name, read aloud in place of its logo: the logo's alt text, or part of it
]);

/** The part of a block's list that is shown: some blocks show only the first few items, by design. */
function shownPart(blockType: string, key: string, list: unknown[], block: Record<string, unknown>): unknown[] {
  // Careers: "only the first maxVisible cards are shown", the rest stay in the file (the spec's rule).
  if (blockType === 'apply-cards' && key === 'cards') {
    const max =
      typeof block.maxVisible === 'number' ? block.maxVisible : applyCardsSchema.properties.maxVisible.default;
    return list.slice(0, max);
  }
  return list;
}

export interface PageText {
  segments: Segment[];
  text: string;
  where: 'text' | 'attribute';
}

/** Every string a visitor reads in one block, with where it is (segments from `blocks`) and where it shows. */
export function blockTexts(block: Record<string, unknown>, blockSegments: Segment[]): PageText[] {
  const found: PageText[] = [];
  // `key` is the name of the field (of the list, inside one); `outer` the field holding the object it is in.
  const visit = (value: unknown, segments: Segment[], key: string, outer: string) => {
    if (NOT_TEXT.has(key) || UI_STATE.has(key)) return;
    if (typeof value === 'string') {
      // Numbers and true/false are not strings: a counter shows its figure in its own way (1,000, or 10L).
      const inAttribute = IN_ATTRIBUTES.has(key) || IN_ATTRIBUTES.has(`${outer}.${key}`);
      if (value.trim()) found.push({ segments, text: value, where: inAttribute ? 'attribute' : 'text' });
    } else if (Array.isArray(value)) {
      const shown =
        segments.length === blockSegments.length + 1 ? shownPart(String(block.type), key, value, block) : value;
      for (const [index, item] of shown.entries()) visit(item, [...segments, index], key, outer);
    } else if (value !== null && typeof value === 'object') {
      for (const [name, child] of Object.entries(value)) visit(child, [...segments, name], name, key);
    }
  };
  for (const [name, child] of Object.entries(block)) visit(child, [...blockSegments, name], name, '');
  return found;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#')
      return String.fromCodePoint(
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
      );
    return NAMED[name.toLowerCase()] ?? entity;
  });
export const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Inline elements run on with the text around them; every other tag separates words. */
const INLINE = 'a|abbr|b|cite|code|em|i|mark|q|s|small|span|strong|sub|sup|time|u';

/** The body's text as a visitor without JavaScript gets it: no scripts or styles, tags stripped, entities decoded. */
export function htmlText(html: string): { text: string; attributes: string } {
  const body = (html.split(/<body[^>]*>/)[1] ?? html).replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ');
  const attributes = [...body.matchAll(/\s(?:aria-label|title|alt)="([^"]*)"/g)].map((match) =>
    collapse(decode(match[1])),
  );
  const text = body
    .replace(/<!--[\s\S]*?-->/g, '') // React's markers between neighbouring texts
    .replace(new RegExp(`</?(?:${INLINE})\\b[^>]*>`, 'gi'), '')
    .replace(/<[^>]+>/g, ' ');
  return { text: collapse(decode(text)), attributes: attributes.join('\n') };
}
