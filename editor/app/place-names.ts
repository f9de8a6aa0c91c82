/**
 * A place in the content named as a person sees it: "Top menu > Interventions > Healthcare > Goes to"
 * rather than site settings > navigation[3].groups[2].links[4].href. Each field is named by its schema's title;
 * a list's entry by its own words (a link's label, a section's heading) or else by the list's item title and
 * number ("Button 2"), and the list itself is not named again.
 */
import type { RJSFSchema } from '@rjsf/utils';
import type { PagesFile } from '../../content/types.ts';
import pageSchema from '../../schema/page.schema.json';
import type { BlockKind, Segment } from './backend.ts';

/** The words an entry shows, which name it best: a link's label, a section's heading, a person's name. */
const NAMING_FIELDS = ['label', 'heading', 'title', 'name', 'year', 'quote', 'text'];

export function entryWords(value: unknown): string | undefined {
  if (typeof value === 'string') return value || undefined;
  if (!value || typeof value !== 'object') return undefined;
  const fields = value as Record<string, unknown>;
  const found = NAMING_FIELDS.map((key) => fields[key]).find(
    (word) => (typeof word === 'string' && word !== '') || typeof word === 'number',
  );
  if (found === undefined) return undefined;
  const words = String(found);
  return words.length > 40 ? `${words.slice(0, 39)}…` : words;
}

/** A section type's short name: its title without the explanation in brackets ("Hero"). */
export const shortTitle = (kind: BlockKind | undefined, type: string) => kind?.title.replace(/ \(.*\)$/, '') ?? type;

const PAGE_FIELDS = pageSchema.properties as Record<string, { title?: string }>;

const child = (schema: RJSFSchema | undefined, segment: Segment): RJSFSchema | undefined => {
  if (!schema) return undefined;
  if (typeof segment === 'number') return (schema.items as RJSFSchema | undefined) ?? undefined;
  return schema.properties?.[segment] as RJSFSchema | undefined;
};

/**
 * The names of the places below `schema`/`value` along `rest`. A list is named only at the top (`topNamed`:
 * "Top menu", "Footer"); below, its entries name themselves, and an entry without words that is alone in its
 * list (a menu entry's only drop-down list) adds nothing.
 */
function namesWithin(
  schema: RJSFSchema | undefined,
  value: unknown,
  rest: readonly Segment[],
  topNamed = false,
): string[] {
  const names: string[] = [];
  let node = schema;
  let current = value;
  for (let at = 0; at < rest.length; at++) {
    const segment = rest[at];
    const next = child(node, segment);
    const nextValue = (current as Record<Segment, unknown> | undefined)?.[segment];
    if (typeof segment === 'number') {
      // An entry of a list: named by its words (when they are not the field the path goes on to).
      const words = typeof nextValue === 'string' && at === rest.length - 1 ? undefined : entryWords(nextValue);
      const alone = Array.isArray(current) && current.length === 1 && at < rest.length - 1;
      if (words || !alone) names.push(words ?? `${next?.title ?? 'Item'} ${segment + 1}`);
    } else if (typeof rest[at + 1] !== 'number' || (topNamed && at === 0)) {
      names.push(next?.title ?? segment);
    }
    node = next;
    current = nextValue;
  }
  return names;
}

export interface PlaceContext {
  data: PagesFile;
  kinds: BlockKind[];
  site: RJSFSchema | undefined;
}

/** "Page /history > Section 3, Hero: Our history > Button 2 > Goes to", or "Top menu > Interventions > Healthcare". */
export function placeName(path: readonly Segment[], { data, kinds, site }: PlaceContext): string {
  const [root, pageIndex, list, section, ...rest] = path;
  if (root === 'site')
    return namesWithin(site, data.site, path.slice(1), true).join(' > ') || 'Menu, footer and site settings';
  if (root !== 'pages' || typeof pageIndex !== 'number') return 'The whole site';
  const page = data.pages[pageIndex];
  const names = [`Page ${page?.path ?? pageIndex + 1}`];
  if (list === 'blocks' && typeof section === 'number') {
    const block = page?.blocks[section];
    const kind = kinds.find((candidate) => candidate.type === block?.type);
    const words = entryWords(block);
    names.push(
      `Section ${section + 1}, ${shortTitle(kind, String(block?.type ?? 'section'))}${words ? `: ${words}` : ''}`,
    );
    names.push(...namesWithin(kind?.schema, block, rest));
  } else if (list !== undefined) {
    names.push(PAGE_FIELDS[list]?.title ?? String(list));
  }
  return names.join(' > ');
}
