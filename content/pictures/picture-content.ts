/**
 * An uploaded file is a picture of the format its name says, or it is not published (#22): what is published
 * is served on the site's own origin, where an SVG with a script, opened by itself, would run that script as
 * the site. The same check for `npm run edit` and the staff area's uploads. Raster formats are read by sharp
 * (the library that already makes the site's icons), which knows each format's header; an SVG is parsed as XML
 * and refused if anything in it can run code or pull markup in. (We refuse rather than clean: a cleaned file
 * would not be the one chosen.)
 */
import { SaxesParser, type SaxesTagNS } from 'saxes';
import sharp from 'sharp';
import { MAX_PICTURE, PictureRefused, pictureFileName, TOO_LARGE } from './upload-rules.ts';

/** sharp's name for the format each ending must hold (AVIF is a HEIF file with AV1 inside). */
const RASTER: Record<string, { format: string; compression?: string; name: string }> = {
  jpg: { format: 'jpeg', name: 'JPEG' },
  png: { format: 'png', name: 'PNG' },
  webp: { format: 'webp', name: 'WebP' },
  avif: { format: 'heif', compression: 'av1', name: 'AVIF' },
};

async function checkRaster(name: string, ending: string, bytes: Buffer) {
  const expected = RASTER[ending];
  const found = await sharp(bytes)
    .metadata()
    .catch(() => undefined);
  if (found?.format !== expected.format || (expected.compression && found.compression !== expected.compression))
    throw new PictureRefused(
      `"${name}" is not a ${expected.name} picture inside, though its name ends in .${ending}. Save it again from a picture program, or give it the ending of its real format.`,
    );
}

/** Elements that run code or show another document. */
const ACTIVE_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'embed', 'object', 'handler', 'listener']);
const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

/** Why this element may not be published, or undefined. */
function tagProblem(tag: SaxesTagNS): string | undefined {
  if (ACTIVE_ELEMENTS.has(tag.local.toLowerCase())) return `has a <${tag.name}> element`;
  for (const attribute of Object.values(tag.attributes)) {
    const local = attribute.local.toLowerCase();
    // A browser drops tabs and line breaks inside an address (XML allows no other control characters).
    const value = attribute.value.replace(/\s/g, '').toLowerCase();
    if (local.startsWith('on')) return `has an event handler (${attribute.name})`;
    if (local === 'attributename' && value.startsWith('on')) return `animates an event handler (${attribute.value})`;
    if (value.includes('javascript:') || value.includes('vbscript:'))
      return `has a script address in ${attribute.name}`;
    if (local === 'href' && value.startsWith('data:') && !/^data:image\/(png|jpeg|gif|webp|avif)[;,]/.test(value))
      return `embeds a document (${attribute.name}="data:...")`;
  }
  return undefined;
}

/**
 * Why this SVG may not be published, or undefined when it may. saxes (the strict XML parser jsdom uses)
 * refuses what is not well-formed and never expands an entity it was not given.
 */
function svgProblem(text: string): string | undefined {
  const parser = new SaxesParser({ xmlns: true });
  let problem: string | undefined;
  let outer: SaxesTagNS | undefined;
  parser.on('doctype', (doctype) => {
    if (doctype.includes('[')) problem ??= 'declares its own entities or elements (<!DOCTYPE svg [...]>)';
  });
  parser.on('processinginstruction', ({ target }) => {
    problem ??= `has a processing instruction (<?${target} ...?>), which can run a style sheet program`;
  });
  parser.on('opentag', (tag) => {
    outer ??= tag;
    problem ??= tagProblem(tag);
  });
  try {
    parser.write(text).close();
  } catch (error) {
    return problem ?? `is not well-formed SVG (${(error as Error).message})`;
  }
  if (outer?.local !== 'svg' || outer.uri !== SVG_NAMESPACE) return 'is not SVG (its outer element is not <svg>)';
  return problem;
}

/** Throws PictureRefused unless `bytes` are a picture of the format of `ending` (jpg, png, webp, avif, svg). */
export async function checkPictureContent(name: string, ending: string, bytes: Buffer): Promise<void> {
  if (ending !== 'svg') return checkRaster(name, ending, bytes);
  const problem = svgProblem(bytes.toString('utf8'));
  if (problem)
    throw new PictureRefused(
      `"${name}" cannot be published: it ${problem}. A picture on the site must not hold a script; export it again as plain SVG (or as PNG).`,
    );
}

/**
 * The name (as the schema wants it) of an uploaded file, once its bytes prove to be a picture of the format
 * the name says and of a size the site takes; throws PictureRefused otherwise.
 */
export async function checkedPictureName(original: string, bytes: Buffer): Promise<string> {
  if (bytes.length === 0) throw new PictureRefused(`"${original.slice(0, 80)}" is empty.`);
  if (bytes.length > MAX_PICTURE) throw new PictureRefused(TOO_LARGE);
  const name = pictureFileName(original);
  await checkPictureContent(original.slice(0, 80), name.slice(name.lastIndexOf('.') + 1), bytes);
  return name;
}
