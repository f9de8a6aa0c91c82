// The folder nginx serves (deploy/nginx.conf: `root <site root>/current/client`): each version of the
// build (dist/: client for nginx, server for the page renderer the instances load) is a folder of its
// own under releases/, and `current` is a symlink switched to a new one by a rename, which is atomic:
// a visitor gets the old page or the new one, never half of each, and nginx and every instance
// (SITE_DIR=<site root>/current/client) see the switch at once. The deploy (`npm run site:release`)
// uses it after a build; publishing from the staff area is meant to write its folder and
// switch the same way.
//
// Pages holding a form get a fresh Idempotency-Key from the server on every request, so nginx must
// not send them from disk: each such page's folder gets a `.form-page` marker that nginx tests for
// (and never serves: dot files are refused by nginx and by the server alike).
import fs from 'node:fs';
import path from 'node:path';
import { needsIdempotencyKey } from '../plain-forms/idempotency-field.ts';

export const FORM_PAGE_MARKER = '.form-page';
/** Releases kept besides the current one, so a rollback is one switch away. */
const KEEP_RELEASES = 3;

function htmlFiles(dir: string, base = dir): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...htmlFiles(full, base));
    else if (entry.name.endsWith('.html')) found.push(path.relative(base, full));
  }
  return found;
}

/** Marks the folder of every page whose form needs a fresh key; returns those pages. */
export function markFormPages(siteDir: string): string[] {
  const pages = htmlFiles(siteDir).filter((file) =>
    needsIdempotencyKey(fs.readFileSync(path.join(siteDir, file), 'utf8')),
  );
  for (const page of pages) fs.writeFileSync(path.join(siteDir, path.dirname(page), FORM_PAGE_MARKER), '');
  return pages;
}

/** Points `<root>/current` at `target` (a folder under root) by renaming a new symlink over it (atomic). */
export function switchLink(root: string, target: string): void {
  const next = path.join(root, `.current-${process.pid}-${Date.now()}`);
  fs.symlinkSync(path.relative(root, target), next);
  fs.renameSync(next, path.join(root, 'current'));
}

export interface Release {
  dir: string;
  formPages: string[];
  removed: string[];
}

/**
 * Copies a build (dist/, with client/ and server/) into `<root>/releases/<name>`, marks its form
 * pages, switches `current` to it and removes all but the newest releases (never the current one).
 * The page renderer in server/ imports react and the like, found through the release's own
 * node_modules: a link to those of the checkout that made the build.
 */
export function releaseSite(
  buildDir: string,
  root: string,
  nodeModules: string,
  name = new Date().toISOString().replace(/[:.]/g, '-'),
): Release {
  if (!fs.existsSync(path.join(buildDir, 'client', 'index.html'))) {
    throw new Error(`${buildDir} holds no built site (no client/index.html): run npm run build first.`);
  }
  const releases = path.join(root, 'releases');
  const dir = path.join(releases, name);
  if (fs.existsSync(dir)) throw new Error(`${dir} exists already; give the release another name.`);
  fs.mkdirSync(releases, { recursive: true });
  // Copied aside first, so `current` never points at a folder still being written.
  const partial = `${dir}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  // The build's real folder, followed if dist/ is a link: the copy must never write into the build.
  const source = fs.realpathSync(buildDir);
  // Whole, Vite's client/.vite/manifest.json too: publishing from the staff area renders with this
  // release's build and needs it. nginx and the server never send dot files to visitors.
  fs.cpSync(source, partial, { recursive: true });
  const formPages = markFormPages(path.join(partial, 'client'));
  // Each release finds the packages of the checkout it was built by, so an instance of the previous
  // release still running during an upgrade never loads the new release's react beside its own.
  fs.symlinkSync(path.resolve(nodeModules), path.join(partial, 'node_modules'));
  fs.renameSync(partial, dir);
  switchLink(root, dir);
  return { dir, formPages, removed: removeOldReleases(releases, name, KEEP_RELEASES) };
}

/** A folder still being written by a process that died (SIGKILL) is removed after this long. */
const PARTIAL_HOURS = 1;

/**
 * Removes all but the `keep` most recently finished releases besides `current`, and returns their names;
 * used by a deploy (`npm run site:release`) and by publishing from the staff area, which share this folder.
 * By age, not by name: a deploy names its release by the date, publishing by its content ("c3f9...-<build>").
 * A folder still being written (a deploy's `<name>.partial`, a publishing instance's `<name>.partial-<pid>`)
 * is not a release: left alone, unless it is older than an hour (its process died).
 */
export function removeOldReleases(releases: string, current: string, keep: number): string[] {
  const entries = fs.readdirSync(releases, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  const at = (name: string) => fs.statSync(path.join(releases, name)).mtimeMs;
  const older = entries
    .filter((entry) => entry.name !== current && !entry.name.includes('.partial'))
    .map((entry) => ({ name: entry.name, at: at(entry.name) }))
    .sort((a, b) => b.at - a.at || b.name.localeCompare(a.name))
    .slice(keep)
    .map((release) => release.name);
  const abandoned = entries
    .filter((entry) => entry.name.includes('.partial') && Date.now() - at(entry.name) > PARTIAL_HOURS * 3_600_000)
    .map((entry) => entry.name);
  for (const name of [...older, ...abandoned]) fs.rmSync(path.join(releases, name), { recursive: true, force: true });
  return older;
}
