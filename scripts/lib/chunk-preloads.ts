import type { RouteInfo } from '../../src/shared/content/types.ts';

export type Manifest = Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean; src?: string }
>;

/** The manifest key of a page's content chunk and of a block type's component. */
const pageKey = (id: string) => `virtual:page-content/${id}`;
const blockKey = (type: string) => `blocks/${type}/index.tsx`;

/**
 * Every JavaScript file a page needs beyond the entry: its content chunk and its block types' chunks,
 * with their static imports, so the browser fetches them in parallel with the entry.
 */
export function chunksFor(manifest: Manifest, route: RouteInfo): string[] {
  const closure = (keys: string[], into = new Set<string>()) => {
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`The build has no chunk for ${key}`);
      if (into.has(chunk.file)) return;
      into.add(chunk.file);
      chunk.imports?.forEach(visit);
    };
    keys.forEach(visit);
    return into;
  };
  // The entry and its imports are already in the page (Vite's own script and preload tags).
  const loadedByEntry = closure(Object.keys(manifest).filter((key) => manifest[key].isEntry));
  const needed = closure([pageKey(route.id), ...route.blockTypes.map(blockKey)]);
  return [...needed].filter((file) => !loadedByEntry.has(file));
}
