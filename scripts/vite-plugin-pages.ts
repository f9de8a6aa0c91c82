/**
 * Serves pages.json to the app as virtual modules, checked first:
 *   virtual:site-data            site settings, the route list and one lazy loader per page
 *   virtual:page-content/<id>    one page's blocks (its own chunk, so a page loads only its content)
 * In the dev server a change to pages.json is checked again: valid content reloads the browser,
 * invalid content shows the located errors in the terminal and the browser overlay while the last
 * valid content stays on screen. A dev server started on a broken file still starts, showing the
 * content as far as it can be rendered, with the errors. A build fails on any error.
 * Every picture in a page's chunk carries its size (and in a build its resized copies, which the client
 * build writes to assets/img): scripts/lib/image-pipeline.ts.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import type { PageContent, PagesFile } from '../src/shared/content/types.ts';
import { buildRoutes, pageId } from '../src/shell/routing/route-table.ts';
import { createImagePipeline } from './lib/image-pipeline.ts';
import { withNotices } from './lib/form-notices.ts';
import { formatProblem, validatePagesText } from './lib/pages-validation/index.ts';
import { resetSchemaCache } from './lib/pages-validation/schema-validator.ts';

const SITE = 'virtual:site-data';
const PAGE = 'virtual:page-content/';

function check(file: string) {
  const result = validatePagesText(readFileSync(file, 'utf8'), 'pages.json');
  return { result, report: result.problems.map((problem) => formatProblem(problem)).join('\n') };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function pagesPlugin(options: { file?: string } = {}): Plugin {
  let file = '';
  let pages: PagesFile | undefined;
  let currentError: string | undefined;
  let isBuild = false;
  let emitImages = false;
  let images: ReturnType<typeof createImagePipeline>;
  let devServer: ViteDevServer | undefined;

  const reload = (server = devServer) => {
    const { result, report } = check(file);
    if (result.ok) {
      pages = result.data as PagesFile;
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
    if (!pages && result.matchesSchema && !isBuild) pages = result.data as PagesFile;
    currentError = `pages.json has errors; ${shown} until they are fixed.\n\n${report}`;
    if (isBuild) throw new Error(`pages.json has errors:\n${report}`);
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
      server.watcher.add([file, resolve(server.config.root, 'schema')]);
      let pending: ReturnType<typeof setTimeout> | undefined;
      const onChange = (changed: string) => {
        if (changed !== file && !changed.endsWith('.schema.json')) return;
        if (changed !== file) resetSchemaCache();
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
      if (id === SITE || id.startsWith(PAGE)) return `\0${id}`;
    },
    async generateBundle() {
      if (!emitImages) return;
      for (const { fileName, source } of await images.assets()) this.emitFile({ type: 'asset', fileName, source });
    },
    async load(id) {
      if (!id.startsWith('\0virtual:')) return;
      if (!pages) throw new Error(currentError ?? 'pages.json could not be read');
      if (id === `\0${SITE}`) {
        const routes = buildRoutes(pages);
        const loaders = routes.map(
          (route) => `  ${JSON.stringify(route.id)}: () => import(${JSON.stringify(PAGE + route.id)}),`,
        );
        // The e-mail settings are the server's: every page would carry them, and the team's addresses, for nothing.
        // The privacy notice goes only to the pages with a form (withNotices), not to every page.
        const { notifications, privacy, ...site } = pages.site;
        return `export const siteData = ${JSON.stringify({ site, routes })};\nexport const pageLoaders = {\n${loaders.join('\n')}\n};\n`;
      }
      const wanted = id.slice(1 + PAGE.length);
      const page = pages.pages.find((candidate) => pageId(candidate.path) === wanted);
      if (!page) throw new Error(`pages.json has no page with id "${wanted}"`);
      const content: PageContent = {
        id: wanted,
        blocks: withNotices(page.blocks, pages.site.privacy),
        ...(page.revealSections ? { revealSections: page.revealSections } : {}),
      };
      return `export default ${JSON.stringify(await images.enrich(content))};\n`;
    },
  };
}
