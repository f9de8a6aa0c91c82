/**
 * Serves pages.json to the app as virtual modules, checked first:
 *   virtual:site-data            site settings, the route list and one lazy loader per page
 *   virtual:page-content/<id>    one page's blocks (its own chunk, so a page loads only its content)
 *   virtual:site-data/<lang>, virtual:page-content/<lang>/<id>   the same in Hindi and Telugu: pages.json
 *                                with translations/<lang>.json laid over it (content/translations/overlay.ts),
 *                                each holding only its language's texts, plus that language's UI strings
 * The server's renderer reads them (the build's, and the dev server's pages: dev-pages.ts).
 * In the dev server a change to pages.json is checked again: valid content reloads the browser,
 * invalid content shows the located errors in the terminal and the browser overlay while the last
 * valid content stays on screen. A dev server started on a broken file still starts, showing the
 * content as far as it can be rendered, with the errors. A build fails on any error.
 * Every picture in a page's chunk carries its size (and in a build its resized copies, which the client
 * build writes to assets/img): scripts/lib/image-pipeline.ts.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, ViteDevServer } from 'vite';
import type { PageContent, PagesFile } from '../../content/types.ts';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '../../schema/api/languages.ts';
import { buildRoutes, pageId } from '../../content/routes.ts';
import { createImagePipeline } from '../lib/image-pipeline.ts';
import { devPages } from './dev-pages.ts';
import { escapeHtml } from '../../content/escape-html.ts';
import { withNotices, yourDataPageName } from '../../content/form-notices.ts';
import { formatProblem, validatePagesText } from '../../content/validation/index.ts';
import { resetSchemaCache } from '../../content/validation/schema-validator.ts';
import { checkTranslations, type LanguageReport } from '../../content/translations/check.ts';
import { loadTranslations, type TranslationFile } from '../../content/translations/load.ts';
import { localisePage, localiseSite } from '../../content/translations/overlay.ts';
import { formatTranslationReports } from '../../content/translations/report.ts';

const SITE = 'virtual:site-data';
const PAGE = 'virtual:page-content/';

function check(file: string) {
  const text = readFileSync(file, 'utf8');
  const result = validatePagesText(text, 'pages.json');
  const problems = result.problems.map((problem) => formatProblem(problem));
  let translations: LanguageReport[] = [];
  if (result.matchesSchema) {
    translations = checkTranslations(text, result.data, resolve(dirname(file), 'translations'));
    // The counts only: the full list of missing texts is npm run pages:check -- --missing.
    problems.push(...formatTranslationReports(translations, 'none'));
  }
  const translationErrors = translations.some((report) => report.problems.some((p) => p.severity === 'error'));
  return { result, ok: result.ok && !translationErrors, report: problems.join('\n') };
}

/** Each translated language's file as far as it can be used (a broken file translates nothing). */
function readTranslations(file: string): Record<TranslatedLanguage, TranslationFile | undefined> {
  const dir = resolve(dirname(file), 'translations');
  return Object.fromEntries(
    TRANSLATED_LANGUAGES.map((language) => [language, loadTranslations(language, dir).data]),
  ) as Record<TranslatedLanguage, TranslationFile | undefined>;
}

const UI_STRINGS = resolve(dirname(fileURLToPath(import.meta.url)), '../../src/shared/i18n/ui-strings');

