// @vitest-environment node
// Pictures uploaded from the section editor in the staff area, through the API as the staff app calls it:
// an editor's PNG or JPEG gets the build's AVIF/WebP copies, is listed in the picker, is in the audit trail, and
// once a published page shows it a visitor gets it (and its copies) at /images/<name> like a repository picture;
// a coordinator, another site and a request without the CSRF token are refused; a wrong format, a file too
// large, a name taken get a plain 4xx message and nothing is stored; a picture in use cannot be deleted; the
// export writes it where the repository keeps pictures.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { MAX_PICTURE, TOO_LARGE } from '../../content/pictures/upload-rules.ts';
import { PUBLISHING_API } from '../../schema/api/publishing.ts';
import { headingRenderer, testSiteFolders } from '../../tests/helpers/server/publishing-suite.ts';
import { call, signIn, type StaffClient, staffSuite } from '../../tests/helpers/server/staff-suite.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';
import { exportPublished } from './content-commands.ts';
import { readContentFolder, writePictureFiles } from './content-files.ts';
import { PICTURE_MESSAGES } from './picture-routes.ts';

const repository = readContentFolder(process.cwd());
vi.setConfig({ testTimeout: 120_000 });

/**
 * A PNG whose header says `width` x `height` (its CRC made right) around one pixel's data: what sharp reads
 * without decoding; decoding it fails, so a refusal naming its size came from the header alone.
 */
async function pngHeaderSaying(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  // The IHDR chunk's CRC covers its type and data (bytes 12 to 28) and follows them.
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
  return png;
}

const photo = (format: 'png' | 'jpeg', width: number) =>
  sharp({ create: { width, height: Math.round(width / 1.5), channels: 3, background: '#c0603a' } })
    [format]()
    .toBuffer();

