/**
 * The pictures of public/images: listed, added by an upload under a name the schema accepts, and deleted
 * when no page uses them. The rules an upload passes (name, format, size, how many in a while) are the same
 * for the staff area's uploads (server/publishing/picture-routes.ts), which import them from here.
 */
import { existsSync, mkdirSync, readdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { walk } from '../../content/validation/walk.ts';
import { checkPictureContent, UploadRefused } from './picture-content.ts';
import { Refused } from './session-guard.ts';

export { Refused, UploadRefused };
export { budgetSpent, UPLOAD_WINDOW_MINUTES, UPLOADS_PER_WINDOW, uploadBudget } from './upload-budget.ts';

/** The largest picture taken: a phone's photo is 3-12 MB; the site's copies are made from it. */
export const MAX_PICTURE_MB = 20;
export const MAX_PICTURE = MAX_PICTURE_MB * 1024 * 1024;
export const TOO_LARGE = `This file is larger than ${MAX_PICTURE_MB} MB; make the picture smaller first.`;

export const PICTURE_ENDINGS = ['jpg', 'jpeg', 'png', 'webp', 'avif', 'svg'];
/** The longest name part kept: a file name stays short to read, and far below the file system's limit. */
export const MAX_STEM = 60;

/** Every picture under public/images, as the address a page writes: /images/... */
export function listPictures(publicDir: string): string[] {
  const imagesDir = join(publicDir, 'images');
  if (!existsSync(imagesDir)) return [];
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (PICTURE_ENDINGS.includes(extname(entry.name).slice(1))) found.push(`/${relative(publicDir, full)}`);
    }
  };
  walk(imagesDir);
  return found.sort();
}

/**
 * A file name as the schema wants it (small letters, digits, dashes; a known ending in small letters):
 * "School visit 2.JPG" becomes "school-visit-2.jpg", a very long name its first words. Formats a browser
 * cannot show are refused by name.
 */
export function pictureFileName(original: string): string {
  const ending = extname(original).slice(1).toLowerCase();
  const normalEnding = ending === 'jpeg' ? 'jpg' : ending;
  if (!PICTURE_ENDINGS.includes(normalEnding))
    throw new UploadRefused(
      `"${original.slice(0, 80)}" is not a picture format the site can show${ending ? ` (.${ending.slice(0, 10)})` : ''}. Use ${PICTURE_ENDINGS.map((e) => `.${e}`).join(', ')}; a phone's .heic photo can be saved as .jpg first.`,
    );
  const stem = original
    .slice(0, original.length - ending.length - 1)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_STEM)
    .replace(/^-+|-+$/g, '');
  return `${stem || 'picture'}.${normalEnding}`;
}

/**
 * The name (as the schema wants it) of an uploaded file, once its bytes prove to be a picture of the format
 * the name says (picture-content.ts) and of a size the site takes; throws UploadRefused otherwise.
 */
export async function checkedPictureName(original: string, bytes: Buffer): Promise<string> {
  if (bytes.length === 0) throw new UploadRefused(`"${original.slice(0, 80)}" is empty.`);
  if (bytes.length > MAX_PICTURE) throw new UploadRefused(TOO_LARGE);
  const name = pictureFileName(original);
  await checkPictureContent(original.slice(0, 80), name.slice(name.lastIndexOf('.') + 1), bytes);
  return name;
}

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
