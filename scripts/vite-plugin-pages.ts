/**
 * Serves pages.json to the app as virtual modules, checked first:
 *   virtual:site-data            site settings, the route list and one lazy loader per page
 *   virtual:page-content/<id>    one page's blocks (its own chunk, so a page loads only its content)
 * In the dev server a change to pages.json is checked again: valid content reloads the browser,
 * invalid content shows the located errors in the terminal and the browser overlay while the last
 * valid content stays on screen. A build fails on any error.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import type { PageContent, PagesFile } from '../src/content/types';
import { buildRoutes, pageId } from '../src/routing/route-table.ts';
import { formatProblem, validatePagesText } from './lib/pages-validation/index.ts';
import { resetSchemaCache } from './lib/pages-validation/schema-validator.ts';

const SITE = 'virtual:site-data';
const PAGE = 'virtual:page-content/';

function check(file: string): { pages?: PagesFile; report: string } {
  const result = validatePagesText(readFileSync(file, 'utf8'), 'pages.json');
  const report = result.problems.map((problem) => formatProblem(problem)).join('\n');
  return result.ok ? { pages: result.data as PagesFile, report } : { report };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function pagesPlugin(options: { file?: string } = {}): Plugin {
  let file = '';
  let pages: PagesFile | undefined;
  let currentError: string | undefined;
  let isBuild = false;

  const reload = (server?: ViteDevServer) => {
    const { pages: fresh, report } = check(file);
    if (fresh) {
      pages = fresh;
      currentError = undefined;
      if (report) server?.config.logger.warn(report);
      return true;
    }
    currentError = `pages.json has errors; the site shows its last valid content until they are fixed.\n\n${report}`;
    if (isBuild) throw new Error(`pages.json has errors:\n${report}`);
    server?.config.logger.error(currentError, { timestamp: true });
    return false;
  };

  const sendError = (server: ViteDevServer) => {
    if (currentError) server.ws.send({ type: 'error', err: { message: currentError, stack: '', plugin: 'pages-json' } });
  };

  return {
    name: 'pages-json',
    configResolved(config) {
      file = resolve(config.root, options.file ?? 'pages.json');
      isBuild = config.command === 'build';
    },
    buildStart() {
      if (!pages && !reload()) this.error(currentError ?? 'pages.json has errors');
      this.addWatchFile(file);
    },
    configureServer(server) {
      server.watcher.add([file, resolve(server.config.root, 'schema')]);
      server.watcher.on('change', (changed) => {
        if (changed !== file && !changed.endsWith('.schema.json')) return;
        if (changed !== file) resetSchemaCache();
        if (reload(server)) {
          server.moduleGraph.invalidateAll();
          server.ws.send({ type: 'full-reload' });
        } else sendError(server);
      });
      // A browser that connects while the file is broken sees the errors too.
      server.ws.on('connection', () => sendError(server));
    },
    transformIndexHtml(html) {
      // The organisation's name is set once, in pages.json.
      return pages ? html.replace(/<title>.*<\/title>/, `<title>${escapeHtml(pages.site.organisation.name)}</title>`) : html;
    },
    resolveId(id) {
      if (id === SITE || id.startsWith(PAGE)) return `\0${id}`;
    },
    load(id) {
      if (!id.startsWith('\0virtual:')) return;
      if (!pages) throw new Error(currentError ?? 'pages.json could not be read');
      if (id === `\0${SITE}`) {
        const routes = buildRoutes(pages);
        const loaders = routes.map((route) => `  ${JSON.stringify(route.id)}: () => import(${JSON.stringify(PAGE + route.id)}),`);
        return `export const siteData = ${JSON.stringify({ site: pages.site, routes })};\nexport const pageLoaders = {\n${loaders.join('\n')}\n};\n`;
      }
      const wanted = id.slice(1 + PAGE.length);
      const page = pages.pages.find((candidate) => pageId(candidate.path) === wanted);
      if (!page) throw new Error(`pages.json has no page with id "${wanted}"`);
      const content: PageContent = { id: wanted, blocks: page.blocks, ...(page.revealSections ? { revealSections: page.revealSections } : {}) };
      return `export default ${JSON.stringify(content)};\n`;
    },
  };
}
