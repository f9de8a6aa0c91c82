// @vitest-environment node
// The editor's dev server serves what the editor's pages load and nothing else of the repository (#22): not
// data/ (form submissions, the admin token's lock file), not dot files, not node_modules, not package.json;
// and it answers no other origin, localhost pages included.
import { existsSync, mkdirSync, readdirSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EditorDevServer, startEditorDevServer } from './helpers/editor-dev-server.ts';

const repo = resolve('.');
// data/ is where the server keeps submissions by default (DATA_DIR=./data): a file there must never be served.
const madeDataDir = !existsSync('data');
const secret = `editor-test-${randomBytes(6).toString('hex')}`;
const dataFile = `data/${secret}.eml`;
let editor: EditorDevServer;
beforeAll(async () => {
  mkdirSync('data', { recursive: true });
  writeFileSync(dataFile, `From: someone@example.org\n\n${secret}\n`);
  editor = await startEditorDevServer();
}, 60_000);
afterAll(async () => {
  await editor?.close();
  rmSync(dataFile, { force: true });
  // Left when the server (or another test) wrote to it meanwhile.
  if (madeDataDir && readdirSync('data').length === 0) rmdirSync('data');
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(editor.base + path, { headers });

describe('what the editor serves', () => {
  it.each([
    `/${dataFile}`,
    `/@fs${repo}/${dataFile}`,
    '/.git/config',
    '/.gitignore',
    '/package.json',
    `/@fs${repo}/package.json`,
    '/server/README.md',
    '/node_modules/vite/package.json',
    '/node_modules/.package-lock.json',
    '/@fs/etc/passwd',
    '/__open-in-editor?file=package.json',
    '/editor/%2e%2e/package.json',
  ])('does not serve %s', async (path) => {
    const answer = await get(path);
    const text = await answer.text();
    expect(answer.status).toBe(404);
    expect(text).not.toContain(secret);
    expect(text).not.toContain(repo);
  });

  it.each([
    '/editor/',
    '/editor/preview.html',
    '/editor/app/main.tsx',
    '/schema/api/languages.ts',
    '/content/translations/pointer.ts',
    '/@vite/client',
    '/@react-refresh',
    '/images/home-hero.svg',
    '/favicon.svg',
    '/node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2',
  ])('serves %s, which the editor loads', async (path) => {
    expect((await get(path)).status).toBe(200);
  });

  it('answers no other host name, so a DNS name rebound to 127.0.0.1 reaches nothing', async () => {
    const { port } = new URL(editor.base);
    const status = await new Promise<number | undefined>((done, fail) =>
      request(
        { host: '127.0.0.1', port, path: '/editor/', headers: { Host: `attacker.example:${port}` } },
        (answer) => {
          answer.resume();
          done(answer.statusCode);
        },
      )
        .on('error', fail)
        .end(),
    );
    expect(status).toBe(403);
  });

  it('gives no other origin leave to read it, a localhost page included', async () => {
    for (const origin of ['http://localhost:3000', 'http://attacker.example']) {
      const answer = await get('/editor/app/main.tsx', { Origin: origin });
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      const preflight = await fetch(`${editor.base}/__editor/api/save`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'x-editor-token',
        },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    }
  });
});
