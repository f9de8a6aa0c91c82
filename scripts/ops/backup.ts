/**
 * npm run backup -- FILE
 * Backs up the site's database to FILE (mode 0600): with DATABASE_URL, PostgreSQL through pg_dump
 * (custom format); otherwise the embedded database in DATA_DIR (PGlite's dump, asked of the running
 * server when one holds it). Restore with npm run restore -- FILE. Schedule and retention: docs/deploying.md.
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { BackupError, backupDatabase } from '../../server/ops/backup/backup.ts';

const [file, ...rest] = process.argv.slice(2);
if (!file || rest.length > 0 || file.startsWith('-')) {
  console.error('Usage: npm run backup -- FILE   (for example /var/backups/welfare/site-2025-06-01.backup)');
  process.exit(2);
}
try {
  console.log(await backupDatabase(loadConfig(), path.resolve(file)));
} catch (error) {
  if (!(error instanceof BackupError || error instanceof ConfigError)) throw error;
  console.error(`backup: ${error.message}`);
  process.exit(1);
}
