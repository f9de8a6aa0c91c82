import type { BlockType, PagesFile, RouteInfo } from './types.ts';

/** Addresses match ignoring case and a trailing slash: /New, /new/ and /new are one page. */
export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/)[0].toLowerCase().replace(/\/+$/, '');
  return bare === '' ? '/' : bare;
}

/** The name of a page's content chunk: its path, lower-cased, slashes to dashes ("/" is "home"). */
export function pageId(path: string): string {
  const normal = normalisePath(path);
  return normal === '/' ? 'home' : normal.slice(1).replace(/\//g, '-');
}

/** The route list the client needs: everything about each page except its blocks' content. */
export function buildRoutes(pages: PagesFile): RouteInfo[] {
  return pages.pages.map((page) => ({
    id: pageId(page.path),
    path: page.path,
    aliases: page.aliases ?? [],
    title: page.title ?? pages.site.organisation.name,
    ...(page.description ? { description: page.description } : {}),
    layout: page.layout ?? 'standard',
    indexable: page.indexable ?? true,
    blockTypes: [...new Set(page.blocks.map((block) => block.type))] as BlockType[],
  }));
}

export interface ResolvedRoute {
  route: RouteInfo;
  /** True when the address matched no page and the home page is shown in its place. */
  unknown: boolean;
}

export function createResolver(routes: RouteInfo[]): (path: string) => ResolvedRoute {
  const byPath = new Map<string, RouteInfo>();
  for (const route of routes) {
    for (const address of [route.path, ...route.aliases]) byPath.set(normalisePath(address), route);
  }
  const home = byPath.get('/');
  if (!home) throw new Error('pages.json has no home page (path "/")');
  return (path) => {
    const route = byPath.get(normalisePath(path));
    return route ? { route, unknown: false } : { route: home, unknown: true };
  };
}
