/**
 * The web fonts of the Hindi and Telugu pages: which @fontsource package and subset each language uses, the
 * characters of its script, and how a cut-down font file is named and declared. Shared by the build, which
 * cuts the fonts to the characters its pages use (language-fonts.ts), and by publishing, which cuts a small
 * extra file when a revision uses characters the build's cut lacks (added-fonts.ts).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { TranslatedLanguage } from '../../schema/api/languages.ts';

export interface ScriptFont {
  family: string;
  /** The @fontsource package and the name of its subset for this script. */
  package: string;
  subset: string;
  /** The characters of the script, to find in the pages' text. */
  characters: RegExp;
  /** System fonts of the script that could not be measured, for the fallback face with vertical metrics only. */
  localFallbacks: string[];
}

export const FONTS: Record<TranslatedLanguage, ScriptFont> = {
  hi: {
    family: 'Noto Sans Devanagari',
    package: 'noto-sans-devanagari',
    subset: 'devanagari',
    characters: /[\u0900-\u097F\u1CD0-\u1CF9\uA830-\uA839\uA8E0-\uA8FF\u20B9]/gu,
    localFallbacks: ['Nirmala UI', 'Kohinoor Devanagari', 'Mangal'],
  },
  te: {
    family: 'Noto Sans Telugu',
    package: 'noto-sans-telugu',
    subset: 'telugu',
    characters: /[\u0C00-\u0C7F\u0951\u0952\u0964\u0965]/gu,
    localFallbacks: ['Nirmala UI', 'Kohinoor Telugu', 'Gautami'],
  },
};

export const FONT_WEIGHTS = [400, 700] as const;

/** Where the build and the server write the cut fonts, under the site folder (served as /assets/fonts/...). */
export const FONT_DIR = 'assets/fonts';

// Found as Node finds the package (not from the working folder), so the server finds it wherever it runs.
const require = createRequire(import.meta.url);
const packageDir = (font: ScriptFont) => dirname(require.resolve(`@fontsource/${font.package}/package.json`));

/** The package's whole font file of the script for a weight. */
export const fontsourceFile = (font: ScriptFont, weight: number) =>
  join(packageDir(font), 'files', `${font.package}-${font.subset}-${weight}-normal.woff2`);

/** The package's own unicode-range for the script's subset. */
export function unicodeRange(font: ScriptFont): string {
  const css = readFileSync(join(packageDir(font), '400.css'), 'utf8');
  const block = css
    .split('@font-face')
    .find((face) => face.includes(`files/${font.package}-${font.subset}-400-normal`));
  const range = block && /unicode-range:\s*([^;]+);/.exec(block)?.[1];
  if (!range) throw new Error(`@fontsource/${font.package}: no unicode-range for the ${font.subset} subset`);
  return range.trim();
}

/** The script's characters in `text`, each once, in code point order. */
export const scriptCharacters = (language: TranslatedLanguage, text: string): string =>
  [...new Set(text.match(FONTS[language].characters) ?? [])].sort().join('');

/** A cut font's file name: named by its bytes, so a browser may keep it for a year and equal cuts share a name. */
export const fontFileName = (font: ScriptFont, weight: number, woff2: Uint8Array) =>
  `${font.package}-${weight}-${createHash('sha256').update(woff2).digest('hex').slice(0, 8)}.woff2`;

/** The @font-face rule of a cut file of the script's family. */
export const fontFace = (font: ScriptFont, weight: number, file: string, range: string) =>
  `@font-face{font-family:"${font.family}";font-style:normal;font-weight:${weight};font-display:swap;src:url(/${FONT_DIR}/${file}) format("woff2");unicode-range:${range}}`;
