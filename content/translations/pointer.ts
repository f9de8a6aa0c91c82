/** JSON Pointers (RFC 6901): how a translation file names the place of a text in pages.json. */
export type Segment = string | number;

const escapeSegment = (segment: Segment) => String(segment).replace(/~/g, '~0').replace(/\//g, '~1');

export const toPointer = (segments: readonly Segment[]): string => segments.map((s) => `/${escapeSegment(s)}`).join('');

/** The segments of a pointer; list positions come back as numbers when the data there is a list. */
export function fromPointer(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The value at `pointer` inside `root`, with the path walked (numbers for list positions); undefined if none. */
export function resolvePointer(root: unknown, pointer: string): { value: unknown; segments: Segment[] } | undefined {
  let node = root;
  const segments: Segment[] = [];
  for (const raw of fromPointer(pointer)) {
    if (Array.isArray(node)) {
      if (!/^(0|[1-9]\d*)$/.test(raw) || Number(raw) >= node.length) return undefined;
      segments.push(Number(raw));
      node = node[Number(raw)];
    } else if (node !== null && typeof node === 'object' && Object.hasOwn(node, raw)) {
      segments.push(raw);
      node = (node as Record<string, unknown>)[raw];
    } else return undefined;
  }
  return { value: node, segments };
}
