/**
 * npm run docs:settings [-- --check]
 * Writes the settings table (from server/settings/, the declaration the server validates at start)
 * between its markers in docs/deploying.md and README.md; --check fails when a table differs.
 * docs/deploying.md must hold the markers; README.md is updated once it holds them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { TABLE_END, TABLE_START, withSettingsTable } from '../../server/settings/settings-table.ts';
import { repoRoot } from '../lib/api-server-process.ts';

const check = process.argv.includes('--check');
const FILES = [
  { file: 'docs/deploying.md', required: true },
  { file: 'README.md', required: false },
];
let failed = false;
for (const { file, required } of FILES) {
  const full = path.join(repoRoot, file);
  const text = fs.readFileSync(full, 'utf8');
  const updated = withSettingsTable(text);
  if (updated === undefined) {
    const words = `${file} has no settings table markers (${TABLE_START} ... ${TABLE_END}).`;
    if (required) {
      console.error(words);
      failed = true;
    } else console.log(`${words} Skipped.`);
    continue;
  }
  if (updated === text) console.log(`${file}: settings table up to date.`);
  else if (check) {
    console.error(`${file}: the settings table differs from server/settings/. Run npm run docs:settings.`);
    failed = true;
  } else {
    fs.writeFileSync(full, updated);
    console.log(`${file}: settings table written.`);
  }
}
process.exitCode = failed ? 1 : 0;
