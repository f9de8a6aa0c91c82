/**
 * A picture's facts (intrinsic width and height, and the address and widths of its resized copies) and the
 * copies themselves (AVIF and WebP at 480/960/1600 px wide, never wider than the original), from its bytes.
 * The build (scripts/lib/responsive-images.ts, for the files of public/images) and the staff area's picture
 * uploads (server/publishing/picture-upload.ts, for bytes kept in the database) both make them here, so an
 * uploaded picture is served exactly as a repository picture is. SVG placeholders are rasterised the same
 * way real photos are resized; SVGs narrower than the smallest width (logos) get no copies.
 * Given a pixel limit (the staff area's uploads), a picture over it is refused from its header (its size, read
 * without decoding a pixel), and no copy ever decodes more than the limit (sharp's limitInputPixels).
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Image } from '../types.ts';
import { PictureRefused, tooManyPixels } from './upload-rules.ts';

export const WIDTHS = [480, 960, 1600];
export const FORMATS = ['avif', 'webp'] as const;
/** Folder of the copies in the build: names carry a content hash, so our server caches them for a year. */
export const VARIANT_DIR = 'assets/img';
/** Part of every copy's name: changing the encoder settings below renames (and so refreshes) them all. */
export const SETTINGS = 'q50e2-q75';

export type ImageFacts = Required<Pick<Image, 'width' | 'height'>> & Pick<Image, 'variants'>;
export type VariantFormat = (typeof FORMATS)[number];

/** The widths to produce for an original `width` px wide: the standard ones that fit, and the original's own. */
export function variantWidths(width: number): number[] {
  const fits = WIDTHS.filter((candidate) => candidate <= width);
  const largest = WIDTHS[WIDTHS.length - 1];
  if (width < largest && !fits.includes(width)) fits.push(width);
  return fits;
}

/** A copy's address: its path prefix (without width and format) plus `-<width>.<format>`. */
export const variantFile = (path: string, width: number, format: string) => `${path}-${width}.${format}`;

/** sharp's `limitInputPixels` for a limit in megapixels (none given: sharp's own, 16,383 x 16,383). */
const pixelLimit = (maxMegapixels: number | undefined) =>
  maxMegapixels === undefined ? {} : { limitInputPixels: Math.floor(maxMegapixels * 1_000_000) };

/** The density (dots per inch, 72 being the SVG's own size) an SVG `intrinsicWidth` wide is drawn at for a copy. */
const svgDensity = (intrinsicWidth: number, width: number) => Math.max(1, (72 * width) / intrinsicWidth);

/**
 * The largest picture decoding makes of a picture `width` x `height` (as its header says): a raster picture
 * is decoded whole; an SVG is drawn once per copy at the density of that copy, and never without copies.
 */
function largestDecoded(width: number, height: number, format: string | undefined): [number, number] {
  if (format !== 'svg') return [width, height];
  if (width < WIDTHS[0]) return [0, 0];
  const scale = Math.max(...variantWidths(width).map((copy) => svgDensity(width, copy))) / 72;
  return [Math.round(width * scale), Math.round(height * scale)];
}

/**
 * Refuses (PictureRefused, 413) a picture that would decode to more than `maxMegapixels`, from its header
 * alone: nothing is decoded. Bytes sharp cannot read pass: the format check says what is wrong with them.
 */
export async function checkPicturePixels(data: Buffer, maxMegapixels: number): Promise<void> {
  const header = await sharp(data, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (header?.width && header.height) refuseOverLimit(header.width, header.height, header.format, maxMegapixels);
}

function refuseOverLimit(width: number, height: number, format: string | undefined, maxMegapixels: number) {
  const [decodedWidth, decodedHeight] = largestDecoded(width, height, format);
  if (decodedWidth * decodedHeight > maxMegapixels * 1_000_000)
    throw new PictureRefused(tooManyPixels(decodedWidth, decodedHeight, maxMegapixels), 413);
}

/**
 * The facts of the picture at address `src` whose file holds `data`. With `maxMegapixels`, a picture that
 * would decode to more pixels is refused (PictureRefused, 413) before anything decodes it.
 */
export async function pictureFacts(
  data: Buffer,
  src: string,
  withVariants: boolean,
  maxMegapixels?: number,
): Promise<ImageFacts> {
  // The header only: no pixel is decoded (sharp's own limit would refuse to read the size of a larger one).
  const { width, height, format } = await sharp(data, { limitInputPixels: false }).metadata();
  if (!width || !height) throw new Error(`${src}: cannot read the picture's size`);
  if (maxMegapixels !== undefined) refuseOverLimit(width, height, format, maxMegapixels);
  const facts: ImageFacts = { width, height };
  if (!withVariants || (format === 'svg' && width < WIDTHS[0])) return facts;
  const hash = createHash('sha1').update(data).update(SETTINGS).digest('hex').slice(0, 8);
  const name = src
    .replace(/^\/images\//, '')
    .replace(/\.[a-z]+$/i, '')
    .replace(/\//g, '-');
  return { ...facts, variants: { path: `/${VARIANT_DIR}/${name}-${hash}`, widths: variantWidths(width) } };
}

/**
 * Encodes one copy. SVGs are drawn at the density that gives the target width directly, not scaled up. With
 * `maxMegapixels`, sharp refuses to decode a picture with more pixels (a check of its own, after pictureFacts').
 */
export async function encodePictureVariant(
  data: Buffer,
  src: string,
  intrinsicWidth: number,
  width: number,
  format: VariantFormat,
  maxMegapixels?: number,
): Promise<Buffer> {
  const density = src.endsWith('.svg') ? svgDensity(intrinsicWidth, width) : undefined;
  const pipeline = sharp(data, { ...(density ? { density } : {}), ...pixelLimit(maxMegapixels) }).resize({
    width,
    withoutEnlargement: true,
  });
  // effort 2 keeps a cold build of ~100 pictures near a minute on two cores; files are ~15% larger than at 4.
  return format === 'avif'
    ? pipeline.avif({ quality: 50, effort: 2 }).toBuffer()
    : pipeline.webp({ quality: 75 }).toBuffer();
}
