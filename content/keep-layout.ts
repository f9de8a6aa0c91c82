/**
 * Writes a content file so a save changes only the lines of what was edited. The whole file is first laid out
 * by the project's own writer (formatPages for pages.json, 2-space JSON for a translation file); then every
 * value that did not change is put back exactly as it was written before, so hand-made line breaks elsewhere in
 * the file survive, an unchanged load and save is a zero diff, and `git diff` of an exported revision shows the
 * edit alone. The section editor's backend writes its drafts with it (in the browser: no Node modules here).
 */
import { getNodeValue, type Node, parseTree } from 'jsonc-parser';
import { formatPages } from './format-pages.ts';
import type { PagesFile } from './types.ts';

/** Two JSON values alike (the parser's values: no functions, no cycles). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  if (aKeys.length !== bKeys.length) return false;
  return aKeys.every(
    (key) =>
      Object.hasOwn(b, key) && sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

const slice = (text: string, node: Node) => text.slice(node.offset, node.offset + node.length);
const propertyValue = (node: Node | undefined) => (node?.type === 'property' ? node.children?.[1] : node);

/** Pairs each new list entry with the old entry it came from: equal ones first (moves), then by position. */
function pairEntries(oldEntries: Node[], newEntries: Node[]): (Node | undefined)[] {
  const oldValues = oldEntries.map((node) => getNodeValue(node));
  const used = new Set<number>();
  const pairs: (number | undefined)[] = newEntries.map((node, index) => {
    const value = getNodeValue(node);
    const candidates = [index, ...oldValues.keys()];
    const match = candidates.find((at) => !used.has(at) && at < oldValues.length && sameJson(oldValues[at], value));
    if (match !== undefined) used.add(match);
    return match;
  });
  return pairs.map((pair, index) => {
    if (pair !== undefined) return oldEntries[pair];
    if (index < oldEntries.length && !used.has(index)) {
      used.add(index);
      return oldEntries[index];
    }
    return undefined;
  });
}

function counterpart(oldNode: Node, newChild: Node, pairs: (Node | undefined)[], index: number): Node | undefined {
  if (oldNode.type === 'array') return pairs[index];
  const key = newChild.children?.[0]?.value;
  return propertyValue(oldNode.children?.find((property) => property.children?.[0]?.value === key));
}

function splice(oldText: string, oldNode: Node, newText: string, newNode: Node): string {
  if (sameJson(getNodeValue(oldNode), getNodeValue(newNode))) return slice(oldText, oldNode);
  const fresh = slice(newText, newNode);
  // A value now written on one line is taken whole: its parts cannot keep a layout over several lines.
  if (oldNode.type !== newNode.type || (newNode.type !== 'object' && newNode.type !== 'array') || !fresh.includes('\n'))
    return fresh;
  const children = newNode.children ?? [];
  const pairs = newNode.type === 'array' ? pairEntries(oldNode.children ?? [], children) : [];
  let out = '';
  let cursor = newNode.offset;
  children.forEach((child, index) => {
    const value = propertyValue(child);
    if (!value) return;
    const old = counterpart(oldNode, child, pairs, index);
    out += newText.slice(cursor, value.offset);
    out += old ? splice(oldText, old, newText, value) : slice(newText, value);
    cursor = value.offset + value.length;
  });
  return out + newText.slice(cursor, newNode.offset + newNode.length);
}

/**
 * `fresh` (a whole JSON file as a writer laid it out, ending in a newline) with every value that did not
 * change since `previousText` written as it was there.
 */
export function keepUnchangedLayout(fresh: string, previousText?: string): string {
  const oldRoot = previousText === undefined ? undefined : parseTree(previousText);
  const newRoot = parseTree(fresh);
  if (!oldRoot || !newRoot || previousText === undefined) return fresh;
  return `${splice(previousText, oldRoot, fresh, newRoot)}\n`;
}

/** The text of pages.json for `data`; `previousText` is the version it was edited from. */
export const writePages = (data: PagesFile, previousText?: string): string =>
  keepUnchangedLayout(formatPages(data), previousText);

/** The text of a translation file for `data` (as `npm run translations:extract -- --write` lays it out). */
export const writeTranslationFile = (data: unknown, previousText?: string): string =>
  keepUnchangedLayout(`${JSON.stringify(data, null, 2)}\n`, previousText);
