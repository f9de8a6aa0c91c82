/**
 * What the editor's dev server serves: the files its pages load, and nothing else of the repository (#22).
 * Vite's root is the repository, so by default it would serve data/ (form submissions, the server's lock
 * file with the admin token), package.json, dot files and node_modules. Two layers keep that in:
 * Vite's own `server.fs.allow` (EDITOR_FOLDERS, checked on the real file after Vite resolves it) and this
 * middleware, which answers a plain 404, before any of Vite's, to every address that is not a file in those
 * folders, in public/, or one of Vite's module addresses.
 */
import { statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { isAbsolute, join, relative, resolve } from 'node:path';
import type { Connect, Plugin, ViteDevServer } from 'vite';

/** The folders the editor's pages import from (editor/app imports src/, blocks/, schema/ and the content core, content/). */
export const EDITOR_FOLDERS = ['editor', 'src', 'blocks', 'schema', 'content', 'node_modules/@fontsource'];

/** Vite's `server.fs`: only the editor's folders and Vite's dependency cache; never a dot file. */
export const editorFsOptions = (root: string, cacheDir: string) => ({
  strict: true,
  allow: [...EDITOR_FOLDERS.map((folder) => resolve(root, folder)), cacheDir],
  // Vite's own list, and every dot file (.env, .npmrc, the editor's temporary .pages.json.editor-*.tmp).
  deny: ['.env', '.env.*', '*.{crt,pem}', '**/.git/**', '.*'],
});

/**
 * Addresses that are not files: Vite's client, React's refresh runtime, virtual and bare-named modules, the
 * editor's API (editor-api.ts checks its callers) and / (which leads to /editor/).
 */
const NOT_A_FILE =
  /^\/(@vite\/(client|env)$|@react-refresh$|@id\/(__x00__|@?[a-z0-9])|__editor\/api\/|(index\.html)?$)/i;

const isFile = (path: string) => statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;

/** `path` inside `folder`, with no dot file or dot folder on the way below it. */
function insideFolder(folder: string, path: string): boolean {
  const below = relative(folder, path);
  if (below === '') return true;
  if (below.startsWith('..') || isAbsolute(below)) return false;
  return below.split('/').every((segment) => !segment.startsWith('.'));
}

/** Whether the editor serves this address (its path, query removed, already decoded). */
export function isServed(path: string, folders: readonly string[], root: string, publicDir: string): boolean {
  if (path.includes('\0') || path.includes('\\') || path.split('/').includes('..')) return false;
  if (NOT_A_FILE.test(path)) return true;
  if (publicDir && insideFolder(publicDir, join(publicDir, path)) && isFile(join(publicDir, path))) return true;
  const file = path.startsWith('/@fs/') ? path.slice('/@fs'.length) : join(root, path);
  return folders.some((folder) => insideFolder(folder, file));
}

function notServed(res: ServerResponse) {
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end('Not part of the section editor.\n');
}

/** The middleware; the folders are Vite's resolved `server.fs.allow` (which adds Vite's client folder). */
function servedFilesGuard(server: ViteDevServer): Connect.NextHandleFunction {
  const { root, publicDir } = server.config;
  const folders = server.config.server.fs.allow;
  return (req, res, next) => {
    let path: string;
    try {
      path = decodeURIComponent((req.url ?? '').split(/[?#]/)[0]);
    } catch {
      return notServed(res);
    }
    if (!isServed(path, folders, root, publicDir)) return notServed(res);
    // The editor is never shown inside another site's frame (a click there could press Save).
    res.setHeader('Content-Security-Policy', "frame-ancestors 'self'");
    next();
  };
}

/** Vite's `server.fs` for the editor (with the dependency cache the server was given) and the middleware. */
export const servedFilesPlugin = (): Plugin => ({
  name: 'pages-editor-served-files',
  apply: 'serve',
  config(config) {
    const root = resolve(config.root ?? '.');
    return { server: { fs: editorFsOptions(root, resolve(root, config.cacheDir ?? 'node_modules/.vite')) } };
  },
  configureServer(server) {
    server.middlewares.use(servedFilesGuard(server));
  },
});
