// @vitest-environment node
// An uploaded picture in a release rendered with the BUILT renderer: the page shows it at /images/<name>
// with the width, height and AVIF/WebP srcset of its copies, as a repository picture is shown, and the release
// holds the picture and every copy. Needs a build (npm run build: dist/, or PUBLISH_TEST_BUILD=<a dist folder>).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { missingBuildFiles } from '../../tests/helpers/built-site.ts';
import { readContentFolder } from './content-files.ts';
import { preparePicture } from './picture-upload.ts';
import type { StoredPicture } from './pictures-store.ts';
import { withUploadedFacts, writeReleasePictures } from './release-pictures.ts';
import { loadBuild } from '../site/render/build.ts';
import { renderRelease } from './render-release.ts';

const buildDir = path.resolve(process.env.PUBLISH_TEST_BUILD ?? 'dist');
const hasBuild = missingBuildFiles(buildDir, ['server/entry-server.js']).length === 0;
const repository = readContentFolder(process.env.PUBLISH_TEST_CONTENT ?? process.cwd());

describe.skipIf(!hasBuild)('an uploaded picture in a release rendered with the built renderer', () => {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'release-pictures-'));
  afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

  it('is in the page with its size and srcset, and its files are in the release', async () => {
    const build = await loadBuild(buildDir);
    if (!build) throw new Error(`${buildDir} has no renderer publishing can use`);
    const bytes = await sharp({ create: { width: 1000, height: 600, channels: 3, background: '#2a6f4e' } })
      .jpeg()
      .toBuffer();
    const prepared = await preparePicture('/images/village-well.jpg', bytes);
    const picture: StoredPicture = {
      id: 1,
      src: prepared.src,
      facts: prepared.facts,
      files: [{ file: prepared.src, bytes }, ...prepared.copies],
    };
    const files = {
      ...repository,
      pagesText: repository.pagesText.replace('"/images/home-hero.svg"', `"${picture.src}"`),
    };
    const dir = path.join(base, 'release');
    const facts = withUploadedFacts(build.pictureFacts, [picture]);
    await renderRelease({ ...build, pictureFacts: facts }, files, dir);
    writeReleasePictures(path.join(dir, 'client'), [picture]);

    const home = fs.readFileSync(path.join(dir, 'client', 'index.html'), 'utf8');
    const variants = prepared.facts.variants!;
    expect(variants.widths).toEqual([480, 960, 1000]);
    expect(home).toContain('src="/images/village-well.jpg"');
    expect(home).toContain(`${variants.path}-960.avif 960w`);
    expect(home).toMatch(/width="1000" height="600"/);
    for (const { file } of picture.files) expect(fs.existsSync(path.join(dir, 'client', file)), file).toBe(true);
    // The build's own files were linked, not written into: its copy of a repository picture is untouched.
    expect(fs.existsSync(path.join(build.dir, 'client', 'images', 'village-well.jpg'))).toBe(false);
  });
});
