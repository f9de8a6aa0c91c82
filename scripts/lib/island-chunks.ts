// Which scripts a prerendered page loads: at once, and when its islands wake.
import { factsIndex, type IslandWake } from '../../content/block-facts.ts';
import { blockFacts } from '../../content/generated/block-facts.ts';
import type { RouteInfo } from '../../content/types.ts';
import type { Language } from '../../schema/api/languages.ts';
import { closureOf, type Manifest } from './chunk-preloads.ts';

// From the blocks' registrations, read as data: nothing of the blocks' code is imported here.
const { lifeOf, wakeOf } = factsIndex(blockFacts);

/** The manifest key of a block type's enhancer (its registration imports it from there). */
const enhancerKey = (type: string) => `blocks/${type}/enhance.ts`;

/** The module that hydrates islands (React comes with it). */
const ISLAND_RUNTIME = 'src/shell/islands/hydrate-island.tsx';

/**
 * The manifest key of what hydrates islands: the module itself, or, when the build's code splitting put it into
 * the island-runtime group (vite.config.ts), that chunk, which the shell imports by its key.
 */
const islandRuntimeKey = (manifest: Manifest) =>
  manifest[ISLAND_RUNTIME]
    ? ISLAND_RUNTIME
    : Object.keys(manifest).find((key) => manifest[key].name === 'island-runtime' && !manifest[key].src);

/**
 * Every JavaScript file a page loads at once beyond the entry itself: the entry's imports (the shell's
 * script; Vite's own preloading is off: vite.config.ts) and the enhancers of the page's show/hide blocks,
 * fetched in parallel with the entry. Islands are not preloaded: their code (React and the block's
 * component) is fetched when the island is needed (src/shell/islands/start-islands.ts).
 */
export function pageChunksFor(manifest: Manifest, route: RouteInfo): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const entryFiles = new Set(entries.map((key) => manifest[key].file));
  const needed = closureOf(manifest, [
    ...entries.flatMap((key) => manifest[key].imports ?? []),
    ...route.blockTypes.filter((type) => lifeOf(type) === 'enhancer').map(enhancerKey),
  ]);
  return [...needed].filter((file) => !entryFiles.has(file));
}

/**
 * What a page's islands load when they wake (those that wake `when`, or all): the island runtime, each
 * island block's chunk, the page language's words.
 */
export function islandChunksFor(
  manifest: Manifest,
  route: RouteInfo,
  language: Language = 'en',
  when?: IslandWake,
): string[] {
  const islands = route.blockTypes.filter(
    (type) => lifeOf(type) === 'island' && (when === undefined || wakeOf(type) === when),
  );
  if (!islands.length) return [];
  const strings = language === 'en' ? [] : [`src/shared/i18n/ui-strings/${language}.ts`];
  const runtime = islandRuntimeKey(manifest);
  if (!runtime) throw new Error('The build has no island runtime (src/shell/islands/hydrate-island.tsx)');
  return [...closureOf(manifest, [runtime, ...strings, ...islands.map((type) => `blocks/${type}/index.tsx`)])];
}
