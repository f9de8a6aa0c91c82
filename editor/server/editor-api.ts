/**
 * The editor's dev-server middleware (`npm run edit` only; `apply: 'serve'`, so no build runs it).
 * It reads and writes one pages file and its translation files, checks content with the checker of `npm run pages:check` and
 * lists and adds pictures. It answers only under /__editor/api/, on the dev server's own address, and only
 * the editor page this server served: every call carries the session's token (written into editor/index.html)
 * and comes from this origin; a write says its body's type (session-guard.ts, #22).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { blockKinds, siteSchema } from '../../content/block-schemas.ts';
import { listPictures } from '../../content/pictures/picture-files.ts';
import { MAX_PICTURE, PictureRefused, TOO_LARGE } from '../../content/pictures/upload-rules.ts';
import { parseEditorRequest } from './editor-requests.ts';
import { checkContent } from './field-problems.ts';
import { readPages, savePages } from './pages-file.ts';
import { writePages } from './pages-writer.ts';
import { deletePicture, savePicture } from './pictures.ts';
import { readBody } from './request-body.ts';
import { checkCaller, checkMediaType, newSessionToken, Refused } from './session-guard.ts';
import { parseTranslationFile, readTranslationFiles } from './translations-file.ts';
import { uploadBudget } from './upload-budget.ts';

export interface EditorApiOptions {
  /** The pages file to edit (absolute). */
  file: string;
  /** The folder pictures live in and are checked against (absolute; its images/ folder). */
  publicDir: string;
  root: string;
  /** The folder of the translation files hi.json and te.json (absolute). */
  translationsDir: string;
}

const PREFIX = '/__editor/api/';
const MAX_JSON = 10 * 1024 * 1024;
const JSON_TYPE = ['application/json'];
/** A picture is sent as its own type; a browser that does not know a file's type sends octet-stream. */
const PICTURE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/svg+xml',
  'application/octet-stream',
];

function send(res: ServerResponse, status: number, body: unknown) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

const readJson = (req: IncomingMessage) => {
  checkMediaType(req, JSON_TYPE, "The editor's request");
  return readBody(req, MAX_JSON, 'This request is larger than 10 MB, more than the pages and their translations.');
};

/**
 * Where an upload was kept, and that git does not know the file yet: `git commit -a` commits changed files
 * only, so without a `git add` the page would name a picture missing from the commit (#26).
 */
function newFileNote(options: EditorApiOptions, src: string): string {
  const inRoot = relative(options.root, resolve(options.publicDir, `.${src}`));
  // A pictures folder outside the project (EDITOR_PUBLIC_DIR) is named from its images/ folder on.
  const file = inRoot.startsWith('..') ? src.slice(1) : inRoot;
  return `Saved as ${file}, a new file: git commit -a leaves new files out, so add it when you commit (git add ${file}).`;
}

export function editorApiPlugin(options: EditorApiOptions): Plugin {
  const token = newSessionToken();
  const uploads = uploadBudget();
  const context = { publicDir: options.publicDir.endsWith('/') ? options.publicDir : `${options.publicDir}/` };
  const routes: Record<string, (req: IncomingMessage) => Promise<[number, unknown]>> = {
    'GET pages': async () => {
      const { text, hash } = readPages(options.file);
      let data: unknown;
      try {
        data = JSON.parse(text);
      } catch {
        return [
          422,
          {
            message: 'pages.json is not valid JSON now. Run npm run pages:check to find the line, fix it, then reload.',
          },
        ];
      }
      const files = readTranslationFiles(options.translationsDir).map((disk) => ({
        disk,
        data: parseTranslationFile(disk),
      }));
      const translations = Object.fromEntries(
        files.map(({ disk, data }) => [disk.language, { data, hash: disk.hash, name: disk.name }]),
      );
      const { problems } = checkContent(
        text,
        context,
        Object.fromEntries(files.map(({ disk, data }) => [disk.language, data])),
      );
      return [200, { data, hash, translations, problems }];
    },
    'GET status': async () => [
      200,
      {
        hash: readPages(options.file).hash,
        translationHashes: Object.fromEntries(
          readTranslationFiles(options.translationsDir).map((disk) => [disk.language, disk.hash]),
        ),
      },
    ],
    'GET catalogue': async () => [
      200,
      { blocks: blockKinds(options.root), site: siteSchema(), pictures: listPictures(options.publicDir) },
    ],
    'POST check': async (req) => {
      const { data, translations } = parseEditorRequest('check', await readJson(req));
      return [200, checkContent(writePages(data, readPages(options.file).text), context, translations)];
    },
    'POST save': async (req) => {
      const request = parseEditorRequest('save', await readJson(req));
      const outcome = savePages(options.file, request, context, options.translationsDir);
      return [outcome.status === 'saved' ? 200 : outcome.status === 'conflict' ? 409 : 422, outcome];
    },
    'POST pictures': async (req) => {
      checkMediaType(req, PICTURE_TYPES, 'A picture');
      uploads.take();
      const name = new URL(req.url ?? '', 'http://editor').searchParams.get('name') ?? '';
      const bytes = await readBody(req, MAX_PICTURE, TOO_LARGE);
      const src = await savePicture(options.publicDir, name, bytes);
      return [201, { src, pictures: listPictures(options.publicDir), note: newFileNote(options, src) }];
    },
    'POST pictures/delete': async (req) => {
      const { src } = parseEditorRequest('delete-picture', await readJson(req));
      deletePicture(options.publicDir, src, JSON.parse(readPages(options.file).text));
      return [200, { pictures: listPictures(options.publicDir) }];
    },
  };
  return {
    name: 'pages-editor-api',
    apply: 'serve',
    // The token reaches the editor page only: a page of another origin cannot read this HTML.
    transformIndexHtml(_html, { filename }) {
      if (filename !== resolve(options.root, 'editor/index.html')) return;
      return [{ tag: 'meta', attrs: { name: 'editor-token', content: token }, injectTo: 'head-prepend' }];
    },
    configureServer(server) {
      const scheme = server.config.server.https ? 'https' : 'http';
      server.middlewares.use(async (req, res, next) => {
        const path = req.url?.split('?')[0] ?? '';
        if (path === '/' || path === '/index.html') {
          res.statusCode = 302;
          res.setHeader('Location', '/editor/');
          res.end();
          return;
        }
        if (!path.startsWith(PREFIX)) return next();
        try {
          checkCaller(req, token, scheme);
          const route = routes[`${req.method} ${path.slice(PREFIX.length)}`];
          if (!route) return send(res, 404, { message: `No editor action ${req.method} ${path}.` });
          const [status, body] = await route(req);
          send(res, status, body);
        } catch (error) {
          if (error instanceof Refused || error instanceof PictureRefused)
            return send(res, error.status, { message: error.message });
          // The details (a file's full path, say) go to the terminal running the editor, not to the page.
          server.config.logger.error(`editor: ${(error as Error).stack ?? error}`);
          send(res, 500, { message: 'The editor could not do that; the terminal running npm run edit says why.' });
        }
      });
    },
  };
}
