// @vitest-environment node
// What the staff area's pictures may cost the server, through the API as the staff app calls it, with small
// limits set as an operator would (PICTURE_MAX_MEGAPIXELS=1, PICTURES_QUOTA_MB=1): a picture over the pixel
// limit gets a 413 saying its size and what to do, and stores nothing (an SVG counts by the copies drawn of
// it); pictures sent at once are decoded one at a time while the server goes on answering; the uploaded
// pictures together stay under the quota: an upload that would pass it gets a 507 saying what is used and what
// to do, and stores nothing, and uploads sent at once never pass it together.
import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tooManyPixels } from '../../content/pictures/upload-rules.ts';
import { PUBLISHING_API } from '../../schema/api/publishing.ts';
import { headingRenderer, testSiteFolders } from '../../tests/helpers/server/publishing-suite.ts';
import { call, type StaffClient, signIn, staffSuite } from '../../tests/helpers/server/staff-suite.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';
import { readContentFolder } from './content-files.ts';
import { PICTURE_MESSAGES } from './picture-routes.ts';

const repository = readContentFolder(process.cwd());
vi.setConfig({ testTimeout: 120_000 });

const png = (width: number, height: number, background = '#c0603a') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** An SVG `width` x `height` of about `bytes` bytes (one long path). */
function svg(width: number, height: number, bytes = 0): Buffer {
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><path d="M0 0`;
  const close = '"/></svg>';
  const steps = Math.max(0, Math.ceil((bytes - open.length - close.length) / 4));
  return Buffer.from(`${open}${'L1 1'.repeat(steps)}${close}`);
}

