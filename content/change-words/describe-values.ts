/**
 * What differs between two versions of a value (a section, a page's settings, a part of the site settings),
 * said as lines a volunteer reads: each field named by its schema's title ("Heading", "Buttons > Donate >
 * Label"), a text before and after with its translations beside it, a picture as before and after, and a
 * list's entries added, removed or moved one line each (list-match.ts). Translations are found by where
 * their text is in each version, so a text that only moved with its section or entry is no change.
 */
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '../../schema/api/languages.ts';
import type { ChangeLine } from '../../schema/api/publishing.ts';
import { childSchema, entryWords, type TitledSchema } from '../place-words.ts';
import type { TranslationTexts } from '../translations/file-shape.ts';
import { toPointer } from '../translations/pointer.ts';
import { matchLists } from './list-match.ts';
import { shortened, shortenedPair } from './short-texts.ts';

/** Each language's translations of one page (or of the site settings) in one revision, by pointer. */
export type TextsByLanguage = Partial<Record<TranslatedLanguage, TranslationTexts>>;

/** A value and where it is, as the translation files name the place (inside its page or inside `site`). */
export interface Place {
  value: unknown;
  pointer: string;
}

export interface Walk {
  lines: ChangeLine[];
  before: TextsByLanguage;
  after: TextsByLanguage;
}

const PICTURE = /^\/images\/.+\.(avif|gif|jpe?g|png|svg|webp)$/i;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const quoted = (text: string) => `"${shortened(text, 50)}"`;

const textOf = (value: unknown): string | undefined =>
  value === undefined || value === null || value === '' ? undefined : String(value);

/** A picture an entry shows (a gallery's picture, a card's image), for its thumbnail. */
const pictureOf = (value: unknown): string | undefined => {
  const src = isObject(value) ? (isObject(value.image) ? value.image.src : value.src) : value;
  return typeof src === 'string' && PICTURE.test(src) ? src : undefined;
};

/** A list's entry in a sentence: 'button "Donate"', or by its kind and number: 'picture 3'. */
export function entryName(value: unknown, items: TitledSchema | undefined, index: number): string {
  const title = items?.title ?? 'entry';
  const kind = title.charAt(0).toLowerCase() + title.slice(1);
  const words = entryWords(value);
  return words ? `${kind} ${quoted(words)}` : `${kind} ${index + 1}`;
}

/** 'Moved "X" above "Y"' (the entry now after it), or 'below' the one before it when it went to the end. */
export function movedWords<T>(list: readonly T[], index: number, nameOf: (entry: T, index: number) => string) {
  const [other, where] = index + 1 < list.length ? [index + 1, 'above'] : [index - 1, 'below'];
  return `Moved ${nameOf(list[index], index)} ${where} ${nameOf(list[other], other)}`;
}

const at = (place: Place | undefined, segment: string | number): Place | undefined => {
  const value = place?.value;
  if (Array.isArray(value) ? typeof segment !== 'number' : !isObject(value) || !Object.hasOwn(value, segment))
    return undefined;
  return {
    value: (value as Record<string | number, unknown>)[segment],
    pointer: `${place?.pointer}${toPointer([segment])}`,
  };
};

function translationChanges(walk: Walk, before?: Place, after?: Place): ChangeLine['translations'] {
  const changes: NonNullable<ChangeLine['translations']> = [];
  for (const language of TRANSLATED_LANGUAGES as readonly TranslatedLanguage[]) {
    const old = textOf(before && walk.before[language]?.[before.pointer]?.text);
    const now = textOf(after && walk.after[language]?.[after.pointer]?.text);
    if (old !== now) changes.push({ language, ...shortenedPair(old, now) });
  }
  return changes;
}

function leaf(walk: Walk, names: string[], before?: Place, after?: Place) {
  const [old, now] = [before?.value, after?.value];
  const words = names.join(' > ');
  const changed = JSON.stringify(old) !== JSON.stringify(now);
  if (changed && [old, now].some((value) => typeof value === 'string' && PICTURE.test(value))) {
    walk.lines.push({ words, picture: { before: textOf(old), after: textOf(now) } });
    return;
  }
  const texts = [old, now].some((value) => typeof value === 'string') ? translationChanges(walk, before, after) : [];
  if (!changed && !texts?.length) return;
  const line: ChangeLine = changed
    ? { words, text: shortenedPair(textOf(old), textOf(now)) }
    : { words: `${words} ${quoted(textOf(now) ?? '')}` };
  if (texts?.length) line.translations = texts;
  walk.lines.push(line);
}

function describeList(walk: Walk, schema: TitledSchema | undefined, names: string[], before?: Place, after?: Place) {
  const old = Array.isArray(before?.value) ? before.value : [];
  const now = Array.isArray(after?.value) ? after.value : [];
  const items = childSchema(schema, 0);
  const found = matchLists(old, now, entryWords);
  const prefix = names.length ? `${names.join(' > ')}: ` : '';
  for (const i of found.removed)
    walk.lines.push({
      words: `${prefix}Removed ${entryName(old[i], items, i)}`,
      ...(pictureOf(old[i]) ? { picture: { before: pictureOf(old[i]) } } : {}),
    });
  for (const j of found.added)
    walk.lines.push({
      words: `${prefix}Added ${entryName(now[j], items, j)}`,
      ...(pictureOf(now[j]) ? { picture: { after: pictureOf(now[j]) } } : {}),
    });
  for (const j of found.moved)
    walk.lines.push({ words: `${prefix}${movedWords(now, j, (entry, index) => entryName(entry, items, index))}` });
  for (const [i, j] of found.pairs) {
    const leafEntry = typeof now[j] !== 'object' || now[j] === null;
    const words = leafEntry ? undefined : entryWords(now[j]);
    const alone = now.length === 1 && !leafEntry;
    const name = words ?? `${items?.title ?? 'Item'} ${j + 1}`;
    describeValue(walk, items, alone ? names : [...names, name], at(before, i), at(after, j));
  }
}

/** Adds to `walk.lines` what differs from `before` to `after`; `names` name the place they are in. */
export function describeValue(
  walk: Walk,
  schema: TitledSchema | undefined,
  names: string[],
  before?: Place,
  after?: Place,
) {
  const [old, now] = [before?.value, after?.value];
  if (Array.isArray(old) || Array.isArray(now)) return describeList(walk, schema, names, before, after);
  if (!isObject(old) && !isObject(now)) return leaf(walk, names, before, after);
  const keys = new Set([...Object.keys(isObject(old) ? old : {}), ...Object.keys(isObject(now) ? now : {})]);
  for (const key of keys) {
    const field = childSchema(schema, key);
    const list = [old, now].some((value) => isObject(value) && Array.isArray(value[key]));
    // A list is named at the top only ("Top menu", "Buttons: Added button..."), its entries below by their words.
    const named = list && names.length > 0 ? names : [...names, field?.title ?? key];
    describeValue(walk, field, named, at(before, key), at(after, key));
  }
}
