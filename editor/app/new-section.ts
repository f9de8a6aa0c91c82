/**
 * Where a new section goes and what it changes around it, so adding one never leaves a page with two main
 * headings. A type that is always the page's main heading (a hero) goes to the top, and a main heading
 * already there that can become a section heading (a new page's text section, "level": 1) becomes one. A type
 * whose heading is the main one only by a setting (a form's "headingLevel": 1) takes the other setting when
 * the page has its main heading already.
 */
import type { Block } from '../../content/types.ts';
import type { BlockKind } from './backend.ts';

type Rule = NonNullable<BlockKind['pageHeading']>;
type Fields = Record<string, unknown>;

export function showsPageHeading(block: Fields, rule: Rule | undefined): boolean {
  if (rule === undefined) return false;
  if (rule === true) return true;
  return rule.every(({ field, value, fallback }) => (block[field] ?? fallback) === value);
}

/** The block made a section heading by its rule's other values, or undefined when its rule has none. */
function asSectionHeading(block: Fields, rule: Rule | undefined): Fields | undefined {
  if (!rule || rule === true) return undefined;
  const changeable = rule.filter((condition) => condition.other !== undefined);
  if (changeable.length === 0) return undefined;
  return { ...block, ...Object.fromEntries(changeable.map(({ field, other }) => [field, other])) };
}

export interface Placed {
  blocks: Block[];
  /** Where the new section is. */
  at: number;
  /** Where each section that was there before went (their translations follow them). */
  newIndex: number[];
  /** What else changed, in words for the announcement; empty when nothing did. */
  note: string;
}

/** `blocks` with `added` (a section of `kind`) put after position `after`, or where it belongs. */
export function placeSection(
  blocks: Block[],
  added: Fields,
  kind: BlockKind,
  kinds: BlockKind[],
  after: number,
): Placed {
  const ruleOf = (block: Fields) => kinds.find((candidate) => candidate.type === block.type)?.pageHeading;
  const heading = blocks.findIndex((block) => showsPageHeading(block as unknown as Fields, ruleOf(block as never)));
  const shifted = (at: number) => blocks.map((_, index) => (index < at ? index : index + 1));
  const insert = (block: Fields, note: string) => {
    const at = after + 1;
    return {
      blocks: [...blocks.slice(0, at), block as unknown as Block, ...blocks.slice(at)],
      at,
      newIndex: shifted(at),
      note,
    };
  };
  if (heading < 0 || !showsPageHeading(added, kind.pageHeading)) return insert(added, '');
  const demoted = asSectionHeading(added, kind.pageHeading);
  if (demoted) return insert(demoted, ' Its heading is a section heading: the page has its main heading already.');
  // The new section is the main heading itself (a hero): at the top, and the old one becomes a section heading.
  const old = blocks[heading] as unknown as Fields;
  const lowered = asSectionHeading(old, ruleOf(old));
  const rest = blocks.map((block, index) => (index === heading && lowered ? (lowered as unknown as Block) : block));
  return {
    blocks: [added as unknown as Block, ...rest],
    at: 0,
    newIndex: shifted(0),
    note: lowered
      ? ` It opens the page, so it went to the top, and section ${heading + 2}'s heading is now a section heading.`
      : ' It opens the page, so it went to the top.',
  };
}
