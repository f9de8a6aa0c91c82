/**
 * An uploaded file is a picture of the format its name says, or it is not published: what is published
 * is served on the site's own origin, where an SVG with a script, opened by itself, would run that script as
 * the site. The same check for `npm run edit` and the staff area's uploads. Raster formats are read by sharp
 * (the library that already makes the site's icons), which knows each format's header; an SVG is taken only
 * when all it holds is on an allow-list of what draws (svg-check.ts), because an element of another language
 * of the web (an XHTML meta refresh, base or form), a link out or a style that loads something would act as
 * the site. (We refuse rather than clean: a cleaned file would not be the one chosen.)
 */
import sharp from 'sharp';
import { svgProblem } from './svg-check.ts';
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

/** Throws PictureRefused unless `bytes` are a picture of the format of `ending` (jpg, png, webp, avif, svg). */
export async function checkPictureContent(name: string, ending: string, bytes: Buffer): Promise<void> {
  if (ending !== 'svg') return checkRaster(name, ending, bytes);
  const problem = svgProblem(bytes.toString('utf8'));
  if (!problem) return;
  const why =
    problem.kind === 'part' ? `this SVG contains parts that are not pictures (${problem.what})` : `it ${problem.what}`;
  throw new PictureRefused(
    `"${name}" cannot be published: ${why}. Export it again as a plain SVG, or upload a PNG or JPEG.`,
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
