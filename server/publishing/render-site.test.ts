// @vitest-environment node
// The release of a revision rendered with the BUILT renderer (issue #27). Needs a build (npm run build: dist/,
// or PUBLISH_TEST_BUILD=<a dist folder>); without one there is nothing to render with and the file is skipped.
// The repository's content renders to the same page bodies as the build's own prerender, at the same
// addresses, with the Hindi fonts; a changed heading and its Hindi are in the pages, which load the build's
// scripts for their address (all there in the release).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISHED, withServerContent } from '../../tests/helpers/server/published-content.ts';
import { withHomeHeading } from '../../tests/helpers/server/publishing-suite.ts';
import { readContentFolder } from './content-files.ts';
import { type Build, formPageRendererOf, loadBuild, renderRelease } from './render-site.ts';

const buildDir = path.resolve(process.env.PUBLISH_TEST_BUILD ?? 'dist');
const hasBuild = fs.existsSync(path.join(buildDir, 'server', 'entry-server.js'));
// The content the build was made from (a build of another checkout names its folder).
const repository = readContentFolder(process.env.PUBLISH_TEST_CONTENT ?? process.cwd());

const body = (html: string) => /<div id="root">([\s\S]*)<\/div>/.exec(html)?.[1] ?? '';
const scripts = (html: string) => [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);

describe.skipIf(!hasBuild)('a release rendered with the built renderer', () => {
  let build: Build;
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'render-site-'));
  const read = (release: string, file: string) => fs.readFileSync(path.join(base, release, 'client', file), 'utf8');

  beforeAll(async () => {
    const loaded = await loadBuild(buildDir);
    if (!loaded) throw new Error(`${buildDir} has no renderer publishing can use (entry-server.js exports)`);
    build = loaded;
  }, 120_000);
  afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

  it('renders the repository content to the pages the build prerendered, at every address', async () => {
    const started = performance.now();
    const result = await renderRelease(build, repository, path.join(base, 'same'));
    console.log(`Whole site: ${result.addresses} addresses in ${Math.round(performance.now() - started)} ms.`);
    const built = JSON.parse(fs.readFileSync(path.join(buildDir, 'client', '_routes.json'), 'utf8'));
    const ours = JSON.parse(read('same', '_routes.json'));
    expect(Object.keys(ours.routes).sort()).toEqual(Object.keys(built.routes).sort());
    expect(result.addresses).toBe(Object.keys(built.routes).length);
    for (const file of ['index.html', 'hi/index.html', 'te/history/index.html'])
      expect(body(read('same', file)), file).toBe(body(fs.readFileSync(path.join(buildDir, 'client', file), 'utf8')));
    // The Hindi pages keep the build's fonts.
    expect(read('same', 'hi/index.html')).toMatch(/<link rel="preload" as="font"[^>]*noto-sans-devanagari/);
    // The release is a build of its own (files, not links to the folder it came from): the next publish, or a
    // server started on it, renders with it.
    expect(fs.lstatSync(path.join(base, 'same', 'server', 'entry-server.js')).isFile()).toBe(true);
    const again = await loadBuild(path.join(base, 'same'));
    expect(again?.stamp).toBe(build.stamp);
  }, 240_000);

  it('a changed heading and its Hindi are in the pages, which load the scripts the build gave their address', async () => {
    const changed = withHomeHeading(repository, 'Compassion, put to work', 'करुणा, काम में');
    await renderRelease(build, changed, path.join(base, 'changed'));
    const home = read('changed', 'index.html');
    const hindi = read('changed', 'hi/index.html');
    expect(home).toContain('Compassion, put to work');
    expect(hindi).toContain('करुणा, काम में');
    // The scripts are the build's own for the address, and exist in the release.
    for (const [file, html] of [
      ['index.html', home],
      ['hi/index.html', hindi],
    ]) {
      expect(scripts(html)).toEqual(scripts(fs.readFileSync(path.join(buildDir, 'client', file), 'utf8')));
      for (const script of scripts(html))
        expect(fs.existsSync(path.join(base, 'changed', 'client', script)), script).toBe(true);
    }
  }, 240_000);

  it('one page changed: only its addresses are rendered again, the rest taken from the release served before', async () => {
    const started = performance.now();
    const changed = withHomeHeading(repository, 'Only the home page changed');
    const result = await renderRelease(build, changed, path.join(base, 'one'), {
      files: repository,
      dir: path.join(base, 'same'),
    });
    console.log(
      `One page changed: ${result.addresses} addresses, ${result.addresses - result.reused} rendered, in ${Math.round(performance.now() - started)} ms.`,
    );
    expect(result.addresses).toBe(78);
    // The home page and its two aliases in each language (the Hindi and Telugu of the old heading are stale
    // now, so those show the new English); every other address is reused.
    expect(result.addresses - result.reused).toBe(9);
    expect(read('one', 'index.html')).toContain('Only the home page changed');
    expect(read('same', 'index.html')).not.toContain('Only the home page changed');
    expect(read('one', 'hi/index.html')).toContain('Only the home page changed');
    expect(read('one', 'hi/history/index.html')).toBe(read('same', 'hi/history/index.html'));
    expect(fs.statSync(path.join(base, 'one', 'client', 'history', 'index.html')).ino).toBe(
      fs.statSync(path.join(base, 'same', 'client', 'history', 'index.html')).ino,
    );
  }, 240_000);

  it("a page the revision added is in its sitemap.xml, and the pages answered to plain posts show the revision's form", async () => {
    const changed = withServerContent(repository);
    await renderRelease(build, changed, path.join(base, 'added'));
    const sitemap = read('added', 'sitemap.xml');
    const site = JSON.parse(repository.pagesText).site.organisation.url as string;
    for (const language of ['', '/hi', '/te'])
      expect(sitemap).toContain(`<loc>${site}${language}${PUBLISHED.page}</loc>`);
    expect(read('same', 'sitemap.xml')).not.toContain(PUBLISHED.page);
    // Never the build's file (nor its compressed copies) linked: those would list the build's pages.
    expect(fs.existsSync(path.join(base, 'added', 'client', 'sitemap.xml.br'))).toBe(false);
    expect(read('added', 'manifest.webmanifest')).toContain(PUBLISHED.organisation);

    const draw = formPageRendererOf(build, changed);
    expect(draw, 'the build offers createFormPageRenderer').toBeDefined();
    const html = await draw!(`/hi${PUBLISHED.page}`, {
      template: build.template,
      preloads: [],
      state: { form: 'contact', status: 'error', values: { name: 'Asha' }, fieldErrors: { email: 'Enter an e-mail' } },
    });
    expect(html).toContain(PUBLISHED.formHeading);
    expect(html).toContain('Enter an e-mail');
    expect(html).toMatch(/<title>[^<]*(त्रुटि|Error)/);
  }, 240_000);
});
