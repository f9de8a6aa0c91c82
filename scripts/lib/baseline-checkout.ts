// Another commit's files, for a benchmark that measures the code before a change beside the code
// after it in one run. Extracted with `git archive` into a temp folder (the repository itself is
// not touched), sharing this checkout's node_modules.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './api-server-process.ts';

/** The folder holding `ref`'s files (made once per commit and kept for the next run). */
export function baselineCheckout(ref: string): { dir: string; commit: string } {
  const commit = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { cwd: repoRoot, encoding: 'utf8' })
    .trim()
    .slice(0, 12);
  const dir = path.join(os.tmpdir(), `bench-baseline-${commit}`);
  if (!fs.existsSync(path.join(dir, 'package.json'))) {
    fs.mkdirSync(dir, { recursive: true });
    const archive = execFileSync('git', ['archive', '--format=tar', commit], { cwd: repoRoot, maxBuffer: 1 << 30 });
    execFileSync('tar', ['-x', '-C', dir], { input: archive });
    fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'));
  }
  return { dir, commit };
}
