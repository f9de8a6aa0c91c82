// An upload from the staff area (#27) made into what a release serves: the original checked by the rules of
// `npm run edit` (content/pictures/: the name, the format inside, the size) and the same AVIF and WebP copies
// the build makes (content/pictures/picture-variants.ts), named as the build names them.
import {
  encodePictureVariant,
  FORMATS,
  type ImageFacts,
  pictureFacts,
  variantFile,
} from '../../content/pictures/picture-variants.ts';
import { checkedPictureName } from '../../content/pictures/picture-content.ts';

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

/** The address an upload named `original` gets: /images/<name as the schema wants it>. */
export async function uploadAddress(original: string, bytes: Buffer): Promise<string> {
  return `/images/${await checkedPictureName(original, bytes)}`;
}

/** The facts and the copies of the (checked) picture that will be served at `src`. */
export async function preparePicture(src: string, bytes: Buffer): Promise<PreparedPicture> {
  const facts = await pictureFacts(bytes, src, true);
  const variants = facts.variants;
  const copies = variants
    ? await Promise.all(
        variants.widths.flatMap((width) =>
          FORMATS.map(async (format) => ({
            file: variantFile(variants.path, width, format),
            bytes: await encodePictureVariant(bytes, src, facts.width, width, format),
          })),
        ),
      )
    : [];
  return { src, mediaType: MEDIA_TYPES[src.slice(src.lastIndexOf('.') + 1)], facts, copies };
}
