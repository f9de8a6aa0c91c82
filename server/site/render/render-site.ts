// Renders a revision's content into a release folder with the BUILT renderer (dist/server/entry-server.js)
// and the build's client files, with no Vite build: block code is already built, content is data.
//
// What the build made from pages.json is remade from the revision, in the same shapes the pages plugin
// (scripts/build/vite-plugin-pages.ts) gives the renderer: each language's site data and each page's content, with
// its pictures' facts (sizes, resized copies) taken from the build's own content chunks. Every address's HTML
// is prerendered with them and written with _routes.json; everything else of the build (scripts, styles,
// fonts, pictures) is linked, not copied. Since islands (#28) a prerendered page carries all its content in
// its HTML (an island's props as JSON beside it): no content chunk of the build is loaded by a visitor's
// browser, so none is rewritten. sitemap.xml, robots.txt and manifest.webmanifest are the revision's too. A page keeps the build's preloads for its address (they follow its block
// types, not its words) and the build's font subsets for its language, with fonts cut anew when the revision's
// pages use characters those lack (release-fonts.ts).
//
// What this needs the front end to keep (tell #27 before changing it): entry-server.js exports
// createPageRenderer(data, loadPage, strings), fillTemplate, uiStringsByLanguage and (for the pages answered
// to plain form posts, formPageRendererOf) createFormPageRenderer(renderers, sites); the manifest names the
// content chunks virtual:page-content/[<language>/]<id> (read for the pictures' facts); the prerender writes
// dist/server/template.html (with the <!--app-html--> and <!--head--> markers), page-preloads.json and
// language-font-characters.json, and each translated language's fonts into <language>/404.html before </head>;
// pages never load their content from a chunk once prerendered.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { withNotices } from '../../content/form-notices.ts';
import {
  addressFile,
  isPageAddress,
  linkInside,
  pathInside,
  UnsafeReleasePath,
  writeInside,
} from '../../content/release-files.ts';
import { robotsTxt, sitemapXml, webManifest } from '../../content/site-files.ts';
import { buildRoutes, normalisePath, pageId } from '../../content/routes.ts';
import type { TranslationFile } from '../../content/translations/file-shape.ts';
import { localisePage, localiseSite } from '../../content/translations/overlay.ts';
import type { PageContent, PagesFile, RouteInfo, SiteData } from '../../content/types.ts';
import type { RenderFormPage, ServedFormState } from '../../schema/api/form-page.ts';
import { type Language, LANGUAGES, localisePath, type TranslatedLanguage } from '../../schema/api/languages.ts';
import { FORM_PAGE_MARKER, markFormPages } from '../ops/site-folder.ts';
import type { Manifest } from './chunk-preloads.ts';
import type { ContentFiles } from './content-files.ts';
import { builtFontHead, withFontHead } from '../site/built-font-head.ts';
import { addMissingFonts, type CoveredCharacters, readCoveredCharacters } from './release-fonts.ts';

type RenderPage = (
  path: string,
  served?: ServedFormState,
) => Promise<{ head: unknown; appHtml: string; styleTags: string }>;

/** What the built server entry offers publishing (see the list at the top). */
export interface BuiltEntry {
  createPageRenderer(data: SiteData, loadPage: (id: string) => Promise<PageContent>, strings?: unknown): RenderPage;
  fillTemplate(template: string, page: unknown, site: SiteData['site'], preloads: string[]): string;
  uiStringsByLanguage?: Partial<Record<TranslatedLanguage, unknown>>;
  /** Absent from a build made before #27 followed plain form posts: those keep the build's content. */
  createFormPageRenderer?(
    renderers: Record<Language, RenderPage>,
    sites: Record<Language, SiteData['site']>,
  ): RenderFormPage;
}

export interface Build {
  /** dist/: client/ and server/. */
  dir: string;
  entry: BuiltEntry;
  manifest: Manifest;
  template: string;
  /** A picture's facts (size, resized copies) by its address, as the build wrote them. */
  pictureFacts: Map<string, Record<string, unknown>>;
  /** Each address's scripts to preload, as the build's prerender wrote them (dist/server/page-preloads.json). */
  preloads: Record<string, string[]>;
  /** The entry's own imports (the shell's script), for an address the build did not have. */
  shellPreloads: string[];
  /** Changes when the build does: part of a release's name. */
  stamp: string;
  /** The characters the build's Hindi and Telugu font cuts hold (undefined for a build that did not record them). */
  fontCharacters: CoveredCharacters;
}

