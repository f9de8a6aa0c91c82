/**
 * The editor's dev-server middleware (`npm run edit` only; `apply: 'serve'`, so no build runs it).
 * It reads and writes one pages file and its translation files, checks content with the checker of `npm run pages:check` and
 * lists and adds pictures. It answers only under /__editor/api/, on the dev server's own address.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import type { PagesFile } from '../../src/shared/content/types.ts';
import { blockKinds } from './block-schemas.ts';
import { checkPagesText } from './field-problems.ts';
import { readPages, savePages, type SaveRequest } from './pages-file.ts';
import { writePages } from './pages-writer.ts';
import { listPictures, savePicture, UploadRefused } from './pictures.ts';
import { parseTranslationFile, readTranslationFiles } from './translations-file.ts';

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
const MAX_BODY = 20 * 1024 * 1024;

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) reject(new UploadRefused('This file is larger than 20 MB; make the picture smaller first.'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

export function editorApiPlugin(options: EditorApiOptions): Plugin {
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
      const translations = Object.fromEntries(
        readTranslationFiles(options.translationsDir).map((disk) => [
          disk.language,
          { data: parseTranslationFile(disk), hash: disk.hash, name: disk.name },
        ]),
      );
      return [200, { data, hash, translations, problems: checkPagesText(text, context) }];
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
    'GET catalogue': async () => [200, { blocks: blockKinds(options.root), pictures: listPictures(options.publicDir) }],
    'POST check': async (req) => {
      const { data } = JSON.parse((await readBody(req)).toString('utf8')) as { data: PagesFile };
      return [200, { problems: checkPagesText(writePages(data, readPages(options.file).text), context) }];
    },
    'POST save': async (req) => {
      const request = JSON.parse((await readBody(req)).toString('utf8')) as SaveRequest;
      const outcome = savePages(options.file, request, context, options.translationsDir);
      return [outcome.status === 'saved' ? 200 : outcome.status === 'conflict' ? 409 : 422, outcome];
    },
    'POST pictures': async (req) => {
      const name = new URL(req.url ?? '', 'http://editor').searchParams.get('name') ?? '';
      const src = savePicture(options.publicDir, name, await readBody(req));
      return [201, { src, pictures: listPictures(options.publicDir) }];
    },
  };
  return {
    name: 'pages-editor-api',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const path = req.url?.split('?')[0] ?? '';
        if (path === '/' || path === '/index.html') {
          res.statusCode = 302;
          res.setHeader('Location', '/editor/');
          res.end();
          return;
        }
        if (!path.startsWith(PREFIX)) return next();
        const route = routes[`${req.method} ${path.slice(PREFIX.length)}`];
        if (!route) return send(res, 404, { message: `No editor action ${req.method} ${path}.` });
        try {
          const [status, body] = await route(req);
          send(res, status, body);
        } catch (error) {
          if (error instanceof UploadRefused) return send(res, 400, { message: error.message });
          server.config.logger.error(`editor: ${(error as Error).stack ?? error}`);
          send(res, 500, { message: `The editor could not do that: ${(error as Error).message}` });
        }
      });
    },
  };
}
