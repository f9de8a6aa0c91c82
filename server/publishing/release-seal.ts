// A release's seal: the hash of every file it holds (client/ and server/, by relative path and bytes), written
// beside them when it is finished. A release is used again (a roll back, the same content published again,
// another instance following) only while its files still match its seal; one changed on disk is rendered anew.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const SEAL_FILE = '.seal';
const SEALED_FOLDERS = ['client', 'server'];

/** The hash of the release's files, or undefined when it holds something no render writes (a link). */
function hashOf(dir: string): string | undefined {
  const hash = createHash('sha256');
  const walk = (folder: string, relative: string): boolean => {
    const entries = fs.readdirSync(folder, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
    for (const entry of entries) {
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      const full = path.join(folder, entry.name);
      if (entry.isSymbolicLink()) return false;
      if (entry.isDirectory()) {
        if (!walk(full, name)) return false;
      } else {
        hash
          .update(`${name}\0`)
          .update(createHash('sha256').update(fs.readFileSync(full)).digest())
          .update('\0');
      }
    }
    return true;
  };
  for (const folder of SEALED_FOLDERS) {
    const full = path.join(dir, folder);
    if (fs.existsSync(full) && !walk(full, folder)) return undefined;
  }
  return hash.digest('hex');
}

/** Seals a finished release (before it is moved into place). */
export function sealRelease(dir: string): string {
  const hash = hashOf(dir);
  if (!hash) throw new Error(`${dir} holds a symbolic link: a release is written with files only`);
  fs.writeFileSync(path.join(dir, SEAL_FILE), hash);
  return hash;
}

/** Whether the release's files are still those it was sealed with (false without a seal). */
export function sealHolds(dir: string): boolean {
  const file = path.join(dir, SEAL_FILE);
  if (!fs.existsSync(file)) return false;
  return hashOf(dir) === fs.readFileSync(file, 'utf8').trim();
}
