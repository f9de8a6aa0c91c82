import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { blocksCataloguePlugin } from './scripts/vite-plugin-blocks-catalogue.ts';
import { pagesPlugin } from './scripts/vite-plugin-pages.ts';
import { styledIdsPlugin } from './scripts/vite-plugin-styled-ids.ts';

export default defineConfig({
  plugins: [react(), pagesPlugin(), styledIdsPlugin(), blocksCataloguePlugin()],
  build: {
    outDir: 'dist/client',
    target: 'es2022',
    manifest: true,
    // The prerenderer writes each page's exact modulepreloads (scripts/lib/chunk-preloads.ts). Vite's own
    // preloading would add to every page a table of every chunk's dependencies (1.4 KB gzip).
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically is loaded by every page: one chunk, not the nine small
          // ones the automatic splitting made of what the shell shares with blocks (3 KB gzip less in all).
          // The entry module stays out so the manifest still names it.
          groups: [{ name: 'shell', tags: ['$initial'], test: (id) => !/entry-client\.tsx$|index\.html$/.test(id) }],
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
    include: ['{tests,blocks,src,server,schema,scripts}/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    setupFiles: ['tests/setup.ts'],
  },
});
