/**
 * pages.json and its translations, checked, for the build and the dev server. A build fails on any error (the
 * content itself is rendered after, by the render core: scripts/build/prerender.ts). The dev server answers
 * page addresses with the render core over the last valid content (dev-pages.ts), its pictures with their sizes
 * (scripts/lib/image-pipeline.ts); a change to pages.json or a translation is checked again: valid content
 * reloads the browser, invalid content shows the located errors in the terminal and the browser overlay while
 * the last valid content stays on screen. A dev server started on a broken file still starts, showing the
 * content as far as it can be rendered, with the errors.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import type { PagesFile } from '../../content/types.ts';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '../../schema/api/languages.ts';
import { createImagePipeline } from '../lib/image-pipeline.ts';
import { devPages } from './dev-pages.ts';
import { escapeHtml } from '../../content/escape-html.ts';
import { formatProblem, validatePagesText } from '../../content/validation/index.ts';
import { resetSchemaCache } from '../../content/validation/schema-validator.ts';
import { checkTranslations, type LanguageReport } from '../../content/translations/check.ts';
import { loadTranslations, type TranslationFile } from '../../content/translations/load.ts';
import { formatTranslationReports } from '../../content/translations/report.ts';

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

export function pagesPlugin(options: { file?: string } = {}): Plugin {
  let file = '';
  let pages: PagesFile | undefined;
  let translations = {} as Record<TranslatedLanguage, TranslationFile | undefined>;
  let currentError: string | undefined;
  let isBuild = false;
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
    },
    buildStart() {
      // A build stops on any error; the dev server starts anyway and shows the errors until fixed.
      if (!pages) reload();
      this.addWatchFile(file);
    },
    configureServer(server) {
      devServer = server;
      // The originals, with their sizes: the resized copies are the build's.
      const images = createImagePipeline(server.config.publicDir, { variants: false, strict: false });
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
  };
}
