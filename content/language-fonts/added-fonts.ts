/**
 * Fonts for the characters a published revision's Hindi or Telugu pages use that the build's cut lacks
 * (language-fonts.ts cut it to the characters of the build's own pages). Rather than cutting the whole font
 * again (about 10 s a publish) and changing the file every page preloads, a small file of the missing
 * characters alone is cut, in both weights, and declared with the same family and a unicode-range of just
 * those characters: the build's faces keep drawing everything else, and a browser fetches the small file only
 * for a page that shows one of them. The file is named by its bytes, so instances cutting the same characters
 * from the same package name it alike.
 */
/// <reference path="./subset-font.d.ts" />
import { readFileSync } from 'node:fs';
import subsetFont from 'subset-font';
import type { TranslatedLanguage } from '../../schema/api/languages.ts';
import { FONT_WEIGHTS, FONTS, fontFace, fontFileName, fontsourceFile, scriptCharacters } from './script-fonts.ts';

/** Written by the build beside its renderer (dist/server/): each language's covered characters. */
export const COVERED_CHARACTERS_FILE = 'language-font-characters.json';

export interface AddedFonts {
  /** The characters the files add, in code point order. */
  characters: string;
  /** A <style> of the @font-face rules, for the language's pages' <head>. */
  style: string;
  files: { name: string; woff2: Uint8Array }[];
}

/** Marks the added faces' <style> in a page, so a page taken from an earlier release can have them replaced. */
export const ADDED_FONTS_STYLE = /\s*<style data-added-fonts>[^<]*<\/style>/;

/** A CSS unicode-range of the characters (given in code point order), neighbours joined: U+0911,U+0960-0961. */
export function unicodeRangeOf(characters: string): string {
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');
  const runs: [number, number][] = [];
  for (const point of [...characters].map((character) => character.codePointAt(0)!)) {
    const last = runs.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else runs.push([point, point]);
  }
  return runs.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(',');
}

/** The script characters of `text` that `covered` does not hold. */
export const missingCharacters = (language: TranslatedLanguage, text: string, covered: string) =>
  [...scriptCharacters(language, text)].filter((character) => !covered.includes(character)).join('');

/** Cuts the language's font, both weights, to `characters` (in code point order), with their faces. */
export async function cutAddedFonts(language: TranslatedLanguage, characters: string): Promise<AddedFonts> {
  const font = FONTS[language];
  const range = unicodeRangeOf(characters);
  const files: AddedFonts['files'] = [];
  const faces: string[] = [];
  for (const weight of FONT_WEIGHTS) {
    const woff2 = await subsetFont(readFileSync(fontsourceFile(font, weight)), characters, { targetFormat: 'woff2' });
    const name = fontFileName(font, weight, woff2);
    files.push({ name, woff2 });
    faces.push(fontFace(font, weight, name, range));
  }
  return { characters, style: `<style data-added-fonts>${faces.join('')}</style>`, files };
}

// A draft is rendered for its preview and again when published, and every instance renders each publish:
// the same characters are cut once per process.
const cuts = new Map<string, Promise<AddedFonts>>();

/**
 * The fonts to add for `text` (a language's pages) over the build's `covered` characters, or undefined
 * when the build's cut holds them all (most publishes: nothing is cut).
 */
export function addedFontsFor(
  language: TranslatedLanguage,
  text: string,
  covered: string,
): Promise<AddedFonts> | undefined {
  const characters = missingCharacters(language, text, covered);
  if (!characters) return undefined;
  const key = `${language}:${characters}`;
  let cut = cuts.get(key);
  if (!cut) {
    if (cuts.size >= 20) cuts.clear();
    cut = cutAddedFonts(language, characters);
    // A failed cut is tried again next time, not remembered.
    cut.catch(() => cuts.delete(key));
    cuts.set(key, cut);
  }
  return cut;
}
