// The one render core: a site's content and the built block code become every page of a site folder. The
// build calls it for the repository's content (scripts/build/prerender.ts), publishing and preview for a
// revision (server/publishing/render-release.ts); the same content gives the same bytes whichever calls it.
// It writes every address's HTML in every language (paths and aliases, as written and in lower case), each
// language's "page not found" page, _routes.json, sitemap.xml, robots.txt and manifest.webmanifest, marks
// the pages holding a form for nginx, gives the Hindi and Telugu pages their fonts, and writes Brotli and gzip
// copies. Every file it writes is proven inside the folder first (content/release-files.ts).
import fs from 'node:fs';
import path from 'node:path';
import { buildLanguageFonts } from '../../../content/language-fonts/language-fonts.ts';
import {
  addressFile,
  isPageAddress,
  linkInside,
  pathInside,
  UnsafeReleasePath,
  writeInside,
} from '../../../content/release-files.ts';
import { normalisePath } from '../../../content/routes.ts';
import { robotsTxt, sitemapXml, webManifest } from '../../../content/site-files.ts';
import type { RouteInfo, SiteData } from '../../../content/types.ts';
import { LANGUAGES, localisePath, type TranslatedLanguage } from '../../../schema/api/languages.ts';
import type { ContentFiles } from '../../publishing/content-files.ts';
import { markFormPages } from '../../ops/site-folder.ts';
import { addMissingFonts } from './added-fonts.ts';
import type { Build } from './build.ts';
import { COPIES, compressFiles, precompress } from './compress.ts';
import { builtFontHead, withFontHead } from './font-head.ts';
import { contentsOf, pageRendererOf } from './site-content.ts';

/** The release served before, made by the same build: its pages whose words did not change are linked. */
export interface PreviousRelease {
  files: ContentFiles;
  dir: string;
}

export interface RenderOptions {
  previous?: PreviousRelease;
  /**
   * The Hindi and Telugu fonts: cut for these pages with the theme's font stacks (the build), or the build's
   * cut with fonts added for characters it lacks (a publish).
   */
  fonts: { cut: { body: string; heading: string } } | 'build';
  /** Brotli and gzip copies: of every text file of the folder (the build), of the files written, or none (a preview). */
  compress: 'all' | 'written' | 'none';
}

export interface RenderedSite {
  addresses: number;
  files: number;
  /** Addresses whose page was taken from the previous release (same build, same words): not rendered again. */
  reused: number;
  /** The characters each language's font cut holds, when the fonts were cut. */
  covered: Partial<Record<TranslatedLanguage, string>>;
  /** Per language, the characters the build's font cut lacked and the files cut for them (added-fonts.ts). */
  addedFonts: Partial<Record<TranslatedLanguage, { characters: string; whole: boolean; files: string[] }>>;
}

/** The files made from the content besides the pages. */
export const SITE_FILES = ['sitemap.xml', 'robots.txt', 'manifest.webmanifest'] as const;
const siteFilesOf = ({ site, routes }: SiteData): Record<(typeof SITE_FILES)[number], string> => ({
  'sitemap.xml': sitemapXml(site, routes),
  'robots.txt': robotsTxt(site),
  'manifest.webmanifest': webManifest(site),
});

