/**
 * The web fonts of the Hindi and Telugu pages: Noto Sans Devanagari and Noto Sans Telugu from @fontsource
 * (self-hosted, OFL), cut down at build time to the characters those pages use (subset-font: HarfBuzz's
 * subsetter as WebAssembly, no native build, no download), in regular and bold. Only that language's
 * pages link them; English pages load no web font at all.
 *
 * The faces cover only their script (the package's unicode-range): Latin letters and digits keep the
 * system font, exactly as on English pages. Both weights are preloaded, with `font-display: swap`: until the
 * font arrives the text shows in the system's font for the script, through a fallback face per system font
 * that is sized to the web font (size-adjust: the same widths over the pages' words; ascent, descent and
 * line-gap overrides: the same line boxes), so the text does not move when the font swaps in. The faces are
 * measured by scripts/build/language-font-fallbacks.ts for the fonts we can read: Noto (Android, Debian's
 * fonts-noto-core) and Lohit (Linux), recorded in fallbacks.json beside this file. Windows' Nirmala UI and
 * Apple's Kohinoor cannot be measured here: their face carries the vertical overrides only, no invented
 * size-adjust. Measured with the font held back 1.5 s: layout shift at most 0.009 with Lohit, 0 with Noto;
 * 0.15 to 0.31 on a machine with no font for the script at all (nothing to match: CI installs Lohit).
 * It lives in the content core because publishing (server/publishing/render-site.ts) cuts fonts too.
 */
/// <reference path="./subset-font.d.ts" />
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import type { TranslatedLanguage } from '../../schema/api/languages.ts';
import {
  FONT_DIR,
  FONT_WEIGHTS,
  FONTS,
  fontFace,
  fontFileName,
  fontsourceFile,
  scriptCharacters,
  unicodeRange,
} from './script-fonts.ts';

/** A system font's fallback faces, measured by scripts/build/language-font-fallbacks.ts (percentages). */
export interface FallbackMetrics {
  name: string;
  source: string;
  faces: {
    weight: (typeof FONT_WEIGHTS)[number];
    local: string[];
    measured: string;
    sizeAdjust: number;
    ascent: number;
    descent: number;
    lineGap: number;
  }[];
}

const FALLBACKS = JSON.parse(readFileSync(new URL('./fallbacks.json', import.meta.url), 'utf8')) as Record<
  TranslatedLanguage,
  FallbackMetrics[]
>;
/** Always kept: the dotted circle HarfBuzz shows for a lone vowel sign, and the joiners. */
const ALWAYS = '\u25CC\u200C\u200D';

/** Ascent, descent and line gap as percentages of the em, from the font's hhea table. */
function verticalMetrics(sfnt: Buffer) {
  const tables = new Map<string, number>();
  for (let i = 0; i < sfnt.readUInt16BE(4); i++) {
    const record = 12 + i * 16;
    tables.set(sfnt.toString('latin1', record, record + 4), sfnt.readUInt32BE(record + 8));
  }
  const head = tables.get('head');
  const hhea = tables.get('hhea');
  if (head === undefined || hhea === undefined) throw new Error('the font has no head or hhea table');
  const em = sfnt.readUInt16BE(head + 18);
  const percent = (units: number) => `${((Math.abs(units) / em) * 100).toFixed(2)}%`;
  return {
    ascent: percent(sfnt.readInt16BE(hhea + 4)),
    descent: percent(sfnt.readInt16BE(hhea + 6)),
    lineGap: percent(sfnt.readInt16BE(hhea + 8)),
  };
}

export interface BuiltFonts {
  /** Tags for the <head> of the language's pages: preload, @font-face rules and the font stacks. */
  head: string;
  files: { name: string; bytes: number }[];
  /** The characters the files hold: what a publish compares a revision's pages with (added-fonts.ts). */
  covered: string;
}

/**
 * Subsets the language's font to the script characters in `text` (every page of the language and its
 * scripts), writes the files to `outDir`/assets/fonts and returns the head tags that use them. `fonts` are
 * the theme's stacks (the system fonts after the web font), passed in: the content core imports no theme.
 */
export async function buildLanguageFonts(
  language: TranslatedLanguage,
  text: string,
  outDir: string,
  fonts: { body: string; heading: string },
): Promise<BuiltFonts> {
  const font = FONTS[language];
  const used = scriptCharacters(language, text) + ALWAYS;
  mkdirSync(join(outDir, FONT_DIR), { recursive: true });
  const range = unicodeRange(font);
  const files: BuiltFonts['files'] = [];
  const faces: string[] = [];
  let metrics: ReturnType<typeof verticalMetrics> | undefined;
  for (const weight of FONT_WEIGHTS) {
    const source = readFileSync(fontsourceFile(font, weight));
    const woff2 = await subsetFont(source, used, { targetFormat: 'woff2' });
    metrics ??= verticalMetrics(await subsetFont(source, used, { targetFormat: 'sfnt' }));
    const name = fontFileName(font, weight, woff2);
    writeFileSync(join(outDir, FONT_DIR, name), woff2);
    files.push({ name, bytes: woff2.length });
    faces.push(fontFace(font, weight, name, range));
  }
  const local = (names: string[]) => names.map((name) => `local("${name}")`).join(',');
  const families: string[] = [font.family];
  for (const system of FALLBACKS[language]) {
    const family = `${font.family} Fallback ${system.name}`;
    families.push(family);
    for (const face of system.faces)
      faces.push(
        `@font-face{font-family:"${family}";font-style:normal;font-weight:${face.weight};src:${local(face.local)};size-adjust:${face.sizeAdjust}%;ascent-override:${face.ascent}%;descent-override:${face.descent}%;line-gap-override:${face.lineGap}%;unicode-range:${range}}`,
      );
  }
  const { ascent, descent, lineGap } = metrics!;
  families.push(`${font.family} Fallback`);
  faces.push(
    `@font-face{font-family:"${font.family} Fallback";src:${local(font.localFallbacks)};ascent-override:${ascent};descent-override:${descent};line-gap-override:${lineGap};unicode-range:${range}}`,
  );
  const stack = families.map((family) => `"${family}"`).join(',');
  const css = `${faces.join('')}body{font-family:${stack},${fonts.body}}h1,h2,h3,h4{font-family:${stack},${fonts.heading}}`;
  const preloads = files.map(
    ({ name }) => `<link rel="preload" as="font" type="font/woff2" href="/${FONT_DIR}/${name}" crossorigin>`,
  );
  return { head: `${preloads.join('\n    ')}\n    <style>${css}</style>`, files, covered: used };
}
