/**
 * The files made from the blocks' registrations (blocks/<type>/block.ts), written by `npm run docs:blocks` and
 * compared by `npm run docs:check`:
 *   blocks/index.ts                    every registration: the server's renderer, the editor, the tests
 *   blocks/enhancers.ts                the enhancers alone: the page's own script (src/shell/islands/)
 *   blocks/islands.ts                  the islands' components alone: the browser's island runtime
 *   content/generated/block-facts.ts   the registrations' pure data: the checker, the catalogue, the build
 *   schema/block.schema.json           its list of block schemas ("oneOf"): ajv, VS Code, the page types
 * The browser's two lists are files of their own because a registration also imports its component: the
 * registrations in the page's first script would add every block type's component import to every page.
 * Their imports follow the folder's names (./<type>/enhance.ts, ./<type>/index.tsx), as the build's chunk
 * lists do (island-chunks.ts); tests/block-registration.test.ts holds each registration to them.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { findNodeAtLocation, parse, parseTree } from 'jsonc-parser';
import { type BlockFacts, factsOf } from '../../content/block-facts.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const at = (path: string) => join(root, path);
const BLOCK_LIST = 'schema/block.schema.json';

const banner = `/* GENERATED FILE - do not edit by hand.
 * Made by \`npm run docs:blocks\` from the blocks' registrations (blocks/<type>/block.ts);
 * edit those and run it again. */`;
const variable = (type: string) => type.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
const key = (type: string) => (/^[a-z]+$/.test(type) ? type : `'${type}'`);
const literal = (facts: BlockFacts) =>
  `{ ${Object.entries(factsOf(facts))
    .map(([name, value]) => `${name}: ${typeof value === 'string' ? `'${value}'` : value}`)
    .join(', ')} }`;

/** Every registration under blocks/, read by Node (their code is imported lazily, so nothing of React loads). */
export async function registeredFacts(): Promise<BlockFacts[]> {
  const folders = readdirSync(at('blocks'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const facts: BlockFacts[] = [];
  for (const folder of folders) {
    const file = at(`blocks/${folder}/block.ts`);
    if (!existsSync(file))
      throw new Error(
        `blocks/${folder}/ has no block.ts: each block folder registers its type there (blocks/README.md).`,
      );
    const registration = ((await import(pathToFileURL(file).href)) as { default?: BlockFacts }).default;
    if (registration?.type !== folder)
      throw new Error(`blocks/${folder}/block.ts must export default defineBlock({ type: '${folder}', ... }).`);
    facts.push(factsOf(registration));
  }
  return facts;
}

/** What a registration points at and is missing, in plain words. */
export function missingFiles(blocks: readonly BlockFacts[]): string[] {
  return blocks.flatMap(({ type, schema, life }) => [
    ...(existsSync(at(`schema/${schema}`))
      ? []
      : [`blocks/${type}/block.ts: its schema, schema/${schema}, is missing.`]),
    ...(existsSync(at(`blocks/${type}/index.tsx`)) ? [] : [`blocks/${type}/index.tsx (its component) is missing.`]),
    ...(life !== 'enhancer' || existsSync(at(`blocks/${type}/enhance.ts`))
      ? []
      : [`blocks/${type}/block.ts names an enhancer, but blocks/${type}/enhance.ts is missing.`]),
  ]);
}

/** The generated TypeScript files, path -> content (the blocks/ ones before formatting). */
export function blockSources(blocks: readonly BlockFacts[]): Record<string, string> {
  const lines = (...parts: (string | string[])[]) => `${parts.flat().join('\n')}\n`;
  const loaders = (file: string, which: readonly BlockFacts[]) =>
    which.map(({ type }) => `  ${key(type)}: () => import('./${type}/${file}'),`);
  return {
    'blocks/index.ts': lines(
      banner,
      blocks.map(({ type }) => `import ${variable(type)} from './${type}/block.ts';`),
      '',
      "/** Every block type's registration; the lists the site needs are derived from them (registry.ts). */",
      `export const blocks = [${blocks.map(({ type }) => variable(type)).join(', ')}] as const;`,
    ),
    'blocks/enhancers.ts': lines(
      banner,
      "import type { BlockType } from '../content/types.ts';",
      "import type { EnhancerLoader } from '../src/shared/block-registration.ts';",
      '',
      "/** The enhancers, loaded on demand by the page's own script (src/shell/islands/start-enhancers.ts). */",
      'export const blockEnhancers: Partial<Record<BlockType, EnhancerLoader>> = {',
      loaders(
        'enhance.ts',
        blocks.filter((block) => block.life === 'enhancer'),
      ),
      '};',
    ),
    'blocks/islands.ts': lines(
      banner,
      "import type { BlockType } from '../content/types.ts';",
      "import type { ComponentLoader } from '../src/shared/block-registration.ts';",
      '',
      "/** The islands' components, loaded when an island wakes (src/shell/islands/hydrate-island.tsx). */",
      'export const blockIslands: { [T in BlockType]?: ComponentLoader<T> } = {',
      loaders(
        'index.tsx',
        blocks.filter((block) => block.life === 'island'),
      ),
      '};',
    ),
    'content/generated/block-facts.ts': lines(
      banner,
      "import type { BlockFacts } from '../block-facts.ts';",
      '',
      '/** What is known of each block type without loading its code (content/block-facts.ts). */',
      'export const blockFacts: readonly BlockFacts[] = [',
      blocks.map((facts) => `  ${literal(facts)},`),
      '];',
    ),
  };
}

/** The block schema's list: one `$ref` per registered type. */
export const blockListSchema = (blocks: readonly BlockFacts[]) => blocks.map(({ schema }) => ({ $ref: schema }));

const biome = at('node_modules/.bin/biome');
/** As `npm run lint` wants it (content/generated is left out of the linter, and as written). */
function formatted(path: string, text: string): string {
  if (!path.startsWith('blocks/')) return text;
  const run = spawnSync(biome, ['format', `--stdin-file-path=${path}`], { input: text, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`biome could not format ${path}: ${run.stderr}`);
  return run.stdout;
}

const readOrEmpty = (path: string) => (existsSync(at(path)) ? readFileSync(at(path), 'utf8') : '');

/** The files that differ from what the registrations give. */
export function staleBlockFiles(blocks: readonly BlockFacts[]): string[] {
  const stale = Object.entries(blockSources(blocks))
    .filter(([path, text]) => readOrEmpty(path) !== formatted(path, text))
    .map(([path]) => path);
  const list = (parse(readOrEmpty(BLOCK_LIST)) as { oneOf?: unknown } | undefined)?.oneOf;
  if (JSON.stringify(list) !== JSON.stringify(blockListSchema(blocks))) stale.push(BLOCK_LIST);
  return stale;
}

/** Writes the files that differ; returns their paths. */
export function writeBlockFiles(blocks: readonly BlockFacts[]): string[] {
  const stale = staleBlockFiles(blocks);
  const sources = blockSources(blocks);
  for (const path of stale) {
    if (path !== BLOCK_LIST) writeFileSync(at(path), formatted(path, sources[path]));
    else {
      // Only the list is replaced, one entry a line; the rest of the file keeps its layout.
      const text = readFileSync(at(path), 'utf8');
      const tree = parseTree(text);
      const node = tree && findNodeAtLocation(tree, ['oneOf']);
      if (!node) throw new Error(`${BLOCK_LIST} has no "oneOf" list to write the block schemas into.`);
      const entries = blocks.map(({ schema }) => `    { "$ref": ${JSON.stringify(schema)} }`);
      const list = `[\n${entries.join(',\n')}\n  ]`;
      writeFileSync(at(path), text.slice(0, node.offset) + list + text.slice(node.offset + node.length));
    }
  }
  return stale;
}
