/**
 * Edits to the content that keep everything else as it was: a value set at a place, every part not on
 * the way keeping its object (so translations found by identity stay put), and the translations a change
 * makes wrong taken out with it.
 */
import { resolvePointer, toPointer } from '../../content/translations/pointer.ts';
import type { PagesFile } from '../../content/types.ts';
import type { Segment } from './backend.ts';
import { translatablePointers, type Translations, withoutTexts } from './translations.ts';

/** `root` with `value` at `path` (`undefined` takes the field out); every part not on the way keeps its object. */
export function withValueAt(root: unknown, path: readonly Segment[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const next = withValueAt((root as Record<Segment, unknown>)?.[head], rest, value);
  if (Array.isArray(root)) return root.map((item, at) => (at === head ? next : item));
  const copy = { ...(root as Record<string, unknown>) };
  if (next === undefined) delete copy[head as string];
  else copy[head as string] = next;
  return copy;
}

/** The alt texts (their places in the page) of the pictures whose file changed between `before` and `next`. */
function replacedPictureAlts(before: unknown, next: unknown, at: Segment[] = []): string[] {
  if (!before || !next || typeof before !== 'object' || typeof next !== 'object') return [];
  const was = before as Record<string, unknown>;
  const now = next as Record<string, unknown>;
  if (typeof was.src === 'string' && 'alt' in was && was.src !== now.src) return [toPointer([...at, 'alt'])];
  return Object.keys(now).flatMap((key) =>
    replacedPictureAlts(was[key], now[key], [...at, Array.isArray(now) ? Number(key) : key]),
  );
}

/**
 * The translations without those of the page's texts `next` no longer has (a field taken out), whose
 * translation `npm run pages:check` would refuse, and without those of a replaced picture's alt text, which
 * described the old picture. A text emptied for a moment keeps its translations: typed again, they are
 * marked for a check. Undo brings them back with the text.
 */
export function withoutGoneTexts(translations: Translations, before: PagesFile, next: PagesFile, pageIndex: number) {
  const kept = new Set(translatablePointers(next, pageIndex));
  const page = next.pages[pageIndex];
  const gone = translatablePointers(before, pageIndex).filter(
    (pointer) => !kept.has(pointer) && resolvePointer(page, pointer)?.value !== '',
  );
  const alts = replacedPictureAlts(before.pages[pageIndex], page);
  return withoutTexts(translations, page.path, [...gone, ...alts]);
}
