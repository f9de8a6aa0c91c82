import type { RouteInfo } from '../../src/shared/content/types.ts';
import type { Language } from '../../src/shared/i18n/languages.ts';

export type Manifest = Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean; src?: string }
>;

/** The manifest key of a page's content chunk and of a block type's component. */
const pageKey = (id: string, language: Language) =>
  `virtual:page-content/${language === 'en' ? '' : `${language}/`}${id}`;
const blockKey = (type: string) => `blocks/${type}/index.tsx`;

/**
 * Every JavaScript file a page needs beyond the entry itself: the entry's imports (Vite's own preloading is
 * off: vite.config.ts), the page's content chunk and its block types' chunks, with their static imports, so
 * the browser fetches them all in parallel with the entry; and its language's site data (the entry imports
 * it at once).
 */
export function chunksFor(manifest: Manifest, route: RouteInfo, language: Language = 'en'): string[] {
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
  // The entry is the page's own script tag.
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const entryFiles = new Set(entries.map((key) => manifest[key].file));
  const siteKey = language === 'en' ? 'virtual:site-data' : `virtual:site-data/${language}`;
  const needed = closure([
    ...entries.flatMap((key) => manifest[key].imports ?? []),
    siteKey,
    pageKey(route.id, language),
    ...route.blockTypes.map(blockKey),
  ]);
  return [...needed].filter((file) => !entryFiles.has(file));
}
