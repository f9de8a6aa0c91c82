/**
 * `npm run edit`: the section editor, a Vite dev server of its own (never built, never deployed).
 * PAGES_FILE picks the file to edit (pages.json by default); EDITOR_PUBLIC_DIR the folder whose
 * images/ it lists and uploads into (public/ by default); TRANSLATIONS_DIR the folder of hi.json and te.json
 * (translations/ by default).
 * It serves only what the editor's pages load (server/served-files.ts) and answers API calls only from its own
 * page (server/session-guard.ts).
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { editorApiPlugin } from './server/editor-api.ts';
import { servedFilesPlugin } from './server/served-files.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const file = resolve(root, process.env.PAGES_FILE ?? 'pages.json');
const publicDir = resolve(root, process.env.EDITOR_PUBLIC_DIR ?? 'public');
const translationsDir = resolve(root, process.env.TRANSLATIONS_DIR ?? 'translations');

export default defineConfig({
  root,
  publicDir,
  // Its own dependency cache: `npm run dev` and the editor can run side by side.
  cacheDir: resolve(root, 'node_modules/.vite-editor'),
  plugins: [react(), editorApiPlugin({ file, publicDir, root, translationsDir }), servedFilesPlugin()],
  server: {
    host: '127.0.0.1',
    // No other origin may read what the editor serves (Vite's default lets every localhost page).
    cors: false,
    // Only the loopback names and addresses (Vite's default, kept on purpose): a rebound DNS name is refused.
    allowedHosts: [],
    port: Number(process.env.EDITOR_PORT ?? 5180),
    open: process.env.CI ? false : '/editor/',
  },
  appType: 'mpa',
  optimizeDeps: { entries: ['editor/index.html', 'editor/preview.html'] },
});
