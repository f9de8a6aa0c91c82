// @vitest-environment node
// The fonts a publish adds to a release's Hindi pages (release-fonts.ts) for characters the build's cut lacks,
// on a small release folder (no build needed): the file holds the glyph of the missing character and only
// that, every Hindi page names it, an instance serves it, two instances name it alike; a new letter inside a
// syllable (ङा) gets the whole font cut again in place of the build's; a revision with no new character
// changes no page and writes no file, and a page taken from a release with other fonts gets the build's back.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as hb from 'harfbuzzjs';
import subsetFont from 'subset-font';
import { afterAll, describe, expect, it } from 'vitest';
import { cutAddedFonts } from '../../../content/language-fonts/added-fonts.ts';
import { FONTS, fontsourceFile, scriptCharacters } from '../../../content/language-fonts/script-fonts.ts';
import { makeApp } from '../../../tests/helpers/server/test-app.ts';
import { engines, openTestDatabase, SETUP_TIMEOUT } from '../../../tests/helpers/server/test-database.ts';
import { addMissingFonts } from './added-fonts.ts';

const base = fs.mkdtempSync(path.join(os.tmpdir(), 'release-fonts-'));
afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

// The build's font tags as the prerender writes them (shortened), naming its two files.
const BUILT = {
  400: '/assets/fonts/noto-sans-devanagari-400-aaaaaaaa.woff2',
  700: '/assets/fonts/noto-sans-devanagari-700-bbbbbbbb.woff2',
};
const BUILD_HEAD = `<link rel="preload" as="font" type="font/woff2" href="${BUILT[400]}" crossorigin>\n    <link rel="preload" as="font" type="font/woff2" href="${BUILT[700]}" crossorigin>\n    <style>@font-face{font-family:"Noto Sans Devanagari";font-weight:400;src:url(${BUILT[400]}) format("woff2")}@font-face{font-family:"Noto Sans Devanagari";font-weight:700;src:url(${BUILT[700]}) format("woff2")}</style>`;
const page = (words: string) =>
  `<!doctype html><html lang="hi-IN"><head>\n    ${BUILD_HEAD}\n  </head><body><h1>${words}</h1></body></html>`;
/** What the build's cut holds in these tests: the characters of नमस्ते, दुनिया. */
const covered = { hi: scriptCharacters('hi', 'नमस्ते दुनिया'), te: '' };
const OM = 'ॐ';

/** A release's client folder with these Hindi pages. */
function release(name: string, pages: Record<string, string>) {
  const client = path.join(base, name, 'client');
  for (const [file, html] of Object.entries({ 'index.html': '<!doctype html><title>Home</title>', ...pages })) {
    fs.mkdirSync(path.dirname(path.join(client, file)), { recursive: true });
    fs.writeFileSync(path.join(client, file), html);
  }
  fs.writeFileSync(
    path.join(client, '_routes.json'),
    JSON.stringify({ routes: { '/': 'index.html' }, fallback: 'index.html' }),
  );
  return client;
}

/** The characters a woff2 font maps (its cmap), read with HarfBuzz. */
async function charactersOf(woff2: Buffer, among = `${OM}नमस्ते`): Promise<string> {
  const sfnt = await subsetFont(woff2, among, { targetFormat: 'sfnt' });
  return String.fromCodePoint(...new hb.Face(new hb.Blob(sfnt)).collectUnicodes());
}

