// The Hindi and Telugu fonts of a release's pages. Every page of the language gets the build's head tags (its
// preloads, faces and font stacks, as the prerenderer put them into the build's pages). When the revision's
// pages use characters the build's cut lacks, fonts are cut for them (content/language-fonts/added-fonts.ts):
// a small file of those alone, whose faces are added to every page of the language, or, when one shares a
// syllable with other letters, the whole font again, whose files take the build's place on those pages. They
// are written into the release's own client/assets/fonts, so each instance and nginx (which serves
// <root>/current/client) serve them as any other file of the release. Otherwise nothing is cut and no page
// changes.
import fs from 'node:fs';
import { pathInside, writeInside } from '../../../content/release-files.ts';
import path from 'node:path';
import {
  ADDED_FONTS_STYLE,
  type AddedFonts,
  addedFontsFor,
  COVERED_CHARACTERS_FILE,
} from '../../../content/language-fonts/added-fonts.ts';
import { FONT_DIR, FONT_WEIGHTS, FONTS } from '../../../content/language-fonts/script-fonts.ts';
import type { TranslatedLanguage } from '../../../schema/api/languages.ts';

/** Each translated language's characters the build's font cut holds; undefined for a build that did not say. */
export type CoveredCharacters = Partial<Record<TranslatedLanguage, string>> | undefined;

/** What the build wrote beside its renderer (dist/server/language-font-characters.json), if it did. */
export function readCoveredCharacters(buildDir: string): CoveredCharacters {
  const file = path.join(buildDir, 'server', COVERED_CHARACTERS_FILE);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as CoveredCharacters) : undefined;
}

/** The addresses of the language's main font files (the build's, or a whole cut's) in a page. */
const mainFiles = (language: TranslatedLanguage, weight: number) =>
  new RegExp(`/${FONT_DIR}/${FONTS[language].package}-${weight}-[0-9a-f]{8}\\.woff2`, 'g');

/**
 * The page with exactly these fonts, whatever it had before (a page taken from an earlier release may have
 * had others): the whole cut's files or else the build's as its main files, and the added faces if any.
 */
function withFonts(html: string, language: TranslatedLanguage, buildHead: string, added: AddedFonts | undefined) {
  let page = html.replace(ADDED_FONTS_STYLE, '');
  for (const weight of FONT_WEIGHTS) {
    const whole = added?.whole ? added.files.find((file) => file.weight === weight) : undefined;
    const main = whole ? `/${FONT_DIR}/${whole.name}` : buildHead.match(mainFiles(language, weight))?.[0];
    if (main) page = page.replace(mainFiles(language, weight), main);
  }
  return added?.style ? page.replace('</head>', () => `  ${added.style}\n  </head>`) : page;
}

/**
 * Gives the language's pages (`files` under `client`, just written with the build's font tags `buildHead`,
 * or taken from the release before) fonts for the characters they use beyond the build's cut, and writes
 * those fonts. Returns what was added. A build that did not record its characters (made before this) leaves
 * the pages with its cut alone.
 */
export async function addMissingFonts(
  client: string,
  language: TranslatedLanguage,
  files: string[],
  covered: CoveredCharacters,
  buildHead: string,
): Promise<AddedFonts | undefined> {
  const characters = covered?.[language];
  if (characters === undefined) return undefined;
  const pages = files.map((file) => ({ file, html: fs.readFileSync(path.join(client, file), 'utf8') }));
  const added = await addedFontsFor(language, pages.map(({ html }) => html).join('\n'), characters);
  for (const { name, woff2 } of added?.files ?? []) {
    if (!fs.existsSync(pathInside(client, `${FONT_DIR}/${name}`))) writeInside(client, `${FONT_DIR}/${name}`, woff2);
  }
  for (const { file, html } of pages) {
    const wanted = withFonts(html, language, buildHead, added);
    if (wanted === html) continue;
    // A page taken from the previous release shares its bytes with it: replaced, never written into.
    writeInside(client, file, wanted);
  }
  return added;
}