export interface RenderedRelease {
  addresses: number;
  files: number;
  /** Addresses whose page was taken from the previous release (same build, same words): not rendered again. */
  reused: number;
  /** Per language, the characters the build's font cut lacked and the files cut for them (release-fonts.ts). */
  addedFonts: Partial<Record<TranslatedLanguage, { characters: string; whole: boolean; files: string[] }>>;
}

/** The release served before, made by the same build: its pages whose words did not change are reused. */
export interface PreviousRelease {
  files: ContentFiles;
  dir: string;
}

const isPicture = (value: object): value is { src: string } =>
  typeof (value as { src?: unknown }).src === 'string' &&
  (value as { src: string }).src.startsWith('/images/') &&
  'alt' in value;

function collectPictures(value: unknown, into: Map<string, Record<string, unknown>>) {
  if (Array.isArray(value)) for (const item of value) collectPictures(item, into);
  else if (value && typeof value === 'object') {
    if (isPicture(value) && 'width' in value) {
      const { width, height, variants } = value as Record<string, unknown>;
      into.set(value.src, { width, height, ...(variants ? { variants } : {}) });
    }
    for (const item of Object.values(value)) collectPictures(item, into);
  }
}

function withPictureFacts<T>(value: T, facts: Map<string, Record<string, unknown>>): T {
  if (Array.isArray(value)) return value.map((item) => withPictureFacts(item, facts)) as T;
  if (!value || typeof value !== 'object') return value;
  const copy = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withPictureFacts(item, facts)]));
  return (isPicture(value) ? { ...copy, ...facts.get(value.src) } : copy) as T;
}

/** The build beside SITE_DIR (<dist>/client and <dist>/server), or undefined when it has no renderer. */
export async function loadBuild(dir: string): Promise<Build | undefined> {
  const entryFile = path.join(dir, 'server', 'entry-server.js');
  const manifestFile = path.join(dir, 'client', '.vite', 'manifest.json');
  if (!fs.existsSync(entryFile) || !fs.existsSync(manifestFile)) return undefined;
  const entry = (await import(pathToFileURL(entryFile).href)) as BuiltEntry;
  if (typeof entry.fillTemplate !== 'function' || typeof entry.createPageRenderer !== 'function') return undefined;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const saved = path.join(dir, 'server', 'template.html');
  const template = fs.existsSync(saved)
    ? fs.readFileSync(saved, 'utf8')
    : fs.readFileSync(path.join(dir, 'client', 'index.html'), 'utf8');
  if (!template.includes('<!--app-html-->')) return undefined;
  const pictureFacts = new Map<string, Record<string, unknown>>();
  for (const [key, chunk] of Object.entries(manifest))
    if (key.startsWith('virtual:page-content/')) {
      const module = (await import(pathToFileURL(path.join(dir, 'client', chunk.file)).href)) as { default: unknown };
      collectPictures(module.default, pictureFacts);
    }
  const preloadsFile = path.join(dir, 'server', 'page-preloads.json');
  const preloads = fs.existsSync(preloadsFile) ? JSON.parse(fs.readFileSync(preloadsFile, 'utf8')) : {};
  const shellPreloads = Object.values(manifest)
    .filter((chunk) => chunk.isEntry)
    .flatMap((chunk) => chunk.imports ?? [])
    .map((key) => manifest[key]?.file)
    .filter((file): file is string => Boolean(file));
  const stamp = createHash('sha256').update(fs.readFileSync(entryFile)).update(JSON.stringify(manifest)).digest('hex');
  const fontCharacters = readCoveredCharacters(dir);
  return {
    dir,
    entry,
    manifest,
    template,
    pictureFacts,
    preloads,
    shellPreloads,
    stamp: stamp.slice(0, 8),
    fontCharacters,
  };
}

const parseTranslation = (text: string): TranslationFile | undefined => {
  try {
    return JSON.parse(text) as TranslationFile;
  } catch {
    return undefined;
  }
};

interface LanguageContent {
  data: SiteData;
  pages: Map<string, PageContent>;
}

