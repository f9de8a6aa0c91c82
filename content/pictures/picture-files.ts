/** The pictures kept in the repository (public/images), which `npm run edit` and the staff area both offer. */
import { existsSync, readdirSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { PICTURE_ENDINGS } from './upload-rules.ts';

/**
 * Every picture file under public/images, its ending in any case ("Team Photo.JPG" added by hand included),
 * as its address: /images/... These all go out with the site, so pages:check names each one no page uses.
 */
export function pictureFiles(publicDir: string): string[] {
  const imagesDir = join(publicDir, 'images');
  if (!existsSync(imagesDir)) return [];
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (PICTURE_ENDINGS.includes(extname(entry.name).slice(1).toLowerCase()))
        found.push(`/${relative(publicDir, full).split(sep).join('/')}`);
    }
  };
  walk(imagesDir);
  return found.sort();
}

/** The pictures a page may name (the schema wants the ending in small letters): what the editors offer. */
export const listPictures = (publicDir: string): string[] =>
  pictureFiles(publicDir).filter((address) => PICTURE_ENDINGS.includes(extname(address).slice(1)));
