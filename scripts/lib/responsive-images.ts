/**
 * The build's picture pipeline. Every picture pages.json names gets its facts (intrinsic width and height,
 * and in a build the address and widths of its resized copies) written into the picture object of the page's
 * content chunk, so src/shared/ui/responsive-image.tsx can set width, height and srcset without a site-wide
 * manifest. Copies are AVIF and WebP at 480/960/1600 px wide, never wider than the original; SVG
 * placeholders are rasterised the same way real photos are resized. SVGs narrower than the smallest
 * width (logos) get no copies: they are already small and sharp at any size.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Image } from '../../src/shared/content/types.ts';

export const WIDTHS = [480, 960, 1600];
export const FORMATS = ['avif', 'webp'] as const;
/** Folder of the copies in the build: names carry a content hash, so our server caches them for a year. */
export const VARIANT_DIR = 'assets/img';
/** Part of every copy's name: changing the encoder settings below renames (and so refreshes) them all. */
export const SETTINGS = 'q50e2-q75';

export type ImageFacts = Required<Pick<Image, 'width' | 'height'>> & Pick<Image, 'variants'>;

/** The widths to produce for an original `width` px wide: the standard ones that fit, and the original's own. */
export function variantWidths(width: number): number[] {
  const fits = WIDTHS.filter((candidate) => candidate <= width);
  const largest = WIDTHS[WIDTHS.length - 1];
  if (width < largest && !fits.includes(width)) fits.push(width);
  return fits;
}

/** A copy's address: its path prefix (without width and format) plus `-<width>.<format>`. */
export const variantFile = (path: string, width: number, format: string) => `${path}-${width}.${format}`;

export async function readImageFacts(publicDir: string, src: string, withVariants: boolean): Promise<ImageFacts> {
  const file = join(publicDir, src);
  const data = readFileSync(file);
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
export async function encodeVariant(
  publicDir: string,
  src: string,
  intrinsicWidth: number,
  width: number,
  format: (typeof FORMATS)[number],
): Promise<Buffer> {
  const file = join(publicDir, src);
  const density = src.endsWith('.svg') ? Math.max(1, (72 * width) / intrinsicWidth) : undefined;
  const pipeline = sharp(file, density ? { density } : {}).resize({ width, withoutEnlargement: true });
  // effort 2 keeps a cold build of ~100 pictures near a minute on two cores; files are ~15% larger than at 4.
  return format === 'avif'
    ? pipeline.avif({ quality: 50, effort: 2 }).toBuffer()
    : pipeline.webp({ quality: 75 }).toBuffer();
}

/** True for the objects of a page that are pictures: `{ src: "/images/...", alt, ... }`. */
const isImage = (value: object): value is Image =>
  typeof (value as Image).src === 'string' && (value as Image).src.startsWith('/images/') && 'alt' in value;

/** A copy of `value` with the facts of every picture inside merged into it. */
export function withImageFacts<T>(value: T, factsOf: (src: string) => ImageFacts | undefined): T {
  if (Array.isArray(value)) return value.map((item) => withImageFacts(item, factsOf)) as T;
  if (!value || typeof value !== 'object') return value;
  const copy = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withImageFacts(item, factsOf)]));
  return (isImage(value) ? { ...copy, ...factsOf(value.src) } : copy) as T;
}

/** Every picture address inside `value`. */
export function imageSources(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) imageSources(item, into);
  else if (value && typeof value === 'object') {
    if (isImage(value)) into.add(value.src);
    for (const item of Object.values(value)) imageSources(item, into);
  }
  return into;
}

/** Cache key of a picture's facts: they change only when the file does. */
export const factsKey = (publicDir: string, src: string) => `${src}@${statSync(join(publicDir, src)).mtimeMs}`;
