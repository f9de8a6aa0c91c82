/**
 * A picture's facts (intrinsic width and height, and the address and widths of its resized copies) and the
 * copies themselves (AVIF and WebP at 480/960/1600 px wide, never wider than the original), from its bytes.
 * The build (scripts/lib/responsive-images.ts, for the files of public/images) and the staff area's picture
 * uploads (server/publishing/picture-upload.ts, for bytes kept in the database) both make them here, so an
 * uploaded picture is served exactly as a repository picture is. SVG placeholders are rasterised the same
 * way real photos are resized; SVGs narrower than the smallest width (logos) get no copies.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Image } from '../types.ts';

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

/** The facts of the picture at address `src` whose file holds `data`. */
export async function pictureFacts(data: Buffer, src: string, withVariants: boolean): Promise<ImageFacts> {
  const { width, height, format } = await sharp(data).metadata();
  if (!width || !height) throw new Error(`${src}: cannot read the picture's size`);
  const facts: ImageFacts = { width, height };
  if (!withVariants || (format === 'svg' && width < WIDTHS[0])) return facts;
  const hash = createHash('sha1').update(data).update(SETTINGS).digest('hex').slice(0, 8);
  const name = src
    .replace(/^\/images\//, '')
    .replace(/\.[a-z]+$/i, '')
    .replace(/\//g, '-');
  return { ...facts, variants: { path: `/${VARIANT_DIR}/${name}-${hash}`, widths: variantWidths(width) } };
}

/** Encodes one copy. SVGs are drawn at the density that gives the target width directly, not scaled up. */
export async function encodePictureVariant(
  data: Buffer,
  src: string,
  intrinsicWidth: number,
  width: number,
  format: VariantFormat,
): Promise<Buffer> {
  const density = src.endsWith('.svg') ? Math.max(1, (72 * width) / intrinsicWidth) : undefined;
  const pipeline = sharp(data, density ? { density } : {}).resize({ width, withoutEnlargement: true });
  // effort 2 keeps a cold build of ~100 pictures near a minute on two cores; files are ~15% larger than at 4.
  return format === 'avif'
    ? pipeline.avif({ quality: 50, effort: 2 }).toBuffer()
    : pipeline.webp({ quality: 75 }).toBuffer();
}
