// @vitest-environment node
// Deleting a picture no page uses, from the editor (#26), through the dev server's guard (#22): only the
// editor's own page may (its token, its origin, a JSON body), only a picture of public/images, never one a
// saved page still shows; and an upload says where it was kept and that git does not know it yet.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EditorDevServer, startEditorDevServer } from './helpers/editor-dev-server.ts';

let editor: EditorDevServer;
let token: string;
beforeAll(async () => {
  editor = await startEditorDevServer();
  token = await editor.token();
}, 60_000);
afterAll(() => editor?.close());

const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"/>';
const post = (path: string, body: string, headers: Record<string, string>) =>
  fetch(`${editor.base}/__editor/api/${path}`, { method: 'POST', body, headers });
const asThePage = (type = 'application/json') => ({
  'Content-Type': type,
  Origin: editor.base,
  'X-Editor-Token': token,
});
const remove = (src: string, headers: Record<string, string> = asThePage()) =>
  post('pictures/delete', JSON.stringify({ src }), headers);
const picture = (name: string) => join(editor.publicDir, 'images', name);

describe("the editor's picture deletion", () => {
  it('is refused to another site, without the token and as text/plain; the picture stays', async () => {
    writeFileSync(picture('left-over.svg'), svg);
    const crossSite = await remove('/images/left-over.svg', {
      'Content-Type': 'text/plain',
      Origin: 'http://attacker.example',
    });
    expect(crossSite.status).toBe(403);
    const { 'X-Editor-Token': _, ...withoutToken } = asThePage();
    expect((await remove('/images/left-over.svg', withoutToken)).status).toBe(403);
    expect((await remove('/images/left-over.svg', asThePage('text/plain'))).status).toBe(415);
    expect(existsSync(picture('left-over.svg'))).toBe(true);
  });

  it('deletes a picture no page uses and answers the pictures left', async () => {
    const answer = await remove('/images/left-over.svg');
    expect(answer.status).toBe(200);
    const { pictures } = (await answer.json()) as { pictures: string[] };
    expect(existsSync(picture('left-over.svg'))).toBe(false);
    expect(pictures).not.toContain('/images/left-over.svg');
    expect(pictures).toContain('/images/home-hero.svg');
  });

  it('deletes a picture added by hand under a name no upload gives, which the checker offers to delete', async () => {
    // pages:check warns of every unused picture in public/images and offers its Delete button for each.
    for (const name of ['Team Photo.JPG', 'old banner.svg']) {
      writeFileSync(picture(name), svg);
      const answer = await remove(`/images/${name}`);
      expect(answer.status).toBe(200);
      expect(existsSync(picture(name))).toBe(false);
    }
  });

  it('refuses a picture a saved page shows, one that is not there, and anything outside public/images', async () => {
    const used = await remove('/images/home-hero.svg');
    expect(used.status).toBe(409);
    expect((await used.json()).message).toMatch(/A page still shows \/images\/home-hero\.svg/);
    expect(existsSync(picture('home-hero.svg'))).toBe(true);
    expect((await remove('/images/never-there.svg')).status).toBe(404);
    const before = readFileSync(editor.file, 'utf8');
    for (const src of ['/images/../../pages.json', '/../pages.json', '/images/x.json', 'images/home-hero.svg'])
      expect((await remove(src)).status).toBe(400);
    expect(readFileSync(editor.file, 'utf8')).toBe(before);
    expect((await post('pictures/delete', JSON.stringify({ src: 1 }), asThePage())).status).toBe(400);
  });
});

describe("the editor's picture upload", () => {
  it('says where the picture was kept, and that git commit -a leaves a new file out', async () => {
    const answer = await post('pictures?name=School Visit.svg', svg, asThePage('image/svg+xml'));
    expect(answer.status).toBe(201);
    const { src, note } = (await answer.json()) as { src: string; note: string };
    expect(src).toBe('/images/school-visit.svg');
    expect(note).toMatch(/^Saved as .*school-visit\.svg, a new file: git commit -a leaves new files out/);
    expect(note).not.toContain(editor.dir);
  });
});
