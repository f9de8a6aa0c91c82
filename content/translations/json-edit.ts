/**
 * Setting one text in a JSON file without disturbing the rest: the translation files are written as
 * JSON.stringify lays them out (2 spaces), so they are set in the data and written again; pages.json is laid
 * out by hand, so only the value is replaced (jsonc-parser's modify), every other byte kept.
 */
import { applyEdits, modify } from 'jsonc-parser';
import type { JsonSource, Position, Segment } from '../validation/json-source.ts';

/** `json` with the value at `segments` set, written as JSON.stringify(…, 2) writes it. */
export function setInLaidOutJson(json: string, segments: readonly Segment[], value: unknown): string {
  const data = JSON.parse(json) as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = data;
  for (const segment of segments.slice(0, -1)) {
    if (node[segment] === undefined || node[segment] === null) node[segment] = {};
    node = node[segment] as Record<string | number, unknown>;
  }
  node[segments[segments.length - 1]] = value;
  return `${JSON.stringify(data, null, 2)}\n`;
}

/** `json` with only the value at `segments` replaced (or added), every other character as it was. */
export function setInPlace(json: string, segments: readonly Segment[], value: unknown): string {
  const edits = modify(json, segments as Segment[], value, {
    formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' },
  });
  return applyEdits(json, edits);
}

/**
 * Where the character `index` of the string at `segments` is written: the string's opening quote, plus the
 * written length of what comes before it (an escape such as \" or \n is two characters in the file).
 */
export function positionInString(source: JsonSource, segments: readonly Segment[], index = 0): Position {
  const extent = source.extentOf(segments);
  if (!extent) return source.locate(segments);
  const literal = source.text.slice(extent.start, extent.end);
  let written = 1;
  let decoded = 0;
  while (decoded < index && written < literal.length - 1) {
    if (literal[written] === '\\') written += literal[written + 1] === 'u' ? 6 : 2;
    else written++;
    decoded++;
  }
  return source.positionOf(extent.start + written);
}
