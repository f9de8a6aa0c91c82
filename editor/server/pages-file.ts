/**
 * The editor's side of pages.json on disk: read with a fingerprint, save only over the version the editor
 * loaded (someone may have changed the file in a text editor meanwhile), and never write content the
 * checker refuses. Written to a temporary file and renamed over the original, so a reader never sees half a file.
 */
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { PagesFile } from '../../src/shared/content/types.ts';
import type { CheckContext } from '../../scripts/lib/pages-validation/check-context.ts';
import { checkPagesText, type FieldProblem } from './field-problems.ts';
import { writePages } from './pages-writer.ts';

export interface PagesOnDisk {
  text: string;
  hash: string;
}

export const fingerprint = (text: string) => createHash('sha256').update(text).digest('hex');

export function readPages(file: string): PagesOnDisk {
  const text = readFileSync(file, 'utf8');
  return { text, hash: fingerprint(text) };
}

export type SaveOutcome =
  | { status: 'saved'; hash: string; changed: boolean }
  | { status: 'conflict'; hash: string }
  | { status: 'invalid'; problems: FieldProblem[] };

export interface SaveRequest {
  data: PagesFile;
  /** The fingerprint of the file the editor loaded. */
  baseHash: string;
  /** The person chose to replace a version changed on disk meanwhile. */
  overwrite?: boolean;
}

export function savePages(file: string, request: SaveRequest, context?: CheckContext): SaveOutcome {
  const disk = readPages(file);
  if (disk.hash !== request.baseHash && !request.overwrite) return { status: 'conflict', hash: disk.hash };
  const text = writePages(request.data, disk.text);
  const problems = checkPagesText(text, context);
  if (problems.some((problem) => problem.severity === 'error'))
    return { status: 'invalid', problems: problems.filter((problem) => problem.severity === 'error') };
  if (text === disk.text) return { status: 'saved', hash: disk.hash, changed: false };
  const temporary = join(dirname(file), `.${basename(file)}.editor-${process.pid}.tmp`);
  writeFileSync(temporary, text);
  renameSync(temporary, file);
  return { status: 'saved', hash: fingerprint(text), changed: true };
}
