// @vitest-environment node
// The release of a revision rendered with the BUILT renderer. Needs a build (npm run build: dist/,
// or PUBLISH_TEST_BUILD=<a dist folder>); without one there is nothing to render with and the file is skipped.
// The repository's content renders to the same page bodies as the build's own prerender, at the same
// addresses, with the Hindi fonts; a changed heading and its Hindi are in the pages, which load the build's
// scripts for their address (all there in the release). A Hindi character the build's font cut lacks gets a
// file of its own, named on the Hindi pages (release-fonts.test.ts checks the file's glyph and serving).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingBuildFiles } from '../../tests/helpers/built-site.ts';
import { PUBLISHED, withServerContent } from '../../tests/helpers/server/published-content.ts';
import { withHomeHeading } from '../../tests/helpers/server/publishing-suite.ts';
import { readContentFolder } from './content-files.ts';
import { type Build, loadBuild } from '../site/render/build.ts';
import { contentsOf, formPageRendererOf } from '../site/render/site-content.ts';
import { renderRelease } from './render-release.ts';

const buildDir = path.resolve(process.env.PUBLISH_TEST_BUILD ?? 'dist');
const hasBuild = missingBuildFiles(buildDir, ['server/entry-server.js']).length === 0;
// The content the build was made from (a build of another checkout names its folder).
const repository = readContentFolder(process.env.PUBLISH_TEST_CONTENT ?? process.cwd());

/** A Devanagari character (Noto Sans Devanagari has them all) that the build's Hindi pages do not use. */
const notInBuild = (build: Build, candidates = 'ॐऌॡऍॲ') => {
  const covered = build.fontCharacters?.hi;
  if (covered === undefined) throw new Error("the build did not record its fonts' characters (an old build?)");
  const character = [...candidates].find((candidate) => !covered.includes(candidate));
  if (!character) throw new Error('the build uses every candidate character: name another one here');
  return character;
};
const codePoint = (character: string) => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
const body = (html: string) => /<div id="root">([\s\S]*)<\/div>/.exec(html)?.[1] ?? '';
const scripts = (html: string) => [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);

