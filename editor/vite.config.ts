/**
 * `npm run edit`: the section editor, a Vite dev server of its own (never built, never deployed).
 * PAGES_FILE picks the file to edit (pages.json by default); EDITOR_PUBLIC_DIR the folder whose
 * images/ it lists and uploads into (public/ by default); TRANSLATIONS_DIR the folder of hi.json and te.json
 * (translations/ by default).
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { editorApiPlugin } from './server/editor-api.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const file = resolve(root, process.env.PAGES_FILE ?? 'pages.json');
const publicDir = resolve(root, process.env.EDITOR_PUBLIC_DIR ?? 'public');
const translationsDir = resolve(root, process.env.TRANSLATIONS_DIR ?? 'translations');

export default defineConfig({
  root,
  publicDir,
  // Its own dependency cache: `npm run dev` and the editor can run side by side.
  cacheDir: resolve(root, 'node_modules/.vite-editor'),
  plugins: [react(), editorApiPlugin({ file, publicDir, root, translationsDir })],
  server: {
    host: '127.0.0.1',
    port: Number(process.env.EDITOR_PORT ?? 5180),
    open: process.env.CI ? false : '/editor/',
  },
  appType: 'mpa',
  optimizeDeps: { entries: ['editor/index.html', 'editor/preview.html'] },
});
