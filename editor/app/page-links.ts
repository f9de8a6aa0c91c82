/** Where a page is linked from, so removing it can list every link that would break. */
import type { PagesFile } from '../../content/types.ts';
import { normalisePath } from '../../content/routes.ts';
import { describeLocation } from '../../content/validation/where.ts';
import type { Segment } from './backend.ts';

export interface LinkUse {
  href: string;
  where: string;
  path: Segment[];
}

/** Every site link in the content (menu, footer, every page but the page itself) that opens page `index`. */
export function linksTo(data: PagesFile, index: number): LinkUse[] {
  const page = data.pages[index];
  const targets = new Set([page.path, ...(page.aliases ?? [])].map(normalisePath));
  const uses: LinkUse[] = [];
  const visit = (value: unknown, path: Segment[]) => {
    if (path[0] === 'pages' && path[1] === index) return;
    if (typeof value === 'string') {
      if (value.startsWith('/') && targets.has(normalisePath(value.split('#')[0])))
        uses.push({ href: value, where: describeLocation(data, path), path });
      return;
    }
    if (!value || typeof value !== 'object') return;
    // A list's entries are named by their position, an object's by their field.
    for (const [key, entry] of Object.entries(value)) {
      const segment = Array.isArray(value) ? Number(key) : key;
      if (key !== 'path' && key !== 'aliases') visit(entry, [...path, segment]);
    }
  };
  visit(data.site, ['site']);
  for (const [at, other] of data.pages.entries()) visit(other, ['pages', at]);
  return uses;
}

/** The content without page `index`; with `aliasOn`, that page's addresses now open page `aliasOn` instead. */
export function removePage(data: PagesFile, index: number, aliasOn?: number): PagesFile {
  const removed = data.pages[index];
  const pages = data.pages.map((page, at) =>
    at === aliasOn ? { ...page, aliases: [...(page.aliases ?? []), removed.path, ...(removed.aliases ?? [])] } : page,
  );
  return { ...data, pages: pages.filter((_, at) => at !== index) };
}

/** The section names (block ids) of a page, for links to a part of it. */
export function anchorsOf(data: PagesFile, path: string): string[] {
  const page = data.pages.find((candidate) => normalisePath(candidate.path) === normalisePath(path));
  return (page?.blocks ?? []).map((block) => (block as { id?: string }).id).filter((id): id is string => !!id);
}
