// @vitest-environment node
// What the section editor's uploads must be (the server's upload route checks with these): a picture of
// the format its name says, an SVG without anything that runs, and a name the schema accepts however long the
// file's name was. (Not more uploads in a while than a person adds by hand: server/publishing/picture-budget.test.ts.)
import { readdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkPictureContent } from './picture-content.ts';
import { MAX_STEM, PictureRefused, pictureFileName } from './upload-rules.ts';

const pixels = sharp({ create: { width: 4, height: 3, channels: 3, background: '#369' } });
const check = (ending: string, bytes: Buffer | string) =>
  checkPictureContent(`picture.${ending}`, ending, Buffer.from(bytes));

describe('a raster picture', () => {
  it.each(['jpeg', 'png', 'webp', 'avif'] as const)('is taken when it is the %s its name says', async (format) => {
    const ending = format === 'jpeg' ? 'jpg' : format;
    await expect(check(ending, await pixels.clone().toFormat(format).toBuffer())).resolves.toBeUndefined();
  });

  it('is refused when its bytes are another format, or none', async () => {
    const png = await pixels.clone().png().toBuffer();
    await expect(check('jpg', png)).rejects.toThrow(/not a JPEG picture inside, though its name ends in \.jpg/);
    await expect(check('avif', png)).rejects.toThrow(PictureRefused);
    await expect(check('webp', '<html><script>alert(1)</script></html>')).rejects.toThrow(/not a WebP/);
  });
});

const svg = (inside: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="4" height="4"${attributes}>${inside}</svg>`;

describe('an SVG', () => {
  it("is taken when it only draws: every SVG of the site's own public/images passes", async () => {
    const folder = 'public/images';
    const files = readdirSync(folder).filter((name) => name.endsWith('.svg'));
    expect(files.length).toBeGreaterThan(10);
    for (const name of files) await expect(check('svg', readFileSync(`${folder}/${name}`))).resolves.toBeUndefined();
    await expect(check('svg', svg('<image href="data:image/png;base64,iVBORw0KGgo="/>'))).resolves.toBeUndefined();
  });

  it.each([
    ['a script', svg('<script>alert(1)</script>'), /<script> element/],
    ['an XHTML script', svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>'), /script> element/],
    [
      'HTML inside',
      svg('<foreignObject><p xmlns="http://www.w3.org/1999/xhtml">x</p></foreignObject>'),
      /foreignObject/,
    ],
    ['an event handler', svg('', ' onload="alert(1)"'), /event handler \(onload\)/],
    [
      'a handler set by animation',
      svg('<set attributeName="onmouseover" to="alert(1)"/>'),
      /animates an event handler/,
    ],
    [
      'a script address',
      svg('<a xlink:href="java\nscript:alert(1)"><rect width="1" height="1"/></a>'),
      /script address/,
    ],
    ['an embedded document', svg('<use href="data:image/svg+xml;base64,PHN2Zz4="/>'), /embeds a document/],
    ['a style sheet program', `<?xml-stylesheet type="text/xsl" href="x.xsl"?>${svg('')}`, /processing instruction/],
    ['its own entities', `<!DOCTYPE svg [<!ENTITY x "y">]>${svg('<text>&x;</text>')}`, /entities/],
    ['its own entities, unused', `<!DOCTYPE svg [<!ENTITY x "y">]>${svg('')}`, /entities/],
    ['broken XML', '<svg xmlns="http://www.w3.org/2000/svg"><g></svg>', /not well-formed SVG/],
    ['HTML named .svg', '<html><body>hello</body></html>', /not SVG/],
  ])('is refused when it has %s', async (_, text, reason) => {
    await expect(check('svg', text)).rejects.toThrow(reason);
  });
});

describe("a picture's name", () => {
  it('is made as the schema wants: small letters, dashes, a known ending', () => {
    expect(pictureFileName('School visit 2.JPG')).toBe('school-visit-2.jpg');
    expect(pictureFileName('IMG_2041.jpeg')).toBe('img-2041.jpg');
    expect(pictureFileName('Café déjà.PNG')).toBe('cafe-deja.png');
  });

  it('is refused for a format the site cannot show, naming the ones it can', () => {
    expect(() => pictureFileName('IMG_2041.HEIC')).toThrow(PictureRefused);
    expect(() => pictureFileName('IMG_2041.HEIC')).toThrow(/\.heic.*\.jpg, \.jpeg, \.png/);
  });

  it("is cut to its first words when very long, so it never reaches the file system's limit", () => {
    const name = pictureFileName(`${'Our school visit in the village '.repeat(20)}.JPG`);
    expect(name).toMatch(/^our-school-visit-in-the-village-our-[a-z-]+[a-z]\.jpg$/);
    expect(name.length).toBeLessThanOrEqual(MAX_STEM + '.jpg'.length);
    expect(pictureFileName(`${'a'.repeat(300)}.svg`)).toBe(`${'a'.repeat(MAX_STEM)}.svg`);
  });
});
