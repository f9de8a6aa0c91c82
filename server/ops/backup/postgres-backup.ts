// PostgreSQL: pg_dump's custom format (compressed, restorable table by table) and pg_restore, from the
// PostgreSQL client tools (Debian: postgresql-client, of the server's major version or newer). A
// DATABASE_URL carrying `options=-c search_path=<schema>` (one schema per site or test) is dumped and
// restored as that schema alone.
import { spawn } from 'node:child_process';
import { BackupError, partialFor } from './backup-file.ts';

function schemaOf(url: string): string | undefined {
  const options = new URL(url).searchParams.get('options') ?? '';
  return /search_path=([a-z_][a-z0-9_]*)/.exec(options)?.[1];
}

/** The address without its password, which goes in PGPASSWORD: a command line is visible to `ps`. */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

function run(command: string, args: string[], url: string): Promise<void> {
  const { dbname, env } = connection(url);
  return new Promise((resolve, reject) => {
    const child = spawn(command, [...args, `--dbname=${dbname}`], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk;
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${command} is not installed: install the PostgreSQL client tools (apt-get install postgresql-client).`
            : `${command} could not start: ${error.message}`,
        ),
      ),
    );
    child.on('close', (code) => {
      // The tools' own words may quote the connection string; keep only their first line, masked.
      const first =
        stderr
          .trim()
          .split('\n')[0]
          ?.replace(/\/\/[^/@\s]*@/g, '//***@') ?? '';
      if (code === 0) resolve();
      else reject(new BackupError(`${command} failed (exit ${code}): ${first}`));
    });
  });
}

export async function dumpPostgres(url: string, file: string): Promise<void> {
  const schema = schemaOf(url);
  const target = partialFor(file);
  try {
    await run(
      'pg_dump',
      [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        ...(schema ? [`--schema=${schema}`] : []),
        `--file=${target.partial}`,
      ],
      url,
    );
    target.finish();
  } catch (error) {
    target.abandon();
    throw error;
  }
}

/**
 * Replaces what the database holds with the backup, in one transaction: a failure leaves the
 * database as it was. --clean drops each object the backup recreates.
 */
export async function restorePostgres(url: string, file: string): Promise<void> {
  await run(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', '--clean', '--if-exists', file],
    url,
  );
}