export function pagesPlugin(options: { file?: string } = {}): Plugin {
  let file = '';
  let pages: PagesFile | undefined;
  let translations = {} as Record<TranslatedLanguage, TranslationFile | undefined>;
  let currentError: string | undefined;
  let isBuild = false;
  let emitImages = false;
  let images: ReturnType<typeof createImagePipeline>;
  let devServer: ViteDevServer | undefined;

  const reload = (server = devServer) => {
    const { result, ok, report } = check(file);
    if (ok) {
      pages = result.data as PagesFile;
      translations = readTranslations(file);
      currentError = undefined;
      if (report) server?.config.logger.warn(report);
      return true;
    }
    // With no valid version yet (the dev server started on a broken file), content that only has
    // broken references can still be shown; content of the wrong shape cannot.
    const shown = pages
      ? 'the site keeps showing the last version that worked'
      : result.matchesSchema
        ? 'the site shows it as it is'
        : 'the site cannot be shown';
    if (!pages && result.matchesSchema && !isBuild) {
      pages = result.data as PagesFile;
      translations = readTranslations(file);
    }
    currentError = `pages.json or a translation has errors; ${shown} until they are fixed.\n\n${report}`;
    if (isBuild) throw new Error(`pages.json or a translation has errors:\n${report}`);
    server?.config.logger.error(currentError, { timestamp: true });
    return false;
  };

  const sendError = (server: ViteDevServer) => {
    if (currentError)
      server.ws.send({ type: 'error', err: { message: currentError, stack: '', plugin: 'pages-json' } });
  };

  return {
    name: 'pages-json',
    configResolved(config) {
      file = resolve(config.root, options.file ?? 'pages.json');
      isBuild = config.command === 'build';
      // The dev server serves the originals; the client build writes the copies, the SSR build only names them.
      images = createImagePipeline(config.publicDir, { variants: isBuild, strict: isBuild });
      emitImages = isBuild && !config.build.ssr;
    },
    buildStart() {
      // A build stops on any error; the dev server starts anyway and shows the errors until fixed.
      if (!pages) reload();
      this.addWatchFile(file);
    },
    configureServer(server) {
      devServer = server;
      devPages(server, {
        current: () => (pages ? { pages, translations } : undefined),
        enrich: (value) => images.enrich(value),
      });
      const translationsDir = resolve(dirname(file), 'translations');
      server.watcher.add([file, resolve(server.config.root, 'schema'), translationsDir]);
      let pending: ReturnType<typeof setTimeout> | undefined;
      const onChange = (changed: string) => {
        const isTranslation = dirname(changed) === translationsDir && changed.endsWith('.json');
        if (changed !== file && !changed.endsWith('.schema.json') && !isTranslation) return;
        if (changed.endsWith('.schema.json')) resetSchemaCache();
        // The first event of a save can arrive while the file is half written, and the watcher may
        // not report the rest: check once the writes have settled, not at the first event.
        clearTimeout(pending);
        pending = setTimeout(() => {
          if (reload(server)) {
            server.moduleGraph.invalidateAll();
            server.ws.send({ type: 'full-reload' });
          } else sendError(server);
        }, 100);
      };
      // 'add': editors that save by writing a new file and renaming it over the old one.
      server.watcher.on('change', onChange).on('add', onChange);
      // A browser that connects while the file is broken sees the errors too.
      server.ws.on('connection', () => sendError(server));
    },
    transformIndexHtml(html) {
      // The organisation's name is set once, in pages.json.
      return pages
        ? html.replace(/<title>.*<\/title>/, `<title>${escapeHtml(pages.site.organisation.name)}</title>`)
        : html;
    },
    resolveId(id) {
      if (id === SITE || id.startsWith(`${SITE}/`) || id.startsWith(PAGE)) return `\0${id}`;
    },
    async generateBundle() {
      if (!emitImages) return;
      for (const { fileName, source } of await images.assets()) this.emitFile({ type: 'asset', fileName, source });
    },
    async load(id) {
      if (!id.startsWith('\0virtual:')) return;
      if (!pages) throw new Error(currentError ?? 'pages.json could not be read');
      if (id === `\0${SITE}`) return siteModule(pages, 'en');
      if (id.startsWith(`\0${SITE}/`))
        return siteModule(
          localised(id.slice(SITE.length + 2) as TranslatedLanguage),
          id.slice(SITE.length + 2) as TranslatedLanguage,
        );
      const [language, wanted] = languageAndId(id.slice(1 + PAGE.length));
      const index = pages.pages.findIndex((candidate) => pageId(candidate.path) === wanted);
      if (index < 0) throw new Error(`pages.json has no page with id "${wanted}"`);
      const { page, englishBlocks } =
        language === 'en'
          ? { page: pages.pages[index], englishBlocks: [] }
          : localisePage(pages, index, translations[language]);
      const content: PageContent = {
        id: wanted,
        blocks: withNotices(
          page.blocks,
          pages.site.privacy,
          language,
          yourDataPageName(pages, pages.site.privacy, language === 'en' ? undefined : translations[language]),
        ),
        ...(page.revealSections ? { revealSections: page.revealSections } : {}),
        ...(englishBlocks.length ? { englishBlocks } : {}),
        ...(page.description ? { description: page.description } : {}),
      };
      return `export default ${JSON.stringify(await images.enrich(content))};\n`;
    },
  };

  /** pages.json in a translated language: the site settings and every page with their translations. */
  function localised(language: TranslatedLanguage): PagesFile & { englishTexts: string[] } {
    const current = pages!;
    const { site, englishTexts } = localiseSite(current, translations[language]);
    return {
      ...current,
      site,
      pages: current.pages.map((_, index) => localisePage(current, index, translations[language]).page),
      englishTexts,
    };
  }
}

/** `hi/history` is Hindi's history page; `history` is English's. */
function languageAndId(rest: string): ['en' | TranslatedLanguage, string] {
  const [first, second] = rest.split('/');
  return second !== undefined && (TRANSLATED_LANGUAGES as readonly string[]).includes(first)
    ? [first as TranslatedLanguage, second]
    : ['en', rest];
}

/**
 * The site data module of a language. English (virtual:site-data) is what every English page loads, so
 * it stays as it was: no other language's texts or strings. A translated language's module also carries
 * its UI strings and the English texts left in its menus (englishTexts), which the header marks lang="en".
 */
function siteModule(pages: PagesFile & { englishTexts?: string[] }, language: 'en' | TranslatedLanguage): string {
  // A page's description travels with its content: every page would otherwise carry all of them.
  const routes = buildRoutes(pages).map(({ description, ...route }) => route);
  const prefix = language === 'en' ? '' : `${language}/`;
  const loaders = routes.map(
    (route) => `  ${JSON.stringify(route.id)}: () => import(${JSON.stringify(PAGE + prefix + route.id)}),`,
  );
  // The e-mail settings are the server's: every page would carry them, and the team's addresses, for nothing.
  // The privacy notice goes only to the pages with a form (withNotices), not to every page.
  const { notifications, privacy, ...site } = pages.site;
  const data = language === 'en' ? { site, routes } : { site, routes, language, englishTexts: pages.englishTexts };
  const strings =
    language === 'en' ? '' : `export { uiStrings } from ${JSON.stringify(`${UI_STRINGS}/${language}.ts`)};\n`;
  return `export const siteData = ${JSON.stringify(data)};\nexport const pageLoaders = {\n${loaders.join('\n')}\n};\n${strings}`;
}
