/**
 * The pictures of public/images for `npm run edit`: added by an upload under a name the schema accepts, and
 * deleted when no page uses them. The rules an upload passes (name, format, size, how many in a while) are the
 * content core's (content/pictures/), the same for the staff area's uploads.
 */
import { existsSync, mkdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { checkedPictureName } from '../../content/pictures/picture-content.ts';
import { PICTURE_ENDINGS } from '../../content/pictures/upload-rules.ts';
import { walk } from '../../content/validation/walk.ts';
import { Refused } from './session-guard.ts';

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

/** A picture's address as pages write it: /images/, then letters, digits, dashes, underscores and folders. */
const PICTURE_ADDRESS = new RegExp(`^/images/(?!.*\\.\\.)[A-Za-z0-9_\\-/.]+\\.(${PICTURE_ENDINGS.join('|')})$`);

/**
 * Deletes a picture of public/images that the saved pages do not use (#26): the checker warns of a picture no
 * page uses, since everything in public/ goes out with the site. Refused (with the reason) when `src` is not
 * such a picture's address, is not there, or a page of the saved file still shows it.
 */
export function deletePicture(publicDir: string, src: string, savedPages: unknown): void {
  if (!PICTURE_ADDRESS.test(src))
    throw new Refused(400, `"${src.slice(0, 80)}" is not the address of a picture in public/images.`);
  const file = join(publicDir, src);
  if (relative(join(publicDir, 'images'), file).startsWith('..') || !existsSync(file) || !statSync(file).isFile())
    throw new Refused(404, `There is no picture ${src} in public/images (deleted already?).`);
  for (const { value } of walk(savedPages))
    if (typeof value === 'string' && value.split(/[?#]/)[0] === src)
      throw new Refused(
        409,
        `A page still shows ${src}; take it out of that page and save before deleting the picture.`,
      );
  unlinkSync(file);
}
