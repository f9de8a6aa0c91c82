/**
 * `npm run dev` answers every page address as production does: rendered on the server by the render core
 * (server/site/render: the address's whole page from the content and the block code), with the shell's script
 * and the islands hydrating in the browser. The block code is Vite's own modules (hot reload), the content the
 * pages plugin's last valid pages.json and translations (a save reloads the browser), the pictures' sizes read
 * from public/ (no resized copies: those are the build's). Hindi and Telugu pages use the system's fonts here:
 * the web font cuts are the build's.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ViteDevServer } from 'vite';
import type { PagesFile } from '../../content/types.ts';
import type { TranslatedLanguage } from '../../schema/api/languages.ts';
import type { ContentFiles } from '../../server/publishing/content-files.ts';
import type { Build, BuiltEntry } from '../../server/site/render/build.ts';
import { collectPictures, renderAddress } from '../../server/site/render/site-content.ts';

/** What the dev server's answer needs of the pages plugin: the content shown now and its pictures' facts. */
export interface DevContent {
  current(): { pages: PagesFile; translations: Record<TranslatedLanguage, unknown> } | undefined;
  enrich<T>(value: T): Promise<T>;
}

/** A request for a page: a navigation (HTML first), not a module, an asset, the API or Vite's own. */
const isPageRequest = (method: string | undefined, url: string, accept: string) =>
  method === 'GET' &&
  accept.includes('text/html') &&
  !/^\/(@|api\/|_blocks|src\/|node_modules\/|__)/.test(url) &&
  !/\.[a-z0-9]+$/i.test(url.split(/[?#]/)[0]);

export function devPages(server: ViteDevServer, content: DevContent) {
  const indexHtml = resolve(server.config.root, 'index.html');
  server.middlewares.use(async (req, res, next) => {
    const url = req.url ?? '/';
    if (!isPageRequest(req.method, url, String(req.headers.accept ?? ''))) return next();
    const shown = content.current();
    if (!shown) return next();
    try {
      const entry = (await server.ssrLoadModule('/src/shell/entry-server.tsx')) as BuiltEntry;
      const pictureFacts = new Map<string, Record<string, unknown>>();
      collectPictures(await content.enrich(shown.pages), pictureFacts);
      const build: Build = {
        dir: resolve(server.config.root, 'dist'),
        entry,
        manifest: {},
        template: await server.transformIndexHtml(url, readFileSync(indexHtml, 'utf8')),
        pictureFacts,
        preloads: {},
        shellPreloads: [],
        stamp: 'dev',
        fontCharacters: undefined,
      };
      const files: ContentFiles = {
        pagesText: JSON.stringify(shown.pages),
        translations: Object.fromEntries(
          // A language without a usable file is shown in English, as in a build.
          Object.entries(shown.translations).map(([language, file]) => [language, file ? JSON.stringify(file) : '']),
        ) as ContentFiles['translations'],
      };
      const { status, html } = await renderAddress(build, files, url.split(/[?#]/)[0]);
      res.statusCode = status;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      res.end(html);
    } catch (error) {
      server.ssrFixStacktrace(error as Error);
      next(error);
    }
  });
}
