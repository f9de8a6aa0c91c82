/**
 * The build's picture pipeline. Every picture pages.json names gets its facts (intrinsic width and height,
 * and in a build the address and widths of its resized copies) written into the picture object of the page's
 * content chunk, so src/shared/ui/responsive-image.tsx can set width, height and srcset without a site-wide
 * manifest. Copies are AVIF and WebP at 480/960/1600 px wide, never wider than the original; SVG
 * placeholders are rasterised the same way real photos are resized. SVGs narrower than the smallest
 * width (logos) get no copies: they are already small and sharp at any size.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  encodePictureVariant,
  type ImageFacts,
  pictureFacts,
  type VariantFormat,
} from '../../content/pictures/picture-variants.ts';
import type { Image } from '../../content/types.ts';

// The facts and copies are made from a picture's bytes in the content core, where the staff area's uploads
// (server/publishing/picture-upload.ts) make theirs too.
export {
  FORMATS,
  type ImageFacts,
  SETTINGS,
  VARIANT_DIR,
  variantFile,
  variantWidths,
  WIDTHS,
} from '../../content/pictures/picture-variants.ts';

export async function readImageFacts(publicDir: string, src: string, withVariants: boolean): Promise<ImageFacts> {
  return pictureFacts(readFileSync(join(publicDir, src)), src, withVariants);
}

/** Encodes one copy of the picture file at `src` (content/pictures/picture-variants.ts). */
export function encodeVariant(
  publicDir: string,
  src: string,
  intrinsicWidth: number,
  width: number,
  format: VariantFormat,
): Promise<Buffer> {
  return encodePictureVariant(readFileSync(join(publicDir, src)), src, intrinsicWidth, width, format);
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
