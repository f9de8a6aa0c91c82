/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the build, compressed once at the
 * highest level, so the server sends them without compressing on each request (@fastify/static's
 * preCompressed option picks the one the browser accepts). Plain static hosts compress by themselves.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { pathInside, writeInside } from '../../../content/release-files.ts';

/** The endings of a file's compressed copies. */
export const COPIES = ['.br', '.gz'] as const;

const TEXT = new Set(['.html', '.js', '.css', '.svg', '.json', '.xml', '.txt', '.webmanifest', '.ico']);
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024;

function* textFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue; // .vite/manifest.json is for the build only
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(path);
    else if (TEXT.has(extname(entry.name)) && statSync(path).size >= MIN_BYTES) yield path;
  }
}

const brotliOf = (data: Buffer) =>
  brotliCompressSync(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });

export function precompress(dir: string): { files: number; bytes: number; brotliBytes: number } {
  let files = 0;
  let bytes = 0;
  let brotliBytes = 0;
  for (const file of textFiles(dir)) {
    const data = readFileSync(file);
    const brotli = brotliOf(data);
    writeFileSync(`${file}.br`, brotli);
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
    files++;
    bytes += data.length;
    brotliBytes += brotli.length;
  }
  return { files, bytes, brotliBytes };
}

/** The copies of `files` (relative to `dir`) as precompress makes them, for the files a publish wrote. */
export function compressFiles(dir: string, files: string[]): void {
  for (const file of files) {
    const full = pathInside(dir, file);
    if (!TEXT.has(extname(file)) || statSync(full).size < MIN_BYTES) continue;
    const data = readFileSync(full);
    writeInside(dir, `${file}.br`, brotliOf(data));
    writeInside(dir, `${file}.gz`, gzipSync(data, { level: 9 }));
  }
}
