import type { Segment } from './json-source.ts';

export interface Visit {
  value: unknown;
  /** Where the value is, from the top of the file. */
  segments: Segment[];
  /** The name of the property holding it (undefined inside a list). */
  key: string | undefined;
}

/**
 * Every value in the data, depth first. The reference rules walk the data generically rather than
 * following the schema, so a new block type's links and pictures are checked without code changes.
 * An explicit stack, not nested generators: those hand every value up through each level above it,
 * which made checking 1000 pages several times slower.
 */
export function* walk(node: unknown, segments: Segment[] = [], key?: string): Generator<Visit> {
  const stack: Visit[] = [{ value: node, segments, key }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    yield visit;
    const { value, segments: at } = visit;
    // Children go on the stack last first, so they come out in their written order.
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], segments: [...at, i], key: undefined });
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i--)
        stack.push({ value: entries[i][1], segments: [...at, entries[i][0]], key: entries[i][0] });
    }
  }
}

/**
 * Every string of the pages as a picture address would be written there, without its ?query or #part: what
 * the unused-picture check and the picture deletions (server and editor page) compare an address with.
 */
export function addressesUsed(pages: unknown): Set<string> {
  const used = new Set<string>();
  for (const { value } of walk(pages)) if (typeof value === 'string') used.add(value.split(/[?#]/)[0]);
  return used;
}

/** The page a location belongs to (its index), or undefined for the site settings. */
export function pageIndexOf(segments: readonly Segment[]): number | undefined {
  return segments[0] === 'pages' && typeof segments[1] === 'number' ? segments[1] : undefined;
}
