/**
 * npm run docs:settings [-- --check]
 * Writes the settings table (from server/settings/, the declaration the server validates at start)
 * between its markers in docs/deploying.md; --check fails when the table differs. The README links
 * there rather than holding a copy, so there is one table to read and to keep.
 */
import fs from 'node:fs';
import path from 'node:path';
import { TABLE_END, TABLE_START, withSettingsTable } from '../../server/settings/settings-table.ts';
import { repoRoot } from '../lib/api-server-process.ts';

const check = process.argv.includes('--check');
const file = 'docs/deploying.md';
const full = path.join(repoRoot, file);
const text = fs.readFileSync(full, 'utf8');
const updated = withSettingsTable(text);
if (updated === undefined) {
  console.error(`${file} has no settings table markers (${TABLE_START} ... ${TABLE_END}).`);
  process.exitCode = 1;
} else if (updated === text) console.log(`${file}: settings table up to date.`);
else if (check) {
  console.error(`${file}: the settings table differs from server/settings/. Run npm run docs:settings.`);
  process.exitCode = 1;
} else {
  fs.writeFileSync(full, updated);
  console.log(`${file}: settings table written.`);
}
