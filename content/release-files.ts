// Where a release's files may go. Every file a render writes (a page, a 404, the route table, the sitemap) is
// named by a relative path made from content an editor wrote, so the name is proven to stay inside the
// release folder before anything is written: plain segments only, no climbing, no absolute or encoded path,
// and no folder on the way that is a link leading out of it.
import fs from 'node:fs';
import path from 'node:path';
import pageSchema from '../schema/page.schema.json' with { type: 'json' };

/** The address rule of the schema (page.schema.json `path`): /, or parts of letters, digits and dashes. */
const ADDRESS = new RegExp(pageSchema.properties.path.pattern);

/** Whether `address` is a page address the schema accepts (as written, or with a language's prefix). */
export const isPageAddress = (address: unknown): address is string =>
  typeof address === 'string' && ADDRESS.test(address);

/** The file of a page address in a release: /hi/history (or /hi/history/) is hi/history/index.html. */
export const addressFile = (address: string): string => {
  const bare = address.replace(/^\/+|\/+$/g, '');
  return bare === '' ? 'index.html' : `${bare}/index.html`;
};

/** A segment of a release file's name: letters, digits, dots, dashes and underscores, never "." or "..". */
const SEGMENT = /^(?!\.{1,2}$)[A-Za-z0-9._-]+$/;

export class UnsafeReleasePath extends Error {
  constructor(relative: string, why: string) {
    super(`Refused to write "${relative.replace(/\p{Cc}/gu, '?')}" into a release: ${why}.`);
    this.name = 'UnsafeReleasePath';
  }
}

/**
 * The absolute path of `relative` inside `root`, after proving it is there: every segment plain, the
 * resolved path under root, and no existing folder on the way a link that leads elsewhere. Throws otherwise.
 */
export function pathInside(root: string, relative: string): string {
  if (relative.length === 0 || relative.length > 512)
    throw new UnsafeReleasePath(relative, 'its name is empty or too long');
  const segments = relative.split('/');
  if (!segments.every((segment) => SEGMENT.test(segment)))
    throw new UnsafeReleasePath(relative, 'only letters, digits, dots, dashes and / between parts are allowed');
  const base = path.resolve(root);
  const target = path.resolve(base, ...segments);
  const fromBase = path.relative(base, target);
  if (fromBase === '' || fromBase.startsWith('..') || path.isAbsolute(fromBase))
    throw new UnsafeReleasePath(relative, 'it is not inside the release folder');
  const realBase = fs.realpathSync(base);
  let at = base;
  for (const segment of segments.slice(0, -1)) {
    at = path.join(at, segment);
    if (!fs.existsSync(at)) break;
    const real = fs.realpathSync(at);
    if (real !== realBase && !real.startsWith(`${realBase}${path.sep}`))
      throw new UnsafeReleasePath(relative, 'a folder on the way leads outside the release folder');
  }
  return target;
}

/**
 * Writes `data` to `relative` inside `root` (folders made as needed). A file there before, perhaps shared by
 * a hard link with another release, is replaced, never written into.
 */
export function writeInside(root: string, relative: string, data: string | Uint8Array): string {
  const target = pathInside(root, relative);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  // The folders made just now are checked again: nothing may have put a link in their place meanwhile.
  pathInside(root, relative);
  fs.rmSync(target, { force: true });
  fs.writeFileSync(target, data, { flag: 'wx' });
  return target;
}

/** Links `source` (a file of another release) to `relative` inside `root`, as writeInside writes. */
export function linkInside(root: string, relative: string, source: string): string {
  const target = pathInside(root, relative);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  pathInside(root, relative);
  fs.rmSync(target, { force: true });
  fs.linkSync(source, target);
  return target;
}
