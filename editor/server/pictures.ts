/**
 * The pictures of public/images for `npm run edit`: added by an upload under a name the schema accepts, and
 * deleted when no page uses them. The rules an upload passes (name, format, size, how many in a while) are the
 * content core's (content/pictures/), the same for the staff area's uploads.
 */
import { mkdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { checkedPictureName } from '../../content/pictures/picture-content.ts';
import { pictureFiles } from '../../content/pictures/picture-files.ts';
import { PICTURE_ENDINGS } from '../../content/pictures/upload-rules.ts';
import { addressesUsed } from '../../content/validation/walk.ts';
import { Refused } from './session-guard.ts';

const endingOf = (src: string) => extname(src).slice(1).toLowerCase();

/**
 * Copies the bytes into public/images under a valid, unused name, once they prove to be a picture of the
 * format the name says (checkedPictureName); returns the address for the page.
 */
export async function savePicture(publicDir: string, original: string, bytes: Buffer): Promise<string> {
  const name = await checkedPictureName(original, bytes);
  const dot = name.lastIndexOf('.');
  const imagesDir = join(publicDir, 'images');
  mkdirSync(imagesDir, { recursive: true });
  // Never over a picture that is there, even one another upload wrote a moment ago: 'wx' fails if it exists.
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? name : `${name.slice(0, dot)}-${n}${name.slice(dot)}`;
    try {
      writeFileSync(join(imagesDir, candidate), bytes, { flag: 'wx' });
      return `/images/${candidate}`;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}

/**
 * Deletes a picture of public/images that the saved pages do not use (#26): the checker warns of each such
 * picture (check-unused-pictures.ts) and offers to delete it, whatever its name, one added by hand under a
 * name an upload never gives included ("Team Photo.JPG"). Only a file of that same list is deleted; Refused
 * (with the reason) when `src` is no picture address in public/images, is not there, or a saved page shows it.
 */
export function deletePicture(publicDir: string, src: string, savedPages: unknown): void {
  if (!src.startsWith('/images/') || src.split('/').includes('..') || !PICTURE_ENDINGS.includes(endingOf(src)))
    throw new Refused(400, `"${src.slice(0, 80)}" is not the address of a picture in public/images.`);
  if (!pictureFiles(publicDir).includes(src))
    throw new Refused(404, `There is no picture ${src.slice(0, 80)} in public/images (deleted already?).`);
  if (addressesUsed(savedPages).has(src))
    throw new Refused(409, `A page still shows ${src}; take it out of that page and save before deleting the picture.`);
  unlinkSync(join(publicDir, src));
}
