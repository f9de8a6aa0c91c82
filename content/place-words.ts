/**
 * A place in the content named as a person sees it, shared by the section editor's messages
 * (editor/app/place-names.ts) and the history's changes in words (change-words.ts): each field by its
 * schema's title; a list's entry by its own words (a link's label, a section's heading) or else by the list's
 * item title and number ("Button 2"), and the list itself is not named again.
 */
import type { Segment } from './translations/pointer.ts';

/** As much of a JSON schema as naming needs (a block's made-whole schema, the site settings'). */
export interface TitledSchema {
  title?: string;
  properties?: Record<string, unknown>;
  items?: unknown;
}

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
export const shortTitle = (kind: { title: string } | undefined, type: string) =>
  kind?.title.replace(/ \(.*\)$/, '') ?? type;

export const childSchema = (schema: TitledSchema | undefined, segment: Segment): TitledSchema | undefined => {
  if (!schema) return undefined;
  if (typeof segment === 'number') return (schema.items as TitledSchema | undefined) ?? undefined;
  return schema.properties?.[segment] as TitledSchema | undefined;
};

/**
 * The names of the places below `schema`/`value` along `rest`. A list is named only at the top (`topNamed`:
 * "Top menu", "Footer"); below, its entries name themselves, and an entry without words that is alone in its
 * list (a menu entry's only drop-down list) adds nothing.
 */
export function namesWithin(
  schema: TitledSchema | undefined,
  value: unknown,
  rest: readonly Segment[],
  topNamed = false,
): string[] {
  const names: string[] = [];
  let node = schema;
  let current = value;
  for (let at = 0; at < rest.length; at++) {
    const segment = rest[at];
    const next = childSchema(node, segment);
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
