/**
 * The staff area: a Vite entry of its own, built into dist/staff by `npm run build` and
 * served by the server at /staff (server/staff/staff-app-plugin.ts). Never part of the public
 * pages' build, never loaded by them. `npm run dev:staff` serves it on :5190 with /api proxied to
 * `npm run server` on :5000 (same origin for the browser, so its cookie and Origin checks hold).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const pages = JSON.parse(readFileSync(new URL('../pages.json', import.meta.url), 'utf8'));

export default defineConfig({
  root,
  base: '/staff/',
  plugins: [react()],
  // The organisation's name for the header and titles, read at build time (not the whole pages.json).
  define: { 'import.meta.env.VITE_ORGANISATION': JSON.stringify(pages.site.organisation.name) },
  cacheDir: fileURLToPath(new URL('../node_modules/.vite-staff', import.meta.url)),
  publicDir: false,
  build: {
    outDir: fileURLToPath(new URL('../dist/staff', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    // preview.html: the section editor's preview page (Pages › Edit pages frames it; staff-app-plugin.ts serves it).
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        preview: fileURLToPath(new URL('preview.html', import.meta.url)),
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: Number(process.env.STAFF_DEV_PORT ?? 5190),
    proxy: { '/api': 'http://127.0.0.1:5000' },
  },
});