/** Every script of the build, for the characters shown only after a click or a form post. */
const scriptsOf = (client: string) =>
  fs
    .readdirSync(path.join(client, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => fs.readFileSync(path.join(client, 'assets', name), 'utf8'))
    .join('\n');

/** Writes the pages of `files` into `client` (the build's client folder, or a release's with the build linked). */
export async function renderSite(
  build: Build,
  files: ContentFiles,
  client: string,
  { previous, fonts, compress }: RenderOptions,
): Promise<RenderedSite> {
  const contents = contentsOf(files, build.pictureFacts);
  const builtClient = path.join(build.dir, 'client');
  const routeTable: Record<string, string> = {};
  const languageFallbacks: Record<string, string> = {};
  const written = new Set<string>();
  const alreadyCompressed = new Set<string>();
  const filesOf: Record<string, Set<string>> = {};
  let reused = 0;
  let fontHead = '';
  const write = (file: string, html: string) => {
    writeInside(client, file, withFontHead(html, fontHead));
    written.add(file);
  };
  // A page is the same HTML when its language's site data (menus, footer, every route) and its own content
  // are the same as in the previous release of this build: that file is linked instead of rendered.
  const before =
    previous && fs.existsSync(path.join(previous.dir, 'client', '_routes.json'))
      ? contentsOf(previous.files, build.pictureFacts)
      : undefined;
  const reuse = (file: string) => {
    if (!previous) return false;
    const source = pathInside(path.join(previous.dir, 'client'), file);
    if (!fs.existsSync(source)) return false;
    // Two spellings of one address (/hi and /hi/) name the same file: linked once, never EEXIST.
    linkInside(client, file, source);
    written.add(file);
    // Its compressed copies too, when the previous release has them: the same bytes need no compressing.
    const copies = COPIES.map((ending) => `${file}${ending}`);
    if (copies.every((copy) => fs.existsSync(pathInside(path.join(previous.dir, 'client'), copy)))) {
      for (const copy of copies) linkInside(client, copy, pathInside(path.join(previous.dir, 'client'), copy));
      alreadyCompressed.add(file);
    }
    return true;
  };
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  for (const language of LANGUAGES) {
    const { data, pages } = contents[language];
    const languageFiles = new Set<string>();
    filesOf[language] = languageFiles;
    fontHead = fonts === 'build' ? builtFontHead(builtClient, language) : '';
    const render = pageRendererOf(build.entry, contents[language], language);
    // What a page loads at once depends on its block types, not on its words: the build's list for the
    // address, or for a page the build did not have, the shell's script alone (its enhancers load when run).
    const preloadsFor = (route: RouteInfo, address = localisePath(route.path, language)) =>
      build.preloads[normalisePath(address)] ?? build.shellPreloads;
    const sameSite = before !== undefined && same(before[language].data, data);
    const unchanged = (id: string) => sameSite && same(before[language].pages.get(id), pages.get(id));
    const put = (file: string, html: () => Promise<string>, keep: boolean) => async () => {
      languageFiles.add(file);
      if (keep && reuse(file)) return true;
      write(file, await html());
      return false;
    };
    for (const route of data.routes) {
      for (const given of [route.path, ...route.aliases])
        if (!isPageAddress(given)) throw new UnsafeReleasePath(String(given), 'it is not a page address');
      for (const address of [route.path, ...route.aliases].map((given) => localisePath(given, language))) {
        const file = addressFile(normalisePath(address));
        routeTable[normalisePath(address)] = file;
        const targets = addressFile(address) === file ? [file] : [file, addressFile(address)];
        // One page at a time, letting the server answer other requests between pages.
        await new Promise((resolve) => setImmediate(resolve));
        let html: string | undefined;
        const page = async () => {
          html ??= build.entry.fillTemplate(
            build.template,
            await render(address),
            data.site,
            preloadsFor(route, address),
          );
          return html;
        };
        let linked = 0;
        for (const target of targets) if (await put(target, page, unchanged(route.id))()) linked++;
        if (linked === targets.length) reused++;
      }
    }
    const home = data.routes.find((route) => route.path === '/');
    const fallback = language === 'en' ? '404.html' : `${language}/404.html`;
    const unknown = async () =>
      build.entry.fillTemplate(
        build.template,
        await render(localisePath('/404-not-a-page', language)),
        data.site,
        home ? preloadsFor(home) : [],
      );
    await put(fallback, unknown, Boolean(home && unchanged(home.id)))();
    if (language !== 'en') languageFallbacks[`/${language}/`] = fallback;
  }
  const covered: RenderedSite['covered'] = {};
  const addedFonts: RenderedSite['addedFonts'] = {};
  const scripts = fonts === 'build' ? '' : scriptsOf(client);
  for (const language of LANGUAGES) {
    if (language === 'en') continue;
    const pages = [...filesOf[language]];
    if (fonts !== 'build') {
      // The build's cut: every page of the language and its scripts (texts shown only after a click).
      const html = pages.map((file) => fs.readFileSync(pathInside(client, file), 'utf8'));
      const cut = await buildLanguageFonts(language, `${html.join('\n')}\n${scripts}`, client, fonts.cut);
      covered[language] = cut.covered;
      pages.forEach((file, i) => {
        writeInside(client, file, withFontHead(html[i], cut.head));
      });
      continue;
    }
    const added = await addMissingFonts(
      client,
      language,
      pages,
      build.fontCharacters,
      builtFontHead(builtClient, language),
    );
    if (!added) continue;
    addedFonts[language] = {
      characters: added.characters,
      whole: added.whole,
      files: added.files.map(({ name }) => name),
    };
    // Its pages changed: their copies are made anew.
    for (const file of pages) alreadyCompressed.delete(file);
  }
  const siteFiles: Record<string, string> = {
    '_routes.json': `${JSON.stringify({ routes: routeTable, fallback: '404.html', languageFallbacks }, null, 2)}\n`,
    ...siteFilesOf(contents.en.data),
  };
  for (const [file, text] of Object.entries(siteFiles)) {
    writeInside(client, file, text);
    written.add(file);
  }
  markFormPages(client);
  if (compress === 'all') precompress(client);
  if (compress === 'written')
    compressFiles(
      client,
      [...written].filter((file) => !alreadyCompressed.has(file)),
    );
  return { addresses: Object.keys(routeTable).length, files: written.size, reused, covered, addedFonts };
}
