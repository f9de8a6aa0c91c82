/**
 * The Hindi and Telugu web fonts of the built site (content/language-fonts/, which runs in Node and so
 * cannot be imported here) for the preview: the same families from the same @fontsource files, limited to
 * their script by the package's own unicode-range (Latin letters and digits keep the system font), and the
 * same font stacks on the body and the headings. Not cut down to the characters used (the preview is never
 * deployed), and without the fallback faces that only keep text from moving while the font loads.
 */
import devanagariCss from '@fontsource/noto-sans-devanagari/400.css?raw';
import devanagari400 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';
import devanagari700 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2?url';
import teluguCss from '@fontsource/noto-sans-telugu/400.css?raw';
import telugu400 from '@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-400-normal.woff2?url';
import telugu700 from '@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-700-normal.woff2?url';
import type { Language, TranslatedLanguage } from '../../schema/api/languages.ts';

const FONTS: Record<
  TranslatedLanguage,
  { family: string; css: string; file: string; weights: Record<number, string> }
> = {
  hi: {
    family: 'Noto Sans Devanagari',
    css: devanagariCss,
    file: 'noto-sans-devanagari-devanagari-400-normal',
    weights: { 400: devanagari400, 700: devanagari700 },
  },
  te: {
    family: 'Noto Sans Telugu',
    css: teluguCss,
    file: 'noto-sans-telugu-telugu-400-normal',
    weights: { 400: telugu400, 700: telugu700 },
  },
};

/** The unicode-range the package gives the script's face (the build reads the same one). */
function unicodeRange(css: string, file: string): string {
  const face = css.split('@font-face').find((block) => block.includes(`files/${file}`));
  return /unicode-range:\s*([^;]+);/.exec(face ?? '')?.[1]?.trim() ?? 'U+0-10FFFF';
}

/** The style sheet of a page in `language`: none for English, whose pages load no web font. */
export function languageFontCss(language: Language, fonts: { body: string; heading: string }): string {
  if (language === 'en') return '';
  const font = FONTS[language];
  const range = unicodeRange(font.css, font.file);
  const faces = Object.entries(font.weights).map(
    ([weight, url]) =>
      `@font-face{font-family:"${font.family}";font-style:normal;font-weight:${weight};font-display:swap;src:url(${url}) format("woff2");unicode-range:${range}}`,
  );
  return `${faces.join('')}body{font-family:"${font.family}",${fonts.body}}h1,h2,h3,h4{font-family:"${font.family}",${fonts.heading}}`;
}
