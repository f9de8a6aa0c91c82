/**
 * The server's words (server/words/<language>.json) as the repository holds them: the code's own files, read
 * where a folder of content has none (a draft of the staff area, an export), so the same texts are listed and
 * counted there as in the repository, with the content's corrections of them laid over (code-overrides.ts).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPOSITORY = join(dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER_WORDS_FILE = /^server\/words\/(en|hi|te)\.json$/;

/** A file of the server's words from the repository; undefined for any other file. */
export function serverWordsFile(file: string): string | undefined {
  return SERVER_WORDS_FILE.test(file) ? readFileSync(join(REPOSITORY, file), 'utf8') : undefined;
}
