/**
 * npx tsx scripts/build/language-font-fallbacks.ts [font directory ...] (default /usr/share/fonts): measures the
 * metric-matched fallback faces of the Hindi and Telugu pages and writes them to
 * content/language-fonts/fallbacks.json, which the build reads (content/language-fonts/language-fonts.ts).
 *
 * For each system font of SYSTEM_FONTS found under the directories, and each weight of the web font:
 * - size-adjust: the width of the pages' text in the web font over its width in the system font. Every word
 *   of the language's translations (translations/<lang>.json, the UI strings and the form texts) is shaped
 *   with HarfBuzz (conjuncts and vowel signs as the browser draws them) in both fonts, counted as often as it
 *   occurs, so the words the pages use most weigh most;
 * - ascent, descent and line gap: the web font's own (hhea, as Chromium reads them), divided by size-adjust,
 *   because the browser scales the overrides by size-adjust too.
 * Only fonts measured here get a size-adjust. Windows' Nirmala UI and Mangal and Apple's Kohinoor cannot be
 * obtained on Linux: they are left to the browser's own fallback, with no invented figure.
 *
 * The fonts measured come from Debian's packages (fonts-lohit-deva, fonts-lohit-telu, fonts-noto-core); the
 * packages need not be installed: `apt-get download <package> && dpkg-deb -x <file>.deb dir` and pass
 * dir/usr/share/fonts. Run it again when the translations change much or the web font is updated.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import * as hb from 'harfbuzzjs';
import stringify from 'json-stringify-pretty-compact';
import subsetFont from 'subset-font';
import type { TranslatedLanguage } from '../../schema/api/languages.ts';
import type { FallbackMetrics } from '../../content/language-fonts/language-fonts.ts';
import { FONTS, FONT_WEIGHTS, fontsourceFile } from '../../content/language-fonts/script-fonts.ts';

/** System fonts to measure: their file names, the names local() finds them by, and where they come from. */
const SYSTEM_FONTS: Record<
  TranslatedLanguage,
  { name: string; source: string; weights: Record<(typeof FONT_WEIGHTS)[number], { file: string; local: string[] }> }[]
> = {
  hi: [
    {
      name: 'Noto',
      source: 'Android; Debian fonts-noto-core',
      weights: {
        400: {
          file: 'NotoSansDevanagari-Regular.ttf',
          local: ['Noto Sans Devanagari Regular', 'NotoSansDevanagari-Regular', 'Noto Sans Devanagari'],
        },
        700: {
          file: 'NotoSansDevanagari-Bold.ttf',
          local: ['Noto Sans Devanagari Bold', 'NotoSansDevanagari-Bold'],
        },
      },
    },
    {
      name: 'Lohit',
      source: 'Linux: Debian fonts-lohit-deva, Fedora lohit-devanagari-fonts',
      weights: {
        400: { file: 'Lohit-Devanagari.ttf', local: ['Lohit Devanagari', 'Lohit-Devanagari'] },
        700: { file: 'Lohit-Devanagari.ttf', local: ['Lohit Devanagari', 'Lohit-Devanagari'] },
      },
    },
  ],
  te: [
    {
      name: 'Noto',
      source: 'Android; Debian fonts-noto-core',
      weights: {
        400: {
          file: 'NotoSansTelugu-Regular.ttf',
          local: ['Noto Sans Telugu Regular', 'NotoSansTelugu-Regular', 'Noto Sans Telugu'],
        },
        700: { file: 'NotoSansTelugu-Bold.ttf', local: ['Noto Sans Telugu Bold', 'NotoSansTelugu-Bold'] },
      },
    },
    {
      name: 'Lohit',
      source: 'Linux: Debian fonts-lohit-telu, Fedora lohit-telugu-fonts',
      weights: {
        400: { file: 'Lohit-Telugu.ttf', local: ['Lohit Telugu', 'Lohit-Telugu'] },
        700: { file: 'Lohit-Telugu.ttf', local: ['Lohit Telugu', 'Lohit-Telugu'] },
      },
    },
  ],
};