describe.skipIf(!hasBuild)('a release rendered with the built renderer', () => {
  let build: Build;
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'render-site-'));
  const read = (release: string, file: string) => fs.readFileSync(path.join(base, release, 'client', file), 'utf8');
  const fonts = (release: string) => fs.readdirSync(path.join(base, release, 'client', 'assets', 'fonts')).sort();

  beforeAll(async () => {
    const loaded = await loadBuild(buildDir);
    if (!loaded) throw new Error(`${buildDir} has no renderer publishing can use (entry-server.js exports)`);
    build = loaded;
  }, 120_000);
  afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

  it('a publish of the content the build was made from gives the build folder byte for byte, compressed copies included', async () => {
    await renderRelease(build, repository, path.join(base, 'identical'));
    const filesOf = (dir: string) =>
      (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
        .sort();
    const built = path.join(buildDir, 'client');
    const published = path.join(base, 'identical', 'client');
    expect(filesOf(published)).toEqual(filesOf(built));
    const different = filesOf(built).filter(
      (file) => !fs.readFileSync(path.join(built, file)).equals(fs.readFileSync(path.join(published, file))),
    );
    expect(different).toEqual([]);
    expect(filesOf(built).filter((file) => file.endsWith('index.html.br')).length).toBeGreaterThan(50);
  }, 240_000);

  it('refuses to draw a page whose address climbs out of the release, and writes nothing outside it', async () => {
    const parent = path.join(base, 'climb');
    fs.mkdirSync(path.join(parent, 'current', 'client'), { recursive: true });
    fs.writeFileSync(path.join(parent, 'current', 'client', 'index.html'), 'the live page');
    for (const address of ['/../../current/client', '/../../../../../../../../tmp/climbed']) {
      const pages = JSON.parse(repository.pagesText);
      pages.pages.push({ ...pages.pages[1], path: address, aliases: [] });
      const files = { ...repository, pagesText: JSON.stringify(pages) };
      await expect(renderRelease(build, files, path.join(parent, 'releases', 'r'))).rejects.toThrow(/Refused to write/);
      fs.rmSync(path.join(parent, 'releases'), { recursive: true, force: true });
    }
    expect(fs.readFileSync(path.join(parent, 'current', 'client', 'index.html'), 'utf8')).toBe('the live page');
    expect(fs.existsSync('/tmp/climbed')).toBe(false);
  });

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
    // The Hindi pages keep the build's fonts, and nothing is cut: the build's pages use no other character.
    expect(read('same', 'hi/index.html')).toMatch(/<link rel="preload" as="font"[^>]*noto-sans-devanagari/);
    expect(result.addedFonts).toEqual({});
    expect(fonts('same')).toEqual(fs.readdirSync(path.join(buildDir, 'client', 'assets', 'fonts')).sort());
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
    const built = JSON.parse(fs.readFileSync(path.join(buildDir, 'client', '_routes.json'), 'utf8'));
    expect(result.addresses).toBe(Object.keys(built.routes).length);
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
    // Never the build's file nor its compressed copies linked (those list the build's pages): copies made anew.
    const copy = fs.readFileSync(path.join(base, 'added', 'client', 'sitemap.xml.br'));
    expect(zlib.brotliDecompressSync(copy).toString('utf8')).toBe(sitemap);
    expect(read('added', 'manifest.webmanifest')).toContain(PUBLISHED.organisation);

    const draw = formPageRendererOf(build.entry, contentsOf(changed, build.pictureFacts));
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

  it("a Hindi character the build's fonts lack: a file of it alone, named by a face on the Hindi pages; none without one", async () => {
    const timed = async (release: string, hindi: string) => {
      const started = performance.now();
      const changed = withHomeHeading(repository, 'Compassion, put to work', hindi);
      const result = await renderRelease(build, changed, path.join(base, release), {
        files: repository,
        dir: path.join(base, 'same'),
      });
      return { result, ms: Math.round(performance.now() - started) };
    };
    const without = await timed('no-new', 'करुणा, काम में');
    const character = notInBuild(build);
    const withNew = await timed('new', `करुणा ${character}`);
    const again = await timed('new-again', `करुणा ${character}`);
    // A new consonant with a vowel sign: one face must shape the syllable, so the whole font is cut again.
    const consonant = notInBuild(build, 'ङऴ');
    const inSyllable = await timed('whole', `करुणा ${consonant}ा`);
    console.log(
      `One page changed, no new character: ${without.ms} ms; with ${character} (${codePoint(character)}): ${withNew.ms} ms, the same again in this process: ${again.ms} ms; with ${consonant}ा (the whole font cut): ${inSyllable.ms} ms.`,
    );
    expect(without.result.addedFonts).toEqual({});
    expect(fonts('no-new')).toEqual(fonts('same'));
    expect(read('no-new', 'hi/index.html')).not.toContain('data-added-fonts');

    const added = withNew.result.addedFonts.hi!;
    expect(added.characters).toBe(character);
    expect(added.files).toHaveLength(2);
    expect(fonts('new')).toEqual([...fonts('same'), ...added.files].sort());
    // Every Hindi page names both (a language's pages share their font tags, the unchanged ones taken from the
    // release before too), as faces of the family with a range of the character alone: a browser fetches a
    // file only for a page showing it. English and Telugu pages do not name them.
    const range = `unicode-range:${codePoint(character)}}`;
    for (const file of ['hi/index.html', 'hi/history/index.html', 'hi/404.html'])
      for (const name of added.files)
        expect(read('new', file), file).toContain(
          `font-family:"Noto Sans Devanagari";font-style:normal;font-weight:${name.includes('-700-') ? 700 : 400};font-display:swap;src:url(/assets/fonts/${name}) format("woff2");${range}`,
        );
    for (const file of ['index.html', 'te/index.html']) expect(read('new', file)).not.toContain('data-added-fonts');
    expect(again.result.addedFonts.hi?.files).toEqual(added.files);

    const whole = inSyllable.result.addedFonts.hi!;
    expect(whole).toMatchObject({ characters: consonant, whole: true });
    expect(fonts('whole')).toEqual([...fonts('same'), ...whole.files].sort());
    const built = [...read('same', 'hi/index.html').matchAll(/href="\/assets\/fonts\/([^"]+)"/g)].map((m) => m[1]);
    expect(built).toHaveLength(2);
    for (const file of ['hi/index.html', 'hi/history/index.html', 'hi/404.html']) {
      const html = read('whole', file);
      for (const name of whole.files)
        expect(html, file).toContain(
          `<link rel="preload" as="font" type="font/woff2" href="/assets/fonts/${name}" crossorigin>`,
        );
      for (const name of built) expect(html, file).not.toContain(name);
    }
    expect(read('whole', 'te/history/index.html')).toBe(read('same', 'te/history/index.html'));
  }, 240_000);
});
