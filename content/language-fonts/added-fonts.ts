/**
 * Fonts for the characters a published revision's Hindi or Telugu pages use that the build's cut lacks
 * (language-fonts.ts cut it to the characters of the build's own pages). Rather than cutting the whole font
 * again and changing the file every page preloads (every visitor would fetch it again), a small file of the
 * missing characters alone is cut, in both weights, and declared with the same family and a unicode-range of
 * just those characters: the build's faces keep drawing everything else, and a browser fetches the small file
 * only for a page that shows one of them.
 * That works for a character standing alone (ॐ, an independent vowel). A browser shapes a syllable with one
 * face and uses a face only for the characters of its unicode-range, so a new character inside a syllable with
 * others (a consonant with a vowel sign, ङा; a conjunct, क्ष) would still fall to the system's face (checked in
 * Chromium): then the whole font is cut again with the new characters, and its files replace the build's on
 * the language's pages. Files are named by their bytes, so instances cutting the same characters name them alike.
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
  /** True when the files hold every character and replace the build's; false when they are faces beside them. */
  whole: boolean;
  /** A <style> of the @font-face rules of the faces beside the build's, for the pages' <head> ('' when whole). */
  style: string;
  files: { name: string; weight: (typeof FONT_WEIGHTS)[number]; woff2: Uint8Array }[];
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

const VIRAMA_OR_JOINER = /[\u094D\u0C4D\u200C\u200D]/u;
const MARK = /[\p{M}\u200C\u200D]/u;

/** Whether one of the `missing` characters shares a syllable with another letter somewhere in `text`. */
export function joinsOthers(language: TranslatedLanguage, text: string, missing: string): boolean {
  const words = new RegExp(`(?:${FONTS[language].characters.source}|[\u200C\u200D])+`, 'gu');
  return (text.match(words) ?? []).some((word) => {
    const letters = [...word];
    return letters.some(
      (letter, i) =>
        missing.includes(letter) &&
        // A mark on a letter, a letter with a mark (vowel sign, virama, nukta) or after a virama (a conjunct).
        ((i > 0 && (MARK.test(letter) || VIRAMA_OR_JOINER.test(letters[i - 1]))) ||
          (i + 1 < letters.length && MARK.test(letters[i + 1]))),
    );
  });
}

/** Cuts the language's font, both weights, to the `missing` characters (in code point order), with their faces. */
export async function cutAddedFonts(language: TranslatedLanguage, missing: string): Promise<AddedFonts> {
  const font = FONTS[language];
  const files = await cut(language, missing);
  const faces = files.map(({ weight, name }) => fontFace(font, weight, name, unicodeRangeOf(missing)));
  return { characters: missing, whole: false, style: `<style data-added-fonts>${faces.join('')}</style>`, files };
}

/** Cuts the language's whole font again: the build's `covered` characters and the `missing` ones. */
export async function cutWholeFonts(language: TranslatedLanguage, covered: string, missing: string) {
  const characters = [...new Set(covered + missing)].sort().join('');
  return { characters: missing, whole: true, style: '', files: await cut(language, characters) };
}

async function cut(language: TranslatedLanguage, characters: string): Promise<AddedFonts['files']> {
  const font = FONTS[language];
  const files: AddedFonts['files'] = [];
  for (const weight of FONT_WEIGHTS) {
    const woff2 = await subsetFont(readFileSync(fontsourceFile(font, weight)), characters, { targetFormat: 'woff2' });
    files.push({ name: fontFileName(font, weight, woff2), weight, woff2 });
  }
  return files;
}

// A draft is rendered for its preview and again when published, and every instance renders each publish:
// the same characters are cut once per process.
const cuts = new Map<string, Promise<AddedFonts>>();

/**
 * The fonts to add for `text` (a language's pages) over the build's `covered` characters, or undefined
 * when the build's cut holds them all (most publishes: nothing is cut): faces of the missing characters beside
 * the build's, or the whole font when one of them shares a syllable with other letters.
 */
export function addedFontsFor(
  language: TranslatedLanguage,
  text: string,
  covered: string,
): Promise<AddedFonts> | undefined {
  const characters = missingCharacters(language, text, covered);
  if (!characters) return undefined;
  const whole = joinsOthers(language, text, characters);
  const key = `${language}:${whole}:${characters}:${whole ? covered : ''}`;
  let pending = cuts.get(key);
  if (!pending) {
    if (cuts.size >= 20) cuts.clear();
    pending = whole ? cutWholeFonts(language, covered, characters) : cutAddedFonts(language, characters);
    // A failed cut is tried again next time, not remembered.
    pending.catch(() => cuts.delete(key));
    cuts.set(key, pending);
  }
  return pending;
}