describe.each(engines)('pictures uploaded from the staff area on $name', (engine) => {
  const folders = testSiteFolders('pictures', repository);
  const suite = staffSuite(engine, 'pictures', {
    config: { siteDir: folders.siteDir },
    app: { publishing: { renderer: headingRenderer, root: folders.root, pollSeconds: 0 } },
  });
  afterAll(() => fs.rmSync(folders.base, { recursive: true, force: true }));

  const upload = (client: StaffClient, name: string, bytes: Buffer, options: { origin?: string; csrf?: null } = {}) =>
    call(suite.app, 'POST', PUBLISHING_API.pictures, {
      client,
      body: { name, data: bytes.toString('base64') },
      ...options,
    });
  const listed = async (client: StaffClient): Promise<string[]> =>
    (await call(suite.app, 'GET', PUBLISHING_API.pictures, { client })).json().data.pictures;
  const stored = async () =>
    (await suite.app.database.query<{ src: string }>('SELECT src FROM content_pictures ORDER BY src')).rows.map(
      (row) => row.src,
    );
  const visitorGets = (url: string) => suite.app.inject({ url, headers: { host: 'site.example' } });
  let png: Buffer;

  it("an editor's PNG and JPEG get the build's AVIF and WebP copies, are listed and are in the audit trail", async () => {
    const editor = await signIn(suite.app, 'editor');
    png = await photo('png', 1200);
    const answer = await upload(editor, 'Village Well.PNG', png);
    expect(answer.statusCode).toBe(201);
    const data = answer.json().data;
    expect(data.src).toBe('/images/village-well.png');
    // 480, 960 and its own 1200 px, each as AVIF and WebP
    expect(data.copies).toBe(6);
    expect(data.pictures).toContain('/images/village-well.png');
    expect(data.pictures).toContain('/images/home-hero.svg');

    const jpeg = await upload(editor, 'clinic.jpg', await photo('jpeg', 300));
    expect(jpeg.statusCode).toBe(201);
    expect(jpeg.json().data.copies).toBe(2);

    expect(await listed(editor)).toEqual(expect.arrayContaining(['/images/village-well.png', '/images/clinic.jpg']));
    const catalogue = await call(suite.app, 'GET', PUBLISHING_API.catalogue, { client: editor });
    expect(catalogue.json().data.pictures).toContain('/images/clinic.jpg');
    // The uploaded ones named apart (the picker offers to delete only those), never a repository picture.
    expect(catalogue.json().data.uploaded).toEqual(['/images/clinic.jpg', '/images/village-well.png']);
    // Before any page shows it, the editor's thumbnail and previews get it; a visitor does not.
    const staffSees = await suite.app.inject({
      url: '/images/clinic.jpg',
      headers: { host: 'site.example', cookie: editor.cookie },
    });
    expect(staffSees.statusCode).toBe(200);
    expect(staffSees.headers['content-type']).toBe('image/jpeg');
    expect(staffSees.headers['cache-control']).toBe('private, no-store');
    expect((await visitorGets('/images/clinic.jpg')).statusCode).toBe(404);
    const { rows } = await suite.app.database.query<{ actor_id: number; n: number }>(
      `SELECT actor_id::int, count(*)::int AS n FROM staff_audit WHERE action = 'picture-uploaded' GROUP BY actor_id`,
    );
    expect(rows).toEqual([{ actor_id: editor.member.id, n: 2 }]);
  });

  it('a coordinator (403), another site (403) and a request without the CSRF token (403) store nothing', async () => {
    const before = await stored();
    const coordinator = await signIn(suite.app, 'coordinator');
    const small = await photo('png', 100);
    expect((await upload(coordinator, 'a.png', small)).statusCode).toBe(403);
    expect((await call(suite.app, 'GET', PUBLISHING_API.pictures, { client: coordinator })).statusCode).toBe(403);
    const editor = await signIn(suite.app, 'editor');
    const crossSite = await upload(editor, 'b.png', small, { origin: 'https://evil.example' });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().message).toMatch(/must come from the staff pages/);
    const noToken = await upload(editor, 'c.png', small, { csrf: null });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().message).toMatch(/security token/);
    expect(await stored()).toEqual(before);
  });

  it('a wrong format, a file too large and a name taken get a plain 4xx message and store nothing', async () => {
    const before = await stored();
    const editor = await signIn(suite.app, 'editor');
    const text = await upload(editor, 'notes.txt', Buffer.from('hello'));
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toMatch(/"notes\.txt" is not a picture format the site can show/);
    const disguised = await upload(editor, 'photo.png', await photo('jpeg', 200));
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().message).toMatch(/is not a PNG picture inside/);
    const huge = await upload(editor, 'huge.png', Buffer.alloc(MAX_PICTURE + 1));
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe(TOO_LARGE);
    const again = await upload(editor, 'village-well.png', await photo('png', 200));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PICTURE_MESSAGES.taken('/images/village-well.png'));
    const repositoryName = await upload(
      editor,
      'home-hero.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    );
    expect(repositoryName.statusCode).toBe(409);
    expect(await stored()).toEqual(before);
  });

  it('an SVG holding more than a picture (an XHTML redirect, a link out, an @import) gets a 400 and stores nothing', async () => {
    const before = await stored();
    const editor = await signIn(suite.app, 'editor');
    const svg = (inside: string) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${inside}</svg>`);
    for (const [inside, reason] of [
      [
        '<h:meta xmlns:h="http://www.w3.org/1999/xhtml" http-equiv="refresh" content="0;url=https://evil.example"/>',
        /contains parts that are not pictures \(an element from another language of the web: h:meta\)/,
      ],
      ['<use href="https://evil.example/sprite.svg#icon"/>', /a link to another address/],
      ['<style>@import "https://evil.example/x.css";</style>', /@import/],
    ] as const) {
      const refused = await upload(editor, 'logo.svg', svg(inside));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(reason);
      expect(refused.json().message).toMatch(/Export it again as a plain SVG, or upload a PNG or JPEG\.$/);
    }
    expect(await stored()).toEqual(before);
    expect(await listed(editor)).not.toContain('/images/logo.svg');
  });

  it('a published page showing it serves it and its copies to visitors; it cannot be deleted while used', async () => {
    const editor = await signIn(suite.app, 'editor');
    const content = (await call(suite.app, 'GET', PUBLISHING_API.content, { client: editor })).json().data;
    const pages = content.draft.content.pages.replace('"/images/home-hero.svg"', '"/images/village-well.png"');
    const saved = await call(suite.app, 'POST', PUBLISHING_API.drafts, {
      client: editor,
      body: { baseRevision: content.draft.id, pages },
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().data.check.errors).toBe(0);
    const usedByDraft = await call(suite.app, 'POST', PUBLISHING_API.deletePicture, {
      client: editor,
      body: { src: '/images/village-well.png' },
    });
    expect(usedByDraft.statusCode).toBe(409);
    expect(usedByDraft.json().message).toMatch(/the draft shows it/);

    const published = await call(suite.app, 'POST', PUBLISHING_API.publish, {
      client: editor,
      body: { revision: saved.json().data.revision.id, note: 'A new picture' },
    });
    expect(published.statusCode).toBe(200);
    const original = await visitorGets('/images/village-well.png');
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.rawPayload.equals(png)).toBe(true);
    const { rows } = await suite.app.database.query<{ file: string }>(
      'SELECT file FROM content_picture_copies ORDER BY file',
    );
    const copy = rows.find((row) => row.file.endsWith('-960.avif'))!.file;
    expect(copy).toMatch(/^\/assets\/img\/village-well-[0-9a-f]{8}-960\.avif$/);
    const variant = await visitorGets(copy);
    expect(variant.statusCode).toBe(200);
    expect((await sharp(variant.rawPayload).metadata()).width).toBe(960);

    const usedByBoth = await call(suite.app, 'POST', PUBLISHING_API.deletePicture, {
      client: editor,
      body: { src: '/images/village-well.png' },
    });
    expect(usedByBoth.statusCode).toBe(409);
    expect(usedByBoth.json().message).toMatch(/the published site and the draft show it/);
    expect(await listed(editor)).toContain('/images/village-well.png');
  });

  it('a name or an address that climbs out of the pictures folder stays inside it or names nothing', async () => {
    const editor = await signIn(suite.app, 'editor');
    // A name with folders in it becomes a plain file name in /images.
    const climbing = await upload(editor, '../../package.png', await photo('png', 300));
    expect(climbing.statusCode).toBe(201);
    expect(climbing.json().data.src).toBe('/images/package.png');
    // Deleting by an address that climbs out names no uploaded picture: 404, nothing touched.
    for (const src of ['/images/../../package.json', '/images/%2e%2e/package.json', '../package.json']) {
      const refused = await call(suite.app, 'POST', PUBLISHING_API.deletePicture, { client: editor, body: { src } });
      expect(refused.statusCode).toBe(404);
    }
    expect(fs.existsSync(path.join(process.cwd(), 'package.json'))).toBe(true);
    const gone = await call(suite.app, 'POST', PUBLISHING_API.deletePicture, {
      client: editor,
      body: { src: '/images/package.png' },
    });
    expect(gone.statusCode).toBe(200);
  });

  it('a delete by a coordinator (403), from another site (403) or without the CSRF token (403) erases nothing', async () => {
    const before = await stored();
    expect(before).toContain('/images/clinic.jpg');
    const body = { src: '/images/clinic.jpg' };
    const coordinator = await signIn(suite.app, 'coordinator');
    const editor = await signIn(suite.app, 'editor');
    for (const options of [
      { client: coordinator },
      { client: editor, origin: 'https://evil.example' },
      { client: editor, csrf: null },
    ]) {
      const refused = await call(suite.app, 'POST', PUBLISHING_API.deletePicture, { ...options, body });
      expect(refused.statusCode).toBe(403);
    }
    expect(await stored()).toEqual(before);
  });

  it('deletes a picture no revision shows, and never one of the repository', async () => {
    const editor = await signIn(suite.app, 'editor');
    const gone = await call(suite.app, 'POST', PUBLISHING_API.deletePicture, {
      client: editor,
      body: { src: '/images/clinic.jpg' },
    });
    expect(gone.statusCode).toBe(200);
    expect(gone.json().data.pictures).not.toContain('/images/clinic.jpg');
    expect(gone.json().data.uploaded).toEqual(['/images/village-well.png']);
    expect(await stored()).toEqual(['/images/village-well.png']);
    // Its copies went with it: only the other picture's six are left.
    const copies = await suite.app.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM content_picture_copies',
    );
    expect(copies.rows[0].n).toBe(6);
    const repositoryPicture = await call(suite.app, 'POST', PUBLISHING_API.deletePicture, {
      client: editor,
      body: { src: '/images/home-hero.svg' },
    });
    expect(repositoryPicture.statusCode).toBe(404);
    expect(fs.existsSync(path.join(process.cwd(), 'public/images/home-hero.svg'))).toBe(true);
  });

  it('a picture over 40 megapixels (a PNG under 1 MB can be 16,383 x 16,383) gets a 413 from its header and stores nothing', async () => {
    const before = await stored();
    const editor = await signIn(suite.app, 'editor');
    const huge = await pngHeaderSaying(16383, 16383);
    expect(await sharp(huge).metadata()).toMatchObject({ format: 'png', width: 16383, height: 16383 });
    const refused = await upload(editor, 'poster.png', huge);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toBe(
      'This picture is 16,383 x 16,383 pixels (268 megapixels); the site takes pictures up to 40 megapixels. Make it smaller, for example 4,000 pixels wide, and upload it again.',
    );
    // Larger than sharp's own limit: still its size, not "not a PNG picture inside".
    const larger = await upload(editor, 'poster.png', await pngHeaderSaying(20000, 15000));
    expect(larger.statusCode).toBe(413);
    expect(larger.json().message).toMatch(/^This picture is 20,000 x 15,000 pixels \(300 megapixels\)/);
    expect(await stored()).toEqual(before);
    expect(await listed(editor)).not.toContain('/images/poster.png');
  });

  it('data that is not base64 (another alphabet, a space, padding wrong, no bytes) gets a 400 and stores nothing', async () => {
    const before = await stored();
    const editor = await signIn(suite.app, 'editor');
    const data = (await photo('png', 100)).toString('base64');
    expect(data).toMatch(/[+/]/);
    const urlAlphabet = data.replace(/\+/g, '-').replace(/\//g, '_');
    for (const broken of [
      urlAlphabet,
      `${data.slice(0, 40)} ${data.slice(40)}`,
      `${data.replace(/=+$/, '')}===`,
      '====',
    ]) {
      const refused = await call(suite.app, 'POST', PUBLISHING_API.pictures, {
        client: editor,
        body: { name: 'broken.png', data: broken },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(PICTURE_MESSAGES.notBase64);
    }
    // Without its padding it is still whole.
    const unpadded = await call(suite.app, 'POST', PUBLISHING_API.pictures, {
      client: editor,
      body: { name: 'unpadded.png', data: data.replace(/=+$/, '') },
    });
    expect(unpadded.statusCode).toBe(201);
    await call(suite.app, 'POST', PUBLISHING_API.deletePicture, {
      client: editor,
      body: { src: '/images/unpadded.png' },
    });
    expect(await stored()).toEqual(before);
  });

  it('the export writes the uploaded pictures the published revision shows into public/images', async () => {
    const exported = await exportPublished(suite.app.database);
    expect(exported.pictures.map((picture) => picture.src)).toEqual(['/images/village-well.png']);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pictures-export-'));
    try {
      expect(writePictureFiles(dir, exported.pictures)).toEqual([path.join(dir, 'public/images/village-well.png')]);
      expect(fs.readFileSync(path.join(dir, 'public/images/village-well.png')).equals(png)).toBe(true);
      // Written again with the same bytes: left as it is.
      expect(writePictureFiles(dir, exported.pictures)).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