describe('fonts a publish adds for characters the build did not cut', () => {
  it(
    'a Hindi page gains ॐ: a file of it alone in both weights, named by a face on every Hindi page',
    async () => {
      const client = release('new', { 'hi/index.html': page(`नमस्ते ${OM}`), 'hi/about/index.html': page('दुनिया') });
      const added = await addMissingFonts(client, 'hi', ['hi/index.html', 'hi/about/index.html'], covered, BUILD_HEAD);
      expect(added?.characters).toBe(OM);
      const files = fs.readdirSync(path.join(client, 'assets', 'fonts')).sort();
      expect(files).toEqual(added!.files.map(({ name }) => name).sort());
      expect(files).toEqual([
        expect.stringMatching(/^noto-sans-devanagari-400-[0-9a-f]{8}\.woff2$/),
        expect.stringMatching(/^noto-sans-devanagari-700-[0-9a-f]{8}\.woff2$/),
      ]);
      for (const name of files) {
        const mapped = await charactersOf(fs.readFileSync(path.join(client, 'assets', 'fonts', name)));
        // The glyph of the new character, and none the build's cut already has (the package's file has both).
        expect(mapped).toContain(OM);
        expect(mapped).not.toContain('न');
      }
      expect(await charactersOf(fs.readFileSync(fontsourceFile(FONTS.hi, 400)))).toContain('न');
      for (const file of ['hi/index.html', 'hi/about/index.html']) {
        const html = fs.readFileSync(path.join(client, file), 'utf8');
        expect(html).toContain(BUILD_HEAD);
        for (const name of files)
          expect(html).toContain(`src:url(/assets/fonts/${name}) format("woff2");unicode-range:U+0950}`);
        expect(html.indexOf('data-added-fonts')).toBeLessThan(html.indexOf('</head>'));
      }

      // Another instance rendering the same revision cuts a file of the same name (and bytes).
      const cutElsewhere = await cutAddedFonts('hi', OM);
      expect(cutElsewhere.files.map(({ name }) => name).sort()).toEqual(files);

      // An instance serves it from the release's folder, as any hashed asset (nginx serves the same folder).
      const database = await openTestDatabase(engines[0]);
      const app = await makeApp(database.db, { config: { siteDir: client } });
      try {
        const response = await app.inject({ method: 'GET', url: `/assets/fonts/${files[0]}` });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('font/woff2');
        expect(response.headers['cache-control']).toContain('immutable');
        expect(response.rawPayload.equals(fs.readFileSync(path.join(client, 'assets', 'fonts', files[0])))).toBe(true);
      } finally {
        await app.close();
        await database.close();
      }
    },
    SETUP_TIMEOUT,
  );

  it("a new letter inside a syllable (ङा): the whole font cut again, its files in place of the build's on every Hindi page", async () => {
    const client = release('whole', { 'hi/index.html': page('नमस्ते ङा'), 'hi/about/index.html': page('दुनिया') });
    const added = await addMissingFonts(client, 'hi', ['hi/index.html', 'hi/about/index.html'], covered, BUILD_HEAD);
    expect(added).toMatchObject({ characters: 'ङ', whole: true });
    const [regular, bold] = added!.files.map(({ name }) => name);
    const mapped = await charactersOf(fs.readFileSync(path.join(client, 'assets', 'fonts', regular)), 'ङानमस्तेदुिय');
    // Every character of the build's cut and the new one: the syllable is shaped with one face.
    for (const character of 'ङानमस्तेदुिय') expect(mapped).toContain(character);
    for (const file of ['hi/index.html', 'hi/about/index.html']) {
      const html = fs.readFileSync(path.join(client, file), 'utf8');
      expect(html).toContain(`href="/assets/fonts/${regular}"`);
      expect(html).toContain(`src:url(/assets/fonts/${bold}) format("woff2")`);
      expect(html).not.toContain(BUILT[400]);
      expect(html).not.toContain('data-added-fonts');
    }

    // The next release with no new letter: the build's files again on a page taken from this one.
    const later = release('after-whole', { 'hi/index.html': page('नमस्ते') });
    fs.mkdirSync(path.join(later, 'hi/about'), { recursive: true });
    fs.linkSync(path.join(client, 'hi/about/index.html'), path.join(later, 'hi/about/index.html'));
    expect(
      await addMissingFonts(later, 'hi', ['hi/index.html', 'hi/about/index.html'], covered, BUILD_HEAD),
    ).toBeUndefined();
    expect(fs.readFileSync(path.join(later, 'hi/about/index.html'), 'utf8')).toBe(page('दुनिया'));
  });

  it('no new character: nothing cut, no page written again', async () => {
    const client = release('same', { 'hi/index.html': page('नमस्ते दुनिया') });
    const before = fs.statSync(path.join(client, 'hi/index.html'));
    expect(await addMissingFonts(client, 'hi', ['hi/index.html'], covered, BUILD_HEAD)).toBeUndefined();
    expect(fs.existsSync(path.join(client, 'assets', 'fonts'))).toBe(false);
    expect(fs.statSync(path.join(client, 'hi/index.html')).ino).toBe(before.ino);
    expect(fs.readFileSync(path.join(client, 'hi/index.html'), 'utf8')).toBe(page('नमस्ते दुनिया'));
  });

  it('a page taken from a release that had the face loses it once no page shows the character, the old release untouched', async () => {
    const earlier = release('earlier', { 'hi/index.html': page(`नमस्ते ${OM}`), 'hi/about/index.html': page('दुनिया') });
    await addMissingFonts(earlier, 'hi', ['hi/index.html', 'hi/about/index.html'], covered, BUILD_HEAD);
    const withFace = fs.readFileSync(path.join(earlier, 'hi/about/index.html'), 'utf8');
    expect(withFace).toContain('data-added-fonts');
    const client = release('later', { 'hi/index.html': page('नमस्ते') });
    fs.mkdirSync(path.join(client, 'hi/about'), { recursive: true });
    fs.linkSync(path.join(earlier, 'hi/about/index.html'), path.join(client, 'hi/about/index.html'));
    expect(
      await addMissingFonts(client, 'hi', ['hi/index.html', 'hi/about/index.html'], covered, BUILD_HEAD),
    ).toBeUndefined();
    expect(fs.readFileSync(path.join(client, 'hi/about/index.html'), 'utf8')).toBe(page('दुनिया'));
    expect(fs.readFileSync(path.join(earlier, 'hi/about/index.html'), 'utf8')).toBe(withFace);
  });

  it('a build that did not record its characters keeps its own cut, as before', async () => {
    const client = release('old-build', { 'hi/index.html': page(OM) });
    expect(await addMissingFonts(client, 'hi', ['hi/index.html'], undefined, BUILD_HEAD)).toBeUndefined();
    expect(fs.readFileSync(path.join(client, 'hi/index.html'), 'utf8')).toBe(page(OM));
  });
});
