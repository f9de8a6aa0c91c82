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
 */
export function* walk(node: unknown, segments: Segment[] = [], key?: string): Generator<Visit> {
  yield { value: node, segments, key };
  if (Array.isArray(node)) {
    for (let i = 0; i < node.length; i++) yield* walk(node[i], [...segments, i]);
  } else if (node !== null && typeof node === 'object') {
    for (const [name, child] of Object.entries(node)) yield* walk(child, [...segments, name], name);
  }
}

/** The page a location belongs to (its index), or undefined for the site settings. */
export function pageIndexOf(segments: readonly Segment[]): number | undefined {
  return segments[0] === 'pages' && typeof segments[1] === 'number' ? segments[1] : undefined;
}
