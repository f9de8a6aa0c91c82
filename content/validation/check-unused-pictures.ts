import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { CrossCheck, CrossProblem } from './check-context.ts';
import { PICTURE_FORMATS } from './picture-names.ts';
import { walk } from './walk.ts';

/** Every picture file under `folder`, as its address ("/images/team/asha.jpg"). */
function picturesIn(publicDir: string, folder: string): string[] {
  let entries: import('node:fs').Dirent[];
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = join(folder, entry.name);
    if (entry.isDirectory()) return picturesIn(publicDir, full);
    const ending = entry.name.slice(entry.name.lastIndexOf('.') + 1).toLowerCase();
    return PICTURE_FORMATS.includes(ending) ? [`/${relative(publicDir, full).split(sep).join('/')}`] : [];
  });
}

/**
 * A picture in public/images that no page uses still goes out with the site (everything in public/ is
 * copied). Usually it was replaced under another name, or its section was removed.
 */
export const unusedPictures: CrossCheck = (data, { publicDir }) => {
  const used = new Set<string>();
  for (const { value } of walk(data)) if (typeof value === 'string') used.add(value.split(/[?#]/)[0]);
  const problems: CrossProblem[] = [];
  for (const address of picturesIn(publicDir, join(publicDir, 'images')).sort()) {
    if (used.has(address)) continue;
    problems.push({
      severity: 'warning',
      segments: [],
      where: 'public/images',
      message: `the picture public${address} is used by no page, yet it goes out with the site. Delete the file if it is not needed, or use it ("src": "${address}").`,
      fix: { kind: 'delete-picture', src: address, label: 'Delete the picture' },
    });
  }
  return problems;
};
