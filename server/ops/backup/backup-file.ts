// Backup files: written aside and renamed (a cut-off backup never looks complete), readable by their
// owner only (they hold personal data), and recognised by their first bytes when restored.
import fs from 'node:fs';

export class BackupError extends Error {}

/** The target holds rows and --force was not given. */
export class RestoreOverData extends BackupError {
  constructor(where: string) {
    super(
      `${where} holds data (submissions, e-mails or logs). A restore would replace all of it with the backup. ` +
        'Check that this is the database you mean, stop the server(s), then run the restore again with --force.',
    );
  }
}

/** pg_dump's custom format, or PGlite's dumpDataDir (a gzipped tar of the data directory). */
export type BackupKind = 'postgres' | 'pglite';

export function backupKind(file: string): BackupKind {
  let head: Buffer;
  try {
    const fd = fs.openSync(file, 'r');
    head = Buffer.alloc(5);
    fs.readSync(fd, head, 0, 5, 0);
    fs.closeSync(fd);
  } catch (error) {
    throw new BackupError(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}.`);
  }
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  throw new BackupError(
    `${file} is not a backup made by npm run backup (neither a pg_dump file nor an embedded database).`,
  );
}

export const describeKind = (kind: BackupKind) =>
  kind === 'postgres' ? 'a PostgreSQL database (DATABASE_URL)' : 'the embedded database (DATA_DIR)';

/** The path to write to first; `finish` renames it into place, mode 0600. */
export function partialFor(file: string): { partial: string; finish(): void; abandon(): void } {
  const partial = `${file}.partial-${process.pid}`;
  return {
    partial,
    finish() {
      fs.chmodSync(partial, 0o600);
      fs.renameSync(partial, file);
    },
    abandon() {
      fs.rmSync(partial, { force: true });
    },
  };
}