/** A language's site data and page contents, as the pages plugin makes them for a build. */
function contentOf(files: ContentFiles, language: Language, facts: Build['pictureFacts']): LanguageContent {
  const english = JSON.parse(files.pagesText) as PagesFile;
  const translations = language === 'en' ? undefined : parseTranslation(files.translations[language]);
  const localised =
    language === 'en'
      ? { site: english.site, pages: english.pages, englishTexts: undefined }
      : (() => {
          const { site, englishTexts } = localiseSite(english, translations);
          return {
            site,
            englishTexts,
            pages: english.pages.map((_, index) => localisePage(english, index, translations).page),
          };
        })();
  const routes = buildRoutes({ ...english, site: localised.site, pages: localised.pages }).map(
    ({ description, ...route }) => route,
  );
  const { notifications, privacy, ...site } = localised.site;
  const data = (
    language === 'en' ? { site, routes } : { site, routes, language, englishTexts: localised.englishTexts }
  ) as SiteData;
  const pages = new Map<string, PageContent>();
  english.pages.forEach((source, index) => {
    const id = pageId(source.path);
    const { page, englishBlocks } =
      language === 'en' ? { page: source, englishBlocks: [] as unknown[] } : localisePage(english, index, translations);
    const content = {
      id,
      blocks: withNotices(page.blocks, english.site.privacy, language),
      ...(page.revealSections ? { revealSections: page.revealSections } : {}),
      ...(englishBlocks.length ? { englishBlocks } : {}),
      ...(page.description ? { description: page.description } : {}),
    } as PageContent;
    pages.set(id, withPictureFacts(content, facts));
  });
  return { data, pages };
}

/** Each language's site data and page contents. */
const contentsOf = (files: ContentFiles, facts: Build['pictureFacts']) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, contentOf(files, language, facts)])) as Record<
    Language,
    LanguageContent
  >;

/** The build's renderer of a language's addresses over the revision's content. */
function pageRendererOf(build: Build, { data, pages }: LanguageContent, language: Language): RenderPage {
  const strings = language === 'en' ? undefined : build.entry.uiStringsByLanguage?.[language];
  return build.entry.createPageRenderer(
    data,
    async (id) => {
      const page = pages.get(id);
      if (!page) throw new Error(`No content for page "${id}"`);
      return page;
    },
    strings,
  );
}

/**
 * The pages answered to plain form posts (their form in its state), drawn from the revision's content with the
 * build's renderer, or undefined for a build made before it offered that (the build's own content is drawn).
 */
export function formPageRendererOf(build: Build, files: ContentFiles): RenderFormPage | undefined {
  if (!build.entry.createFormPageRenderer) return undefined;
  const contents = contentsOf(files, build.pictureFacts);
  const each = <T>(make: (language: Language) => T) =>
    Object.fromEntries(LANGUAGES.map((language) => [language, make(language)])) as Record<Language, T>;
  return build.entry.createFormPageRenderer(
    each((language) => pageRendererOf(build, contents[language], language)),
    each((language) => contents[language].data.site),
  );
}

/** The files made from the content besides the pages, as the build writes them: anew into each release, never linked. */
const SITE_FILES = ['sitemap.xml', 'robots.txt', 'manifest.webmanifest'] as const;
const siteFilesOf = ({ site, routes }: SiteData): Record<(typeof SITE_FILES)[number], string> => ({
  'sitemap.xml': sitemapXml(site, routes),
  'robots.txt': robotsTxt(site),
  'manifest.webmanifest': webManifest(site),
});

/** The node_modules folder Node would find the build's imports in (its own, or the nearest above it). */
function packagesOf(dir: string): string | undefined {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    const candidate = path.join(at, 'node_modules');
    if (fs.existsSync(candidate)) return fs.realpathSync(candidate);
    if (path.dirname(at) === at) return undefined;
  }
}

/** Links every file of `from` into `to` (same disk: no bytes copied), folders made anew. */
function linkTree(from: string, to: string, skip: (relative: string) => boolean, base = from) {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const relative = path.relative(base, source);
    if (skip(relative)) continue;
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target, skip, base);
    else
      try {
        fs.linkSync(source, target);
      } catch {
        fs.copyFileSync(source, target);
      }
  }
}

/**
 * Writes the release of `files` into `dir` (which must not exist; written whole, then used): client/ with
 * the build's files and the revision's pages, and server/ with the build's renderer, as a build's dist/ is.
 */
