// A release of a revision: a folder of its own with client/ (the build's files linked, the revision's pages
// written by the render core) and server/ (the build's renderer, linked file by file), as a build's dist/ is,
// so it never depends on the deploy's release it came from and a server started on it renders the next
// publish with it.
import fs from 'node:fs';
import path from 'node:path';
import { FORM_PAGE_MARKER } from '../ops/site-folder.ts';
import type { Build } from '../site/render/build.ts';
import { COPIES } from '../site/render/compress.ts';
import { type PreviousRelease, type RenderedSite, renderSite, SITE_FILES } from '../site/render/render-site.ts';
import type { ContentFiles } from './content-files.ts';

/** The node_modules folder Node would find the build's imports in (its own, or the nearest above it). */
function packagesOf(dir: string): string | undefined {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    const candidate = path.join(at, 'node_modules');
    if (fs.existsSync(candidate)) return fs.realpathSync(candidate);
    if (path.dirname(at) === at) return undefined;
  }
}

/** Links every file of `from` into `to` (same disk: no bytes copied), folders made anew. */
function linkTree(from: string, to: string, skip: (relative: string) => boolean, base = from) {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const relative = path.relative(base, source);
    if (skip(relative)) continue;
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target, skip, base);
    else
      try {
        fs.linkSync(source, target);
      } catch {
        fs.copyFileSync(source, target);
      }
  }
}

/** What the render core writes anew in every release: never linked from the build. */
const WRITTEN_ANEW = ['.html', '_routes.json', ...SITE_FILES];
const writtenAnew = (relative: string) => {
  const bare = COPIES.reduce(
    (name, ending) => (name.endsWith(ending) ? name.slice(0, -ending.length) : name),
    relative,
  );
  return WRITTEN_ANEW.some((ending) => bare.endsWith(ending)) || path.basename(relative) === FORM_PAGE_MARKER;
};

/** Writes the release of `files` into `dir` (which must not exist; written whole, then used). */
export async function renderRelease(
  build: Build,
  files: ContentFiles,
  dir: string,
  previous?: PreviousRelease,
): Promise<RenderedSite> {
  const client = path.join(dir, 'client');
  linkTree(path.join(build.dir, 'client'), client, writtenAnew);
  linkTree(path.join(build.dir, 'server'), path.join(dir, 'server'), () => false);
  // Its imports (react...) are found as from the build: the packages beside it, or above it (a checkout's).
  const modules = packagesOf(build.dir);
  if (modules) fs.symlinkSync(modules, path.join(dir, 'node_modules'));
  return renderSite(build, files, client, { previous, fonts: 'build', compress: 'written' });
}
