/**
 * Dev only (`apply: 'serve'`): answers /_blocks with a page that renders every block type from its
 * example (src/shell/dev/blocks-catalogue.tsx). It is not a page of pages.json and no build ever includes
 * it: nothing in index.html or the app imports that module, and this plugin does not run in a build.
 */
import type { Plugin } from 'vite';

const PATH = '/_blocks';
const html = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><meta name="robots" content="noindex" /><title>Block catalogue</title></head>
  <body><div id="root"></div><script type="module" src="/src/shell/dev/blocks-catalogue.tsx"></script></body>
</html>`;

export function blocksCataloguePlugin(): Plugin {
  return {
    name: 'blocks-catalogue',
    apply: 'serve',
    configureServer(server) {
      // Added before Vite's own middlewares, so the app's fallback to index.html never sees /_blocks.
      server.middlewares.use(async (req, res, next) => {
        const path = req.url?.split(/[?#]/)[0];
        if (path !== PATH && path !== `${PATH}/`) return next();
        try {
          // Vite adds its client (hot reload, error overlay) and the React refresh preamble here.
          const page = await server.transformIndexHtml(req.url ?? PATH, html);
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(page);
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