export async function renderRelease(
  build: Build,
  files: ContentFiles,
  dir: string,
  previous?: PreviousRelease,
): Promise<RenderedRelease> {
  const client = path.join(dir, 'client');
  const builtClient = path.join(build.dir, 'client');
  // HTML pages and the route table are made anew; every other file of the build is linked.
  linkTree(
    builtClient,
    client,
    (relative) =>
      relative.endsWith('.html') ||
      relative.endsWith('.html.br') ||
      relative.endsWith('.html.gz') ||
      relative === '_routes.json' ||
      SITE_FILES.some((file) => relative === file || relative.startsWith(`${file}.`)) ||
      path.basename(relative) === FORM_PAGE_MARKER,
  );
  // The renderer too, linked file by file: the release is a build of its own (the next publish, and a server
  // started on it, render with it), and stays whole when the deploy's release it came from is removed.
  linkTree(path.join(build.dir, 'server'), path.join(dir, 'server'), () => false);
  // Its imports (react...) are found as from the build: the packages beside it, or above it (a checkout's).
  const modules = packagesOf(build.dir);
  if (modules) fs.symlinkSync(modules, path.join(dir, 'node_modules'));

  const contents = contentsOf(files, build.pictureFacts);
  const template = build.template;

  const routeTable: Record<string, string> = {};
  const languageFallbacks: Record<string, string> = {};
  let written = 0;
  let reused = 0;
  let fonts = '';
  // The files of the language being written, for its fonts once all are there.
  let languageFiles = new Set<string>();
  const addedFonts: RenderedRelease['addedFonts'] = {};
  const write = (file: string, html: string) => {
    languageFiles.add(file);
    writeInside(client, file, withFontHead(html, fonts));
    written++;
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
    languageFiles.add(file);
    written++;
    return true;
  };
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  for (const language of LANGUAGES) {
    const { data, pages } = contents[language];
    fonts = builtFontHead(builtClient, language);
    languageFiles = new Set();
    const render = pageRendererOf(build, contents[language], language);
    // What a page loads at once depends on its block types, not on its words: the build's list for the
    // address, or for a page the build did not have, the shell's script alone (its enhancers load when run).
    const preloadsFor = (route: RouteInfo, address = localisePath(route.path, language)) =>
      build.preloads[normalisePath(address)] ?? build.shellPreloads;
    const sameSite = before !== undefined && same(before[language].data, data);
    const unchanged = (id: string) => sameSite && same(before[language].pages.get(id), pages.get(id));
    for (const route of data.routes) {
      for (const written of [route.path, ...route.aliases])
        if (!isPageAddress(written)) throw new UnsafeReleasePath(String(written), 'it is not a page address');
      for (const address of [route.path, ...route.aliases].map((written) => localisePath(written, language))) {
        const file = addressFile(normalisePath(address));
        routeTable[normalisePath(address)] = file;
        const files = addressFile(address) === file ? [file] : [file, addressFile(address)];
        // One page at a time, letting the server answer other requests between pages.
        await new Promise((resolve) => setImmediate(resolve));
        if (unchanged(route.id) && files.every(reuse)) {
          reused++;
          continue;
        }
        const html = build.entry.fillTemplate(template, await render(address), data.site, preloadsFor(route, address));
        for (const each of files) write(each, html);
      }
    }
    const home = data.routes.find((route) => route.path === '/');
    const fallback = language === 'en' ? '404.html' : `${language}/404.html`;
    if (!(home && unchanged(home.id) && reuse(fallback))) {
      const unknown = await render(localisePath('/404-not-a-page', language));
      write(fallback, build.entry.fillTemplate(template, unknown, data.site, home ? preloadsFor(home) : []));
    }
    if (language === 'en') continue;
    languageFallbacks[`/${language}/`] = fallback;
    const added = await addMissingFonts(client, language, [...languageFiles], build.fontCharacters, fonts);
    if (added)
      addedFonts[language] = {
        characters: added.characters,
        whole: added.whole,
        files: added.files.map(({ name }) => name),
      };
  }
  writeInside(
    client,
    '_routes.json',
    `${JSON.stringify({ routes: routeTable, fallback: '404.html', languageFallbacks }, null, 2)}\n`,
  );
  for (const [file, text] of Object.entries(siteFilesOf(contents.en.data))) writeInside(client, file, text);
  markFormPages(client);
  return { addresses: Object.keys(routeTable).length, files: written, reused, addedFonts };
}
