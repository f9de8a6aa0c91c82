/** The pictures of public/images, and an upload that adds one under a name the schema accepts. */
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';

export const PICTURE_ENDINGS = ['jpg', 'jpeg', 'png', 'webp', 'avif', 'svg'];

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

export class UploadRefused extends Error {}

/**
 * A file name as the schema wants it (small letters, digits, dashes; a known ending in small letters):
 * "School visit 2.JPG" becomes "school-visit-2.jpg". Formats a browser cannot show are refused by name.
 */
export function pictureFileName(original: string): string {
  const ending = extname(original).slice(1).toLowerCase();
  const normalEnding = ending === 'jpeg' ? 'jpg' : ending;
  if (!PICTURE_ENDINGS.includes(normalEnding))
    throw new UploadRefused(
      `"${original}" is not a picture format the site can show${ending ? ` (.${ending})` : ''}. Use ${PICTURE_ENDINGS.map((e) => `.${e}`).join(', ')}; a phone's .heic photo can be saved as .jpg first.`,
    );
  const stem = original
    .slice(0, original.length - ending.length - 1)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${stem || 'picture'}.${normalEnding}`;
}

/** Copies the bytes into public/images under a valid, unused name; returns the address for the page. */
export function savePicture(publicDir: string, original: string, bytes: Buffer): string {
  if (bytes.length === 0) throw new UploadRefused(`"${original}" is empty.`);
  const name = pictureFileName(original);
  const imagesDir = join(publicDir, 'images');
  mkdirSync(imagesDir, { recursive: true });
  const dot = name.lastIndexOf('.');
  let candidate = name;
  for (let n = 2; existsSync(join(imagesDir, candidate)); n++)
    candidate = `${name.slice(0, dot)}-${n}${name.slice(dot)}`;
  writeFileSync(join(imagesDir, candidate), bytes);
  return `/images/${candidate}`;
}
