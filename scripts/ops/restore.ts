/**
 * npm run restore -- FILE [--force]
 * Restores a backup made by npm run backup into the configured database (DATABASE_URL, or DATA_DIR's
 * embedded database, which no server may hold meanwhile). Refuses when the database holds rows,
 * unless --force; stop every instance first. See docs/deploying.md.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { BackupError, restoreDatabase } from '../../server/ops/backup/backup.ts';

let parsed: ReturnType<typeof parseArgs<{ allowPositionals: true; options: { force: { type: 'boolean' } } }>>;
try {
  parsed = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean' } } });
} catch (error) {
  console.error(`restore: ${(error as Error).message}`);
  process.exit(2);
}
if (parsed.positionals.length !== 1) {
  console.error('Usage: npm run restore -- FILE [--force]');
  process.exit(2);
}
try {
  console.log(
    await restoreDatabase(loadConfig(), path.resolve(parsed.positionals[0]), { force: parsed.values.force ?? false }),
  );
} catch (error) {
  if (!(error instanceof BackupError || error instanceof ConfigError)) throw error;
  console.error(`restore: ${error.message}`);
  process.exit(1);
}
