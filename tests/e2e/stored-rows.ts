// What the browser tests' server stored, read back as staff read it: `npm run submissions -- export --type T
// --format json`, which finds the running server (and its embedded database) through DATA_DIR.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { inject } from 'vitest';

const run = promisify(execFile);

/** The stored rows of one kind of submission, as the staff export prints them. */
export async function exportedRows(type: 'contact' | 'volunteer' | 'donation'): Promise<Record<string, unknown>[]> {
  const { stdout } = await run(
    'node_modules/.bin/tsx',
    ['server/cli/submissions.ts', 'export', '--type', type, '--format', 'json'],
    { env: { ...process.env, DATA_DIR: inject('dataDir'), DATABASE_URL: '' } },
  );
  return JSON.parse(stdout) as Record<string, unknown>[];
}