const OUT = 'content/language-fonts/fallbacks.json';

function findFiles(dirs: string[]): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (!found.has(entry)) found.set(entry, path);
    }
  };
  for (const dir of dirs) walk(dir);
  return found;
}

/** Every word of the script in the language's texts, with how often it occurs. */
function words(language: TranslatedLanguage): Map<string, number> {
  const text = [
    `translations/${language}.json`,
    `src/shared/i18n/ui-strings/${language}.json`,
    `schema/api/form-texts/${language}.json`,
  ]
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const pattern = new RegExp(`(?:${FONTS[language].characters.source}|[\u200C\u200D])+`, 'gu');
  const counts = new Map<string, number>();
  for (const word of text.match(pattern) ?? []) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

/** The total advance of the words in em, each counted as often as it occurs. */
function width(sfnt: Uint8Array, counts: Map<string, number>): number {
  const face = new hb.Face(new hb.Blob(sfnt));
  const font = new hb.Font(face);
  let total = 0;
  for (const [word, count] of counts) {
    const buffer = new hb.Buffer();
    buffer.addText(word);
    buffer.guessSegmentProperties();
    hb.shape(font, buffer);
    total += count * buffer.getGlyphPositions().reduce((sum, position) => sum + position.xAdvance, 0);
  }
  return total / face.upem;
}

/** hhea ascender, descender and line gap in em. */
function vertical(sfnt: Uint8Array) {
  const face = new hb.Face(new hb.Blob(sfnt));
  const hhea = face.referenceTable('hhea');
  if (!hhea) throw new Error('the font has no hhea table');
  const view = new DataView(hhea.buffer, hhea.byteOffset, hhea.byteLength);
  return {
    ascent: view.getInt16(4) / face.upem,
    descent: Math.abs(view.getInt16(6)) / face.upem,
    lineGap: view.getInt16(8) / face.upem,
  };
}

const percent = (value: number) => Number((value * 100).toFixed(2));

async function main() {
  const dirs = process.argv.slice(2);
  const files = findFiles(dirs.length ? dirs : ['/usr/share/fonts']);
  const result: Record<string, FallbackMetrics[]> = {};
  for (const language of Object.keys(SYSTEM_FONTS) as TranslatedLanguage[]) {
    const counts = words(language);
    const characters = [...new Set([...counts.keys()].join(''))].join('');
    const web = new Map<number, { width: number; metrics: ReturnType<typeof vertical> }>();
    for (const weight of FONT_WEIGHTS) {
      const sfnt = await subsetFont(readFileSync(fontsourceFile(FONTS[language], weight)), characters, {
        targetFormat: 'sfnt',
      });
      web.set(weight, { width: width(sfnt, counts), metrics: vertical(sfnt) });
    }
    result[language] = [];
    for (const system of SYSTEM_FONTS[language]) {
      const faces: FallbackMetrics['faces'] = [];
      for (const weight of FONT_WEIGHTS) {
        const { file, local } = system.weights[weight];
        const path = files.get(file);
        if (!path) {
          console.error(`${language} ${system.name} ${weight}: ${file} not found, left out`);
          continue;
        }
        const target = web.get(weight)!;
        const sizeAdjust = target.width / width(readFileSync(path), counts);
        faces.push({
          weight,
          local,
          measured: basename(path),
          sizeAdjust: percent(sizeAdjust),
          ascent: percent(target.metrics.ascent / sizeAdjust),
          descent: percent(target.metrics.descent / sizeAdjust),
          lineGap: percent(target.metrics.lineGap / sizeAdjust),
        });
        console.log(
          `${language} ${system.name} ${weight} (${basename(path)}): size-adjust ${percent(sizeAdjust)}% over ${counts.size} words`,
        );
      }
      if (faces.length) result[language].push({ name: system.name, source: system.source, faces });
    }
  }
  writeFileSync(OUT, `${stringify(result, { maxLength: 120 })}\n`);
  console.log(`Wrote ${OUT}.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
