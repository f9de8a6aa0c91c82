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
 * fonts-noto-core) and Lohit (Linux), recorded in language-font-fallbacks.json. Windows' Nirmala UI and
 * Apple's Kohinoor cannot be measured here: their face carries the vertical overrides only, no invented
 * size-adjust. Measured with the font held back 1.5 s: layout shift at most 0.009 with Lohit, 0 with Noto;
 * 0.15 to 0.31 on a machine with no font for the script at all (nothing to match: CI installs Lohit).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import subsetFont from 'subset-font';
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

const FALLBACKS = JSON.parse(
  readFileSync(new URL('./language-font-fallbacks.json', import.meta.url), 'utf8'),
) as Record<TranslatedLanguage, FallbackMetrics[]>;
/** Always kept: the dotted circle HarfBuzz shows for a lone vowel sign, and the joiners. */
const ALWAYS = '\u25CC\u200C\u200D';

const packageDir = (font: ScriptFont) => join('node_modules', '@fontsource', font.package);

/** The package's whole font file of the script for a weight. */
export const fontsourceFile = (font: ScriptFont, weight: number) =>
  join(packageDir(font), 'files', `${font.package}-${font.subset}-${weight}-normal.woff2`);

/** The package's own unicode-range for the script's subset. */
function unicodeRange(font: ScriptFont): string {
  const css = readFileSync(join(packageDir(font), '400.css'), 'utf8');
  const block = css
    .split('@font-face')
    .find((face) => face.includes(`files/${font.package}-${font.subset}-400-normal`));
  const range = block && /unicode-range:\s*([^;]+);/.exec(block)?.[1];
  if (!range) throw new Error(`@fontsource/${font.package}: no unicode-range for the ${font.subset} subset`);
  return range.trim();
}

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
  characters: number;
}

/**
 * Subsets the language's font to the script characters in `text` (every page of the language and its
 * scripts), writes the files to `outDir`/assets/fonts and returns the head tags that use them.
 */
export async function buildLanguageFonts(
  language: TranslatedLanguage,
  text: string,
  outDir: string,
  fonts: { body: string; heading: string },
): Promise<BuiltFonts> {
  const font = FONTS[language];
  const used = [...new Set(text.match(font.characters) ?? [])].sort().join('') + ALWAYS;
  mkdirSync(join(outDir, 'assets/fonts'), { recursive: true });
  const files: BuiltFonts['files'] = [];
  const faces: string[] = [];
  let metrics: ReturnType<typeof verticalMetrics> | undefined;
  for (const weight of FONT_WEIGHTS) {
    const source = readFileSync(fontsourceFile(font, weight));
    const woff2 = await subsetFont(source, used, { targetFormat: 'woff2' });
    metrics ??= verticalMetrics(await subsetFont(source, used, { targetFormat: 'sfnt' }));
    const name = `${font.package}-${weight}-${createHash('sha256').update(woff2).digest('hex').slice(0, 8)}.woff2`;
    writeFileSync(join(outDir, 'assets/fonts', name), woff2);
    files.push({ name, bytes: woff2.length });
    faces.push(
      `@font-face{font-family:"${font.family}";font-style:normal;font-weight:${weight};font-display:swap;src:url(/assets/fonts/${name}) format("woff2");unicode-range:${unicodeRange(font)}}`,
    );
  }
  const range = unicodeRange(font);
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
    ({ name }) => `<link rel="preload" as="font" type="font/woff2" href="/assets/fonts/${name}" crossorigin>`,
  );
  return { head: `${preloads.join('\n    ')}\n    <style>${css}</style>`, files, characters: used.length };
}
