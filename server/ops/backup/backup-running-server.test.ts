// @vitest-environment node
// The embedded database while a server holds DATA_DIR: `npm run backup` asks that server for the
// dump (loopback, the lock file's token; anyone else gets a 404), and a restore waits for it to stop.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.ts';
import { pgliteDir } from '../../db/database-plugin.ts';
import { lockPathFor, readLock } from '../../lib/data-dir-lock.ts';
import { validContact } from '../../../tests/helpers/server/test-app.ts';
import { pgliteSnapshot, SETUP_TIMEOUT } from '../../../tests/helpers/server/test-database.ts';
import { backupDatabase, restoreDatabase } from './backup.ts';

describe('backup of the embedded database a running server holds', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-running-'));
  const dataDir = path.join(work, 'data');
  const file = path.join(work, 'site.backup');
  let server: ChildProcess;
  let port: number;
  const token = () => readLock(lockPathFor(dataDir))?.token ?? '';
  beforeAll(async () => {
    const db = await openDatabase({ dataDir: pgliteDir(dataDir), snapshot: await pgliteSnapshot() });
    await db.close();
    // A process of its own: the lock treats its own pid as a stale holder.
    server = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
      env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, SITE_DIR: '/nonexistent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    port = await new Promise<number>((resolve, reject) => {
      let output = '';
      server.stdout?.on('data', (chunk: Buffer) => {
        output += chunk;
        const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
        if (match) resolve(Number(match[1]));
      });
      server.on('exit', () => reject(new Error(`server exited:\n${output}`)));
    });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    if (server?.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.on('exit', resolve));
    }
    fs.rmSync(work, { recursive: true, force: true });
  }, SETUP_TIMEOUT);

  it(
    'is asked of the server, and holds what it stored',
    async () => {
      const posted = await fetch(`http://127.0.0.1:${port}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(validContact()),
      });
      expect(posted.status).toBe(201);
      expect(await backupDatabase({ dataDir }, file)).toContain('asked of the running server');
      const copy = path.join(work, 'copy');
      await restoreDatabase({ dataDir: copy }, file, { force: false });
      const restored = await openDatabase({ dataDir: pgliteDir(copy) });
      const { rows } = await restored.query<{ email: string }>('SELECT email FROM contact_messages');
      await restored.close();
      expect(rows).toEqual([{ email: validContact().email }]);
    },
    SETUP_TIMEOUT,
  );

  it('answers only the lock file token, from loopback, not through a proxy', async () => {
    const url = `http://127.0.0.1:${port}/api/admin/backup`;
    const auth = { authorization: `Bearer ${token()}` };
    const statuses = await Promise.all([
      fetch(url).then((r) => r.status),
      fetch(url, { headers: { authorization: 'Bearer wrong' } }).then((r) => r.status),
      fetch(url, { headers: { ...auth, 'x-forwarded-for': '203.0.113.9' } }).then((r) => r.status),
      fetch(url, { headers: auth }).then((r) => r.status),
    ]);
    expect(statuses).toEqual([404, 404, 404, 200]);
  });

  it('refuses to restore while the server holds the directory', async () => {
    await expect(restoreDatabase({ dataDir }, file, { force: true })).rejects.toThrow(/in use by another server/);
  });
});
