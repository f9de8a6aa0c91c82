import type { Segment } from './json-source.ts';

const isIndex = (segment: Segment): segment is number => typeof segment === 'number';

/** Field path in the style `items[2].year`; list positions count from 1, as a person counts. */
export function fieldPath(segments: readonly Segment[]): string {
  let out = '';
  for (const segment of segments) {
    if (isIndex(segment)) out += `[${segment + 1}]`;
    else out += out ? `.${segment}` : segment;
  }
  return out;
}

type Data = { pages?: { path?: unknown; blocks?: { type?: unknown }[] }[] } | undefined;

/** A reader's description of where a value is: `/history > block 3 (timeline) > items[2].year`. */
export function describeLocation(data: unknown, segments: readonly Segment[]): string {
  const root = data as Data;
  if (segments[0] === 'site') {
    const rest = fieldPath(segments.slice(1));
    return rest ? `site settings > ${rest}` : 'site settings';
  }
  if (segments[0] !== 'pages' || !isIndex(segments[1])) {
    return segments.length ? fieldPath(segments) : 'top of the file';
  }
  const page = root?.pages?.[segments[1]];
  const pageName = typeof page?.path === 'string' ? page.path : `page ${segments[1] + 1}`;
  const parts = [pageName];
  if (segments[2] === 'blocks' && isIndex(segments[3])) {
    const type = page?.blocks?.[segments[3]]?.type;
    parts.push(`block ${segments[3] + 1}${typeof type === 'string' ? ` (${type})` : ''}`);
    const rest = fieldPath(segments.slice(4));
    if (rest) parts.push(rest);
  } else {
    const rest = fieldPath(segments.slice(2));
    if (rest) parts.push(rest);
  }
  return parts.join(' > ');
}
