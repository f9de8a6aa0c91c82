import { readdirSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import type { CrossCheck, CrossProblem } from './check-context.ts';
import { closest } from './did-you-mean.ts';
import { looksLikeFile } from './check-links.ts';
import { walk } from './walk.ts';

/** The names in a folder of public/, or [] when there is no such folder. */
function namesIn(folder: string): string[] {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
}

/**
 * Every "/..." value that names a file (pictures, PDFs, ...) exists under public/, with the same
 * capital letters: the server is case-sensitive even when the editor's own computer is not, or is a
 * picture uploaded from the staff area.
 */
export const referencedFiles: CrossCheck = (data, { publicDir, uploaded }) => {
  const problems: CrossProblem[] = [];
  // One listing per folder and check: 1000 pages name the same few folders thousands of times.
  const listings = new Map<string, string[]>();
  const listing = (folder: string) => listings.get(folder) ?? listings.set(folder, namesIn(folder)).get(folder)!;
  for (const { value, segments } of walk(data)) {
    if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || !looksLikeFile(value))
      continue;
    const address = value.split(/[?#]/)[0];
    if (uploaded?.has(address)) continue;
    const full = join(publicDir, address);
    const inside = !relative(publicDir, full).startsWith('..');
    const name = full.slice(full.lastIndexOf(sep) + 1);
    if (inside && listing(dirname(full)).includes(name)) continue;
    const folder = address.slice(0, address.lastIndexOf('/') + 1);
    const guess = closest(name, listing(dirname(full)));
    const suggestion = guess ? ` Did you mean "${folder}${guess}"?` : '';
    problems.push({
      severity: 'error',
      segments,
      message:
        `the file "${value}" does not exist: there is no public${address}.${suggestion} ` +
        `Put the file in public${folder} or correct the name (capital letters count).`,
    });
  }
  return problems;
};
