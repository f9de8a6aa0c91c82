// @vitest-environment node
// The section editor's writer of pages.json and the translation files: a save changes only the lines of what
// was edited, so the exported file's `git diff` shows the edit alone.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { writePages, writeTranslationFile } from './keep-layout.ts';
import type { PagesFile } from './types.ts';

const original = readFileSync('pages.json', 'utf8');
const parsed = () => JSON.parse(original) as PagesFile;

describe('writing pages.json', () => {
  it('gives back the file byte for byte when nothing changed, hand-made line breaks included', () => {
    expect(writePages(parsed(), original)).toBe(original);
  });

  it('changes only the lines of an edited value', () => {
    const data = parsed();
    const page = data.pages.find((candidate) => candidate.title)!;
    page.title = 'A new title';
    const before = original.split('\n');
    const after = writePages(data, original).split('\n');
    expect(after).toHaveLength(before.length);
    const changed = after.filter((line, at) => line !== before[at]);
    expect(changed).toEqual([expect.stringContaining('"title": "A new title"')]);
  });

  it('keeps the text of a moved section as it was written', () => {
    const data = parsed();
    const blocks = data.pages[0].blocks;
    [blocks[1], blocks[2]] = [blocks[2], blocks[1]];
    const text = writePages(data, original);
    expect(JSON.parse(text)).toEqual(data);
    // The same lines, in another order: nothing but the move.
    expect([...text.split('\n')].sort()).toEqual([...original.split('\n')].sort());
  });
});

const hindi = readFileSync('translations/hi.json', 'utf8');
/** The lines of `after` that differ from `before` (same line count expected). */
const changedLinesOf = (before: string, after: string) => {
  const old = before.split('\n');
  return after.split('\n').filter((line, at) => line !== old[at]);
};

describe('writing a translation file', () => {
  it('gives back the file byte for byte when nothing changed', () => {
    expect(writeTranslationFile(JSON.parse(hindi), hindi)).toBe(hindi);
  });

  it('changes only the line of an edited translation, keeping the order of the entries', () => {
    const data = JSON.parse(hindi) as { pages: Record<string, Record<string, { en: string; text: string }>> };
    const [path, texts] = Object.entries(data.pages)[1];
    const [pointer, entry] = Object.entries(texts)[0];
    texts[pointer] = { en: entry.en, text: 'नया पाठ' };
    const after = writeTranslationFile(data, hindi);
    expect(after.split('\n')).toHaveLength(hindi.split('\n').length);
    expect(changedLinesOf(hindi, after)).toEqual([expect.stringMatching(/^ +"text": "नया पाठ"$/)]);
    expect(Object.keys(JSON.parse(after).pages[path])).toEqual(Object.keys(texts));
  });
});
