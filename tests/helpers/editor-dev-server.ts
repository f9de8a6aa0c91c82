// The section editor's real dev server (editor/vite.config.ts, as `npm run edit` starts it) on a temporary copy
// of pages.json, public/ and translations/, for tests that speak to it over HTTP.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { removeTempDir } from './remove-temp-dir.ts';

export interface EditorDevServer {
  /** http://127.0.0.1:<port>, also the editor page's own Origin. */
  base: string;
  dir: string;
  file: string;
  publicDir: string;
  translationsDir: string;
  /** The token the editor page gets from the server (empty when the page holds none). */
  token(): Promise<string>;
  close(): Promise<void>;
}

/** `logLevel: 'error'` shows what the server failed to do (the browser tests); HTTP tests keep it silent. */
export async function startEditorDevServer(options: { logLevel?: 'silent' | 'error' } = {}): Promise<EditorDevServer> {
  const dir = mkdtempSync(join(tmpdir(), 'editor-copy-'));
  const file = join(dir, 'pages.json');
  const publicDir = join(dir, 'public');
  const translationsDir = join(dir, 'translations');
  writeFileSync(file, readFileSync('pages.json', 'utf8'));
  cpSync('public', publicDir, { recursive: true });
  cpSync('translations', translationsDir, { recursive: true });
  process.env.PAGES_FILE = file;
  process.env.TRANSLATIONS_DIR = translationsDir;
  process.env.EDITOR_PUBLIC_DIR = publicDir;
  const server: ViteDevServer = await createServer({
    configFile: 'editor/vite.config.ts',
    cacheDir: join(dir, 'vite-cache'),
    logLevel: options.logLevel ?? 'silent',
    // No file watching: an edit elsewhere in the checkout would restart the server (and reload the page) mid-test.
    server: { host: '127.0.0.1', port: 0, open: false, watch: null },
  });
  await server.listen();
  const base = `http://127.0.0.1:${(server.httpServer!.address() as AddressInfo).port}`;
  return {
    base,
    dir,
    file,
    publicDir,
    translationsDir,
    async token() {
      const html = await (await fetch(`${base}/editor/`)).text();
      return /<meta name="editor-token" content="([^"]+)"/.exec(html)?.[1] ?? '';
    },
    async close() {
      await server.close();
      await removeTempDir(dir);
    },
  };
}
