import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { blocksCataloguePlugin } from './scripts/build/vite-plugin-blocks-catalogue.ts';
import { pagesPlugin } from './scripts/build/vite-plugin-pages.ts';
import { styledIdsPlugin } from './scripts/build/vite-plugin-styled-ids.ts';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), pagesPlugin(), styledIdsPlugin(), blocksCataloguePlugin()],
  build: {
    outDir: 'dist/client',
    target: 'es2022',
    manifest: true,
    // A script imported by its address (the forms' validators, `?url`) is always a file of its own: a small
    // one inlined as a data: URL would be refused by the Content-Security-Policy (script-src 'self').
    assetsInlineLimit: (file) => (file.endsWith('.js') ? false : undefined),
    // The prerenderer writes each page's exact modulepreloads (scripts/lib/chunk-preloads.ts). Vite's own
    // preloading would add to every page a table of every chunk's dependencies (1.4 KB gzip).
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically is loaded by every page: one chunk, not the nine small
          // ones the automatic splitting made of what the shell shares with blocks (3 KB gzip less in all).
          // The entry module stays out so the manifest still names it; it is the shell's
          // own script only: React comes with an island's chunk (src/shell/islands/hydrate-island.tsx).
          groups: [
            { name: 'shell', tags: ['$initial'], test: (id) => !/entry-islands\.ts$|index\.html$/.test(id) },
            // What every island needs, in one file: React, react-dom, styled-components, wouter, the island
            // runtime and the contexts around a block. One file compresses better than the ten it was
            // (about 5 KB gzip less), and it is fetched once, when the page's first island wakes.
            // The server's bundle needs no such grouping.
            ...(isSsrBuild
              ? []
              : [
                  {
                    name: 'island-runtime',
                    test: (id: string) =>
                      /node_modules\/(react|react-dom|scheduler|styled-components|stylis|@emotion|wouter|regexparam|use-sync-external-store|shallowequal)\/|src\/shell\/islands\/|src\/shared\/(theme|i18n\/page-language|i18n\/ui-strings\/(en|from-templates)|ui\/(responsive-image|smart-link|container|icons))/.test(
                        id,
                      ),
                  },
                ]),
          ],
        },
      },
    },
  },
  // styled-components' Node build is CommonJS; bundling it gives the prerenderer its ES module build.
  ssr: { noExternal: ['styled-components'] },
  server: {
    // The API runs on its own port in development (npm run server); the dev site talks to it here.
    proxy: { '/api': 'http://127.0.0.1:5000' },
  },
  test: {
    environment: 'jsdom',
    include: ['{tests,blocks,src,server,schema,scripts,content,editor,staff}/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    setupFiles: ['tests/setup.ts'],
    // A limit for a test that hangs, not a speed target (those are benchmarks): on a 2-core machine running
    // other jobs, a test that renders a whole page or migrates a database took 5-6 s, over vitest's 5 s.
    testTimeout: 20_000,
  },
}));
