import { readFileSync } from 'node:fs';
import type { PagesFile } from '../../content/types.ts';

export function readPages(file = 'pages.json'): PagesFile {
  return JSON.parse(readFileSync(file, 'utf8')) as PagesFile;
}
