// The build's manifest, and the files a set of its chunks loads (the prerender's island preloads:
// scripts/lib/island-chunks.ts; publishing from the staff area reads the preloads the prerender
// wrote). scripts/lib/chunk-preloads.ts re-exports it for the build's scripts.

export type Manifest = Record<
  string,
  { file: string; name?: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean; src?: string }
>;

/** Chunks and everything they import statically, as files. */
export function closureOf(manifest: Manifest, keys: string[], into = new Set<string>()): Set<string> {
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build has no chunk for ${key}`);
    if (into.has(chunk.file)) return;
    into.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return into;
}
