// @vitest-environment node
// An uploaded SVG is published on the site's own address: it is taken only when all it holds is on the
// allow-list of what draws. Each sample below that is refused would otherwise act as the site (redirect a
// visitor, ask for a password, load another address); what tools export as plain SVG and every SVG of the
// repository's own public/images are taken.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPictureContent } from './picture-content.ts';
import { PictureRefused } from './upload-rules.ts';

const check = (text: string | Buffer) => checkPictureContent('picture.svg', 'svg', Buffer.from(text));
const svg = (inside: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 4 4"${attributes}>${inside}</svg>`;
const XHTML = 'xmlns:h="http://www.w3.org/1999/xhtml"';
const EVIL = 'https://evil.example';
const ADVICE = 'Export it again as a plain SVG, or upload a PNG or JPEG.';

describe('an SVG that only draws', () => {
  it('is taken: every SVG of public/images, and what drawing programs export as plain SVG', async () => {
    const folder = 'public/images';
    const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.svg'));
    expect(files.length).toBeGreaterThan(100);
    for (const name of files) await expect(check(readFileSync(join(folder, name))), name).resolves.toBeUndefined();
    await expect(check(readFileSync('public/favicon.svg'))).resolves.toBeUndefined();
  });

  it.each([
    [
      'Inkscape (plain SVG)',
      `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Created with Inkscape (http://www.inkscape.org/) -->
<svg width="210mm" height="297mm" viewBox="0 0 210 297" version="1.1" id="svg5" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns="http://www.w3.org/2000/svg" xmlns:svg="http://www.w3.org/2000/svg">
  <defs id="defs2"><linearGradient id="lg1"><stop style="stop-color:#0f3d5c;stop-opacity:1;" offset="0" id="stop1"/></linearGradient>
    <linearGradient xlink:href="#lg1" id="lg2" x1="10" y1="10" x2="50" y2="50" gradientUnits="userSpaceOnUse"/></defs>
  <g id="layer1"><rect style="fill:url(#lg2);stroke:none;stroke-width:0.26" id="rect1" width="80" height="40" x="20" y="30"/>
    <text xml:space="preserve" style="font-size:10.58px;font-family:'Noto Sans';fill:#000000" x="20" y="100"><tspan x="20" y="100">Hello (again)</tspan></text></g>
</svg>`,
    ],
    [
      'Illustrator',
      `<?xml version="1.0" encoding="utf-8"?>
<!-- Generator: Adobe Illustrator 27.0.0, SVG Export Plug-In . SVG Version: 6.00 Build 0)  -->
<svg version="1.1" id="Layer_1" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" x="0px" y="0px" viewBox="0 0 100 100" style="enable-background:new 0 0 100 100;" xml:space="preserve">
<style type="text/css">
	.st0{fill:#0F3D5C;}
	.st1{clip-path:url(#SVGID_2_);}
</style>
<g><defs><rect id="SVGID_1_" width="100" height="100"/></defs>
<clipPath id="SVGID_2_"><use xlink:href="#SVGID_1_" style="overflow:visible;"/></clipPath>
<path class="st0" d="M0,0h100v100H0V0z"/>
<image style="overflow:visible;" width="2" height="2" xlink:href="data:image/jpeg;base64,/9j/4AAQ
SkZJRgABAgEASABIAAD" transform="matrix(1 0 0 1 10 10)"></image></g>
</svg>`,
    ],
    [
      'Figma',
      `<svg width="24" height="24" viewBox="0 0 24 24" fill="none" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">
<g filter="url(#filter0_d_1_2)"><rect x="4" y="2" width="16" height="16" rx="2" fill="url(#pattern0)" shape-rendering="crispEdges"/></g>
<defs><filter id="filter0_d_1_2" x="0" y="0" width="24" height="24" filterUnits="userSpaceOnUse" color-interpolation-filters="sRGB">
<feFlood flood-opacity="0" result="BackgroundImageFix"/><feColorMatrix in="SourceAlpha" type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 127 0" result="hardAlpha"/>
<feOffset dy="2"/><feGaussianBlur stdDeviation="2"/><feBlend mode="normal" in2="BackgroundImageFix" result="effect1"/></filter>
<pattern id="pattern0" patternContentUnits="objectBoundingBox" width="1" height="1"><use xlink:href="#image0_1_2" transform="scale(0.01)"/></pattern>
<image id="image0_1_2" width="100" height="100" xlink:href="data:image/png;base64,iVBORw0KGgo="/></defs></svg>`,
    ],
    [
      'an animation and labels',
      svg(
        '<title>Logo</title><circle r="2" fill="hsl(40 90% 70%)"><animate attributeName="r" values="1;2;1" dur="2s" repeatCount="indefinite"/></circle><use href="#c"/>',
        ' role="img" aria-label="Logo (blue)" data-name="logo"',
      ),
    ],
  ])('is taken from %s', async (_, text) => {
    await expect(check(text)).resolves.toBeUndefined();
  });
});

describe('an SVG with a part that is not a picture', () => {
  it('is refused in plain words: an XHTML meta refresh, which would send visitors elsewhere', async () => {
    const refresh = svg(`<h:meta ${XHTML} http-equiv="refresh" content="0;url=${EVIL}"/>`);
    await expect(check(refresh)).rejects.toThrow(PictureRefused);
    await expect(check(refresh)).rejects.toThrow(
      `"picture.svg" cannot be published: this SVG contains parts that are not pictures (an element from another language of the web: h:meta). ${ADVICE}`,
    );
  });

  it.each([
    ['an XHTML base', svg(`<h:base ${XHTML} href="${EVIL}/"/>`), /another language of the web: h:base/],
    [
      'an XHTML form',
      svg(`<h:form ${XHTML} action="${EVIL}/login"><h:input name="password"/></h:form>`),
      /another language of the web: h:form/,
    ],
    [
      'an XHTML link',
      svg(`<h:link ${XHTML} rel="stylesheet" href="${EVIL}/x.css"/>`),
      /another language of the web: h:link/,
    ],
    [
      'an XInclude',
      svg(`<xi:include xmlns:xi="http://www.w3.org/2001/XInclude" href="${EVIL}/x.xml"/>`),
      /another language of the web: xi:include/,
    ],
    ['an external <use>', svg(`<use href="${EVIL}/sprite.svg#icon"/>`), /link to another address \(href="https:/],
    ['an external xlink:href', svg(`<use xlink:href="${EVIL}/s.svg#i"/>`), /link to another address \(xlink:href=/],
    ['an external <image>', svg('<image href="//evil.example/pixel.png"/>'), /link to another address/],
    ['a link out', svg(`<a href="${EVIL}"><rect width="4" height="4"/></a>`), /link to another address/],
    ['an @import', svg(`<style>@import url(${EVIL}/x.css);</style>`), /@import/],
    ['an @import of a string', svg(`<style>@import "${EVIL}/x.css";</style>`), /@import/],
    ['an @import split by CDATA', svg(`<style>@im<![CDATA[port "${EVIL}/x.css";]]></style>`), /@import/],
    ['a style sheet url()', svg(`<style>rect{fill:url(${EVIL}/p.svg#g)}</style>`), /loads another address \(url\(/],
    ['a url() in an attribute', svg(`<rect fill="url(${EVIL}/p.svg#g)"/>`), /loads another address/],
    ['a url() in a style', svg('<rect style="mask-image:url(//evil.example/m.png)"/>'), /loads another address/],
    ['an image-set()', svg(`<style>rect{mask-image:image-set("${EVIL}/m.png" 1x)}</style>`), /\(image-set\(\)\)/],
    ['an escaped url()', svg(`<rect style="fill:u\\72l(${EVIL}/p.svg#g)"/>`), /backslash escape/],
    ['an external DOCTYPE', `<!DOCTYPE svg SYSTEM "${EVIL}/x.dtd">${svg('')}`, /DOCTYPE/],
    [
      'any DOCTYPE at all',
      `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">${svg('')}`,
      /DOCTYPE/,
    ],
    ['an animated link', svg(`<a href="#r"><set attributeName="href" to="${EVIL}"/></a>`), /animates a link \(href\)/],
    ['an xml:base', svg(`<g xml:base="${EVIL}/"/>`), /does not take in pictures: xml:base/],
    ['an element SVG fonts use', svg(`<font-face-uri href="#f"/>`), /does not take in pictures: <font-face-uri>/],
    ['an attribute SVG does not have', svg('<rect http-equiv="refresh"/>'), /SVG does not have: http-equiv/],
    [
      "an editor's own attribute",
      svg('<g xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" inkscape:label="Layer 1"/>'),
      /another language of the web: inkscape:label/,
    ],
  ])('is refused when it has %s', async (_, text, reason) => {
    await expect(check(text)).rejects.toThrow(reason);
    await expect(check(text)).rejects.toThrow(/contains parts that are not pictures \(.+\)\. Export it again/);
  });

  it('is refused when it says it is written in an encoding the check does not read it in', async () => {
    const text = `<?xml version="1.0" encoding="UTF-16"?>${svg('')}`;
    await expect(check(text)).rejects.toThrow(`it is saved in the text encoding UTF-16, not UTF-8. ${ADVICE}`);
  });
});