describe.each(engines)('the limits on pictures uploaded from the staff area on $name', (engine) => {
  // Read when the app registers its routes, as from the environment of a server.
  beforeAll(() => {
    vi.stubEnv('PICTURE_MAX_MEGAPIXELS', '1');
    vi.stubEnv('PICTURES_QUOTA_MB', '1');
  });
  const folders = testSiteFolders('picture-limits', repository);
  const suite = staffSuite(engine, 'picture-limits', {
    config: { siteDir: folders.siteDir },
    app: { publishing: { renderer: headingRenderer, root: folders.root, pollSeconds: 0 } },
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    fs.rmSync(folders.base, { recursive: true, force: true });
  });

  const upload = (client: StaffClient, name: string, bytes: Buffer) =>
    call(suite.app, 'POST', PUBLISHING_API.pictures, { client, body: { name, data: bytes.toString('base64') } });
  const stored = async () =>
    (await suite.app.database.query<{ src: string }>('SELECT src FROM content_pictures ORDER BY src')).rows.map(
      (row) => row.src,
    );
  /** The bytes the uploaded pictures and their copies take. */
  const used = async () =>
    Number(
      (
        await suite.app.database.query<{ n: number }>(
          `SELECT ((SELECT coalesce(sum(octet_length(bytes)), 0) FROM content_pictures)
                 + (SELECT coalesce(sum(octet_length(bytes)), 0) FROM content_picture_copies))::float8 AS n`,
        )
      ).rows[0].n,
    );
  const QUOTA = 1024 * 1024;

  it('a picture over the pixel limit gets a 413 saying its size and what to do, and stores nothing', async () => {
    const editor = await signIn(suite.app, 'editor');
    const refused = await upload(editor, 'wide.png', await png(1100, 1000));
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toBe(
      'This picture is 1,100 x 1,000 pixels (1.1 megapixels); the site takes pictures up to 1 megapixel. Make it smaller, for example 1,000 pixels wide, and upload it again.',
    );
    // An SVG is drawn at the width of its largest copy (1600 px): that is what counts.
    const drawing = await upload(editor, 'drawing.svg', svg(2000, 1000));
    expect(drawing.statusCode).toBe(413);
    expect(drawing.json().message).toBe(tooManyPixels(1600, 800, 1));
    expect(await stored()).toEqual([]);
    // At the limit it is taken; an SVG too narrow for copies is never drawn by the server, whatever its height.
    expect((await upload(editor, 'square.png', await png(1000, 1000))).statusCode).toBe(201);
    expect((await upload(editor, 'banner.svg', svg(400, 4000))).statusCode).toBe(201);
    expect(await stored()).toEqual(['/images/banner.svg', '/images/square.png']);
  });

  it('four pictures sent at once are decoded one at a time, and the server answers meanwhile', async () => {
    const editor = await signIn(suite.app, 'editor');
    const pictures = await Promise.all(['#204080', '#408020', '#802040', '#808080'].map((c) => png(1000, 900, c)));
    // Every copy is encoded by a sharp pipeline's toBuffer: how many run at once is how many decode at once.
    const toBuffer = sharp.prototype.toBuffer;
    let inFlight = 0;
    let mostInFlight = 0;
    const spy = vi.spyOn(sharp.prototype, 'toBuffer').mockImplementation(function (this: Sharp, ...args) {
      inFlight++;
      mostInFlight = Math.max(mostInFlight, inFlight);
      const done = () => inFlight--;
      const result = (toBuffer as (...a: unknown[]) => Promise<Buffer>).apply(this, args);
      result.then(done, done);
      return result as never;
    });
    const loop = monitorEventLoopDelay({ resolution: 10 });
    let running = true;
    const health: number[] = [];
    const probing = (async () => {
      while (running) {
        const started = performance.now();
        expect((await suite.app.inject({ url: '/api/health' })).statusCode).toBe(200);
        health.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    loop.enable();
    const started = performance.now();
    try {
      const answers = await Promise.all(pictures.map((bytes, n) => upload(editor, `at-once-${n}.png`, bytes)));
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
      // 480, 960 and its own 1000 px, each as AVIF and WebP, for each of the four.
      expect(answers.map((answer) => answer.json().data.copies)).toEqual([6, 6, 6, 6]);
    } finally {
      running = false;
      await probing;
      loop.disable();
      spy.mockRestore();
    }
    console.log(
      `[${engine.name}] four 1000x900 PNGs at once: ${Math.round(performance.now() - started)} ms; ${mostInFlight} copy encoded at once at most; /api/health answered ${health.length} times meanwhile, slowest ${Math.round(Math.max(...health))} ms; event loop delay at most ${Math.round(loop.max / 1e6)} ms`,
    );
    expect(mostInFlight).toBe(1);
  });

  it('an upload that would pass the quota gets a 507 saying what is used and what to do, and stores nothing', async () => {
    const editor = await signIn(suite.app, 'editor');
    const room = QUOTA - (await used());
    const part = svg(100, 100, Math.ceil(room * 0.4));
    expect((await upload(editor, 'part-1.svg', part)).statusCode).toBe(201);
    expect((await upload(editor, 'part-2.svg', part)).statusCode).toBe(201);
    const before = await stored();
    const usedNow = await used();
    const refused = await upload(editor, 'part-3.svg', part);
    expect(refused.statusCode).toBe(507);
    expect(refused.json().message).toBe(PICTURE_MESSAGES.quotaFull(usedNow, part.length, 1));
    expect(refused.json().message).toMatch(
      /^There is no room for this picture: the pictures uploaded here take 0\.\d MB of the 1 MB the site keeps for them, and this one needs 0\.4 MB\. Delete pictures no page uses/,
    );
    // A picture whose copies are what would pass the quota is refused too, once they are made.
    const left = QUOTA - usedNow;
    const noisy = await sharp(Buffer.from(Array.from({ length: 600 * 400 * 3 }, (_, i) => (i * 7919) % 251)), {
      raw: { width: 600, height: 400, channels: 3 },
    })
      .png()
      .toBuffer();
    expect(noisy.length).toBeLessThan(left);
    const withCopies = await upload(editor, 'noisy.png', noisy);
    expect(withCopies.statusCode).toBe(507);
    expect(withCopies.json().message).toMatch(/and this one needs 0\.\d MB\./);
    expect(await stored()).toEqual(before);
    expect(await used()).toBe(usedNow);

    // Once a picture no page uses is deleted, there is room again.
    const deleted = await call(suite.app, 'POST', PUBLISHING_API.deletePicture, {
      client: editor,
      body: { src: '/images/part-2.svg' },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await upload(editor, 'part-3.svg', part)).statusCode).toBe(201);
  });

  it('two uploads at once that each fit but not together: one is stored, the other gets a 507', async () => {
    const editor = await signIn(suite.app, 'editor');
    const before = await stored();
    const room = QUOTA - (await used());
    const part = svg(100, 100, Math.ceil(room * 0.6));
    const answers = await Promise.all([upload(editor, 'left.svg', part), upload(editor, 'right.svg', part)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 507]);
    expect((await stored()).length).toBe(before.length + 1);
    expect(await used()).toBeLessThanOrEqual(QUOTA);
  });
});
