// A release is the site's public pages, and nginx, another user (www-data on Debian), sends them from disk.
// The instances run with UMask=0077 (deploy/welfare-api@.service: their data folders hold personal data), so
// the folders and pages an instance renders would be readable by its own user alone, and nginx would answer
// 403 for every address after a publish from the staff area. Opened to all readers before the switch; what is
// readable already (the build's files, linked into the release) is left as it is.
import fs from 'node:fs';
import path from 'node:path';

/** Gives every folder under `dir` read and enter rights for all, and every file read rights for all. */
export function openToReaders(dir: string): void {
  const stat = fs.lstatSync(dir);
  if (stat.isSymbolicLink()) return;
  const wanted = stat.isDirectory() ? 0o555 : 0o444;
  if ((stat.mode & wanted) !== wanted) fs.chmodSync(dir, (stat.mode & 0o777) | wanted);
  if (stat.isDirectory()) for (const entry of fs.readdirSync(dir)) openToReaders(path.join(dir, entry));
}
