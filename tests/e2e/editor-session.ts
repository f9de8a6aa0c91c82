// The section editor's dev server (editor/vite.config.ts) on a temporary copy of pages.json, public/ and
// translations/, and what the browser tests ask of the copy afterwards: the errors `npm run pages:check`
// finds in it.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { checkTranslations } from '../../content/translations/check.ts';
import { validatePagesText } from '../../content/validation/index.ts';
import { removeTempDir } from '../helpers/remove-temp-dir.ts';

export interface EditorCopy {
  url: string;
  dir: string;
  file: string;
  publicDir: string;
  translationsDir: string;
  /** The errors `npm run pages:check` finds in the copy (its own public/ for the pictures). */
  checkerErrors(): string[];
  close(): Promise<void>;
}

export async function startEditorOnCopy(): Promise<EditorCopy> {
  const dir = mkdtempSync(join(tmpdir(), 'editor-e2e-'));
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
    logLevel: 'error',
    // No file watching: an edit elsewhere in the checkout would restart the server and reload the page mid-test.
    server: { host: '127.0.0.1', port: 0, open: false, watch: null },
  });
  await server.listen();
  return {
    url: `http://127.0.0.1:${(server.httpServer!.address() as AddressInfo).port}/editor/`,
    dir,
    file,
    publicDir,
    translationsDir,
    checkerErrors() {
      const text = readFileSync(file, 'utf8');
      const result = validatePagesText(text, file, { publicDir: `${publicDir}/` });
      const reports = result.matchesSchema ? checkTranslations(text, result.data, translationsDir) : [];
      return [...result.problems, ...reports.flatMap((report) => report.problems)]
        .filter((problem) => problem.severity === 'error')
        .map((problem) => `${problem.where}: ${problem.message}`);
    },
    async close() {
      await server.close();
      await removeTempDir(dir);
    },
  };
}
