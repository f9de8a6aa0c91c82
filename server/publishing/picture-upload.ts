// An upload from the staff area made into what a release serves: the original checked by the rules of
// `npm run edit` (content/pictures/: the name, the format inside, the size) and the same AVIF and WebP copies
// the build makes (content/pictures/picture-variants.ts), named as the build names them. A picture over the
// pixel limit (PICTURE_MAX_MEGAPIXELS) is refused from its header, before anything decodes it; the copies are
// made one picture and one copy at a time in this process (pictureWork), so uploads sent together wait their
// turn instead of decoding side by side.
import {
  checkPicturePixels,
  encodePictureVariant,
  FORMATS,
  type ImageFacts,
  pictureFacts,
  variantFile,
} from '../../content/pictures/picture-variants.ts';
import { checkedPictureName } from '../../content/pictures/picture-content.ts';
import { MAX_MEGAPIXELS, pictureFileName } from '../../content/pictures/upload-rules.ts';

const MEDIA_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
};

export interface PreparedPicture {
  src: string;
  mediaType: string;
  facts: ImageFacts;
  copies: { file: string; bytes: Buffer }[];
}

export interface WorkStats {
  /** Running now, and waiting their turn. */
  running: number;
  waiting: number;
  /** The most that ever ran at once, and waited at once. */
  mostAtOnce: number;
  mostWaiting: number;
}

/**
 * Runs work one piece at a time, in the order it came. A few lines rather than p-limit: that package is in
 * node_modules only as another package's dependency, and this is all of it that is needed.
 */
export function oneAtATime() {
  let tail: Promise<unknown> = Promise.resolve();
  const stats: WorkStats = { running: 0, waiting: 0, mostAtOnce: 0, mostWaiting: 0 };
  return {
    stats: (): WorkStats => ({ ...stats }),
    run<T>(work: () => Promise<T>): Promise<T> {
      stats.waiting++;
      stats.mostWaiting = Math.max(stats.mostWaiting, stats.waiting);
      const turn = tail.then(async () => {
        stats.waiting--;
        stats.running++;
        stats.mostAtOnce = Math.max(stats.mostAtOnce, stats.running);
        try {
          return await work();
        } finally {
          stats.running--;
        }
      });
      // The next piece waits for this one to end, however it ends.
      tail = turn.catch(() => undefined);
      return turn;
    },
  };
}

/**
 * The decoding and resizing of uploaded pictures in this process. One at a time: a 40-megapixel picture takes
 * over 100 MB to decode and a core for seconds; side by side, their copies were all decoded at once (24 for
 * four pictures), taking every core and the memory of all of them together. sharp itself keeps to one thread per picture on Linux with glibc (its default concurrency).
 */
export const pictureWork = oneAtATime();

/** The pixel limit of the uploads (PICTURE_MAX_MEGAPIXELS). */
export interface PictureLimits {
  maxMegapixels: number;
}

const DEFAULT_LIMITS: PictureLimits = { maxMegapixels: MAX_MEGAPIXELS };

/**
 * The address an upload named `original` gets: /images/<name as the schema wants it>. A raster picture over the
 * pixel limit is refused first (413), from its header: past sharp's own limit (16,383 x 16,383) the format check
 * could not read it and would call it another format. An SVG is read by sharp only once the allow-list has
 * passed it; preparePicture checks the size it is drawn at.
 */
export async function uploadAddress(original: string, bytes: Buffer, limits = DEFAULT_LIMITS): Promise<string> {
  if (!pictureFileName(original).endsWith('.svg')) await checkPicturePixels(bytes, limits.maxMegapixels);
  return `/images/${await checkedPictureName(original, bytes)}`;
}

/** The facts and the copies of the (checked) picture that will be served at `src`, made in its turn. */
export async function preparePicture(src: string, bytes: Buffer, limits = DEFAULT_LIMITS): Promise<PreparedPicture> {
  // The header, before waiting: a picture over the limit is refused at once.
  const facts = await pictureFacts(bytes, src, true, limits.maxMegapixels);
  const variants = facts.variants;
  const copies: PreparedPicture['copies'] = [];
  if (variants)
    await pictureWork.run(async () => {
      for (const width of variants.widths)
        for (const format of FORMATS)
          copies.push({
            file: variantFile(variants.path, width, format),
            bytes: await encodePictureVariant(bytes, src, facts.width, width, format, limits.maxMegapixels),
          });
    });
  return { src, mediaType: MEDIA_TYPES[src.slice(src.lastIndexOf('.') + 1)], facts, copies };
}
