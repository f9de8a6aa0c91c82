/**
 * The picture pipeline as the pages plugin uses it: `enrich` adds the facts of every picture of a page
 * (read once per file version), `assets` encodes the copies of every picture seen, for the build to write.
 * Encoded copies are kept in node_modules/.cache/responsive-images under their content-hashed names, so
 * only new or changed pictures are encoded again.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { basename, join } from 'node:path';
import {
  encodeVariant,
  factsKey,
  FORMATS,
  imageSources,
  readImageFacts,
  variantFile,
  withImageFacts,
  type ImageFacts,
} from './responsive-images.ts';

const CACHE_DIR = 'node_modules/.cache/responsive-images';

export interface ImageAsset {
  fileName: string;
  source: Buffer;
}

/** Runs `tasks` with at most `limit` at a time (sharp works off the main thread). */
async function pool<T>(tasks: (() => Promise<T>)[], limit = availableParallelism()): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

export function createImagePipeline(publicDir: string, options: { variants: boolean; strict: boolean }) {
  const factsByVersion = new Map<string, Promise<ImageFacts>>();
  const seen = new Map<string, ImageFacts>();

  const factsFor = async (src: string) => {
    try {
      const key = factsKey(publicDir, src);
      if (!factsByVersion.has(key)) factsByVersion.set(key, readImageFacts(publicDir, src, options.variants));
      seen.set(src, await factsByVersion.get(key)!);
    } catch (error) {
      // The dev server keeps going on a missing or broken picture (the page check names it); a build stops.
      if (options.strict) throw error;
    }
  };

  return {
    async enrich<T>(value: T): Promise<T> {
      await Promise.all([...imageSources(value)].map(factsFor));
      return withImageFacts(value, (src) => seen.get(src));
    },

    async assets(): Promise<ImageAsset[]> {
      mkdirSync(CACHE_DIR, { recursive: true });
      const tasks = [...seen.entries()].flatMap(([src, facts]) => {
        const variants = facts.variants;
        if (!variants) return [];
        return variants.widths.flatMap((width) =>
          FORMATS.map((format) => async (): Promise<ImageAsset> => {
            const fileName = variantFile(variants.path, width, format).slice(1);
            const cached = join(CACHE_DIR, basename(fileName));
            if (existsSync(cached)) return { fileName, source: readFileSync(cached) };
            const source = await encodeVariant(publicDir, src, facts.width, width, format);
            // Written aside and renamed: two builds at once never see half a file.
            const partial = `${cached}.${process.pid}.partial`;
            writeFileSync(partial, source);
            renameSync(partial, cached);
            return { fileName, source };
          }),
        );
      });
      return pool(tasks);
    },
  };
}
