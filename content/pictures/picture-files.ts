/** The pictures kept in the repository (public/images), which `npm run edit` and the staff area both offer. */
import { existsSync, readdirSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { PICTURE_ENDINGS } from './upload-rules.ts';

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
