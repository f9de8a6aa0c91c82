// @vitest-environment node
// One process owns the embedded database. Unit checks of the lock file, then real processes:
// a second server on the same DATA_DIR refuses (exit 1) and cannot damage the data; the export
// asks the running server; SIGTERM finishes in-flight requests and frees the directory.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirLock, DataDirLockedError, lockPathFor, readLock } from './data-dir-lock.ts';
import { runTs, startServer, type ServerProcess } from '../../scripts/lib/api-server-process.ts';
import { readSubmissions } from '../cli/export-source.ts';
import { appConfig, validContact } from '../../tests/helpers/server/test-app.ts';
import { openDatabase } from '../db/database.ts';
import { pgliteSnapshot, SETUP_TIMEOUT } from '../../tests/helpers/server/test-database.ts';

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-test-'));
});
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const writeLock = (dataDir: string, content: object | string) => {
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(lockPathFor(dataDir), typeof content === 'string' ? content : JSON.stringify(content));
};
const holder = (pid: number) => ({ pid, port: 5000, host: '0.0.0.0', token: 't', role: 'server', startedAt: '' });

describe('lock file', () => {
  it('refuses while the holder is alive, naming it and saying what to do', () => {
    const dataDir = path.join(dir, 'alive');
    writeLock(dataDir, holder(process.ppid));
    expect(() => DataDirLock.acquire(dataDir, { role: 'server', port: 1, host: null })).toThrow(DataDirLockedError);
    expect(() => DataDirLock.acquire(dataDir, { role: 'server', port: 1, host: null })).toThrow(
      new RegExp(`in use by another server \\(pid ${process.ppid}, port 5000\\).*Stop that process first`),
    );
  });

  it('takes over a lock whose process is gone, and releases only its own', () => {
    const dataDir = path.join(dir, 'stale');
    writeLock(dataDir, holder(2 ** 22 + 12345)); // above Linux's pid_max default, so never alive
    const lock = DataDirLock.acquire(dataDir, { role: 'server', port: 1, host: null });
    expect(readLock(lockPathFor(dataDir))).toMatchObject({ pid: process.pid, role: 'server' });
    expect(fs.statSync(lockPathFor(dataDir)).mode & 0o777).toBe(0o600);
    lock.release();
    expect(fs.existsSync(lockPathFor(dataDir))).toBe(false);
  });

  it('treats an unreadable lock as being written when young, and as stale when old', () => {
    const dataDir = path.join(dir, 'garbled');
    writeLock(dataDir, '{"pid": 12');
    expect(() => DataDirLock.acquire(dataDir, { role: 'export', port: null, host: null })).toThrow(DataDirLockedError);
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(lockPathFor(dataDir), old, old);
    DataDirLock.acquire(dataDir, { role: 'export', port: null, host: null }).release();
  });
});

describe('two processes, one data directory', () => {
  let first: ServerProcess | undefined;
  afterAll(async () => {
    if (first && first.child.exitCode === null) first.child.kill('SIGKILL');
  });

  it(
    'refuses the second server, keeps the data, exports through the first, then stops cleanly',
    async () => {
      const dataDir = path.join(dir, 'shared');
      const env = {
        DATA_DIR: dataDir,
        SITE_DIR: path.join(dir, 'no-site'),
        RATE_LIMIT_MAX: '1000',
        DATABASE_URL: '',
        REDIS_URL: '',
      };
      // Seed an empty database from the snapshot: the server's own initdb would add 5-15 s.
      await (await openDatabase({ dataDir: path.join(dataDir, 'pgdata'), snapshot: await pgliteSnapshot() })).close();
      first = startServer(env);
      const port = await first.ready;
      const base = `http://127.0.0.1:${port}`;
      const post = (n: number) =>
        fetch(`${base}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...validContact(), name: `Person ${n}` }),
        });
      for (let n = 1; n <= 3; n += 1) expect((await post(n)).status).toBe(201);

      const second = startServer(env);
      const { code } = await second.exited;
      expect(code).toBe(1);
      expect(second.output()).toMatch(
        new RegExp(`in use by another server \\(pid ${first.child.pid}, port ${port}\\)`),
      );

      // The first server is unharmed and still writes.
      expect((await post(4)).status).toBe(201);
      expect((await fetch(`${base}/api/health`)).status).toBe(200);

      // The export does not open the directory: it asks the running server.
      const live = await runTs('server/cli/submissions.ts', ['export', '--type', 'contact', '--format', 'json'], env);
      expect(live.code).toBe(0);
      expect(JSON.parse(live.stdout).map((row: { name: string }) => row.name)).toEqual([
        'Person 1',
        'Person 2',
        'Person 3',
        'Person 4',
      ]);

      // SIGTERM while requests are in flight: every one answered 201 must be stored.
      const inFlight = Array.from({ length: 20 }, (_, i) =>
        post(100 + i).then(
          (r) => r.status,
          () => 0,
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
      first.child.kill('SIGTERM');
      const statuses = await Promise.all(inFlight);
      expect((await first.exited).code).toBe(0);
      expect(fs.existsSync(lockPathFor(dataDir))).toBe(false);

      // With no server left, the export takes the lock and reads the directory itself.
      const after = await readSubmissions(appConfig({ dataDir }), { type: 'contact' });
      const names = after.map((row) => row.name);
      const acknowledged = statuses.flatMap((status, i) => (status === 201 ? [`Person ${100 + i}`] : []));
      expect(names).toEqual(['Person 1', 'Person 2', 'Person 3', 'Person 4', ...acknowledged]);
    },
    SETUP_TIMEOUT * 2,
  );

  it(
    'the export refuses, and says what to do, when a server holds the directory but does not answer',
    async () => {
      const dataDir = path.join(dir, 'silent');
      fs.mkdirSync(path.join(dataDir, 'pgdata'), { recursive: true });
      writeLock(dataDir, { ...holder(process.ppid), port: 9, host: '127.0.0.1' });
      await expect(readSubmissions(appConfig({ dataDir }), { type: 'contact' })).rejects.toThrow(
        /holds the data directory but did not answer.*Stop it \(kill -TERM \d+\)/,
      );
      expect(fs.readdirSync(path.join(dataDir, 'pgdata'))).toEqual([]);
    },
    SETUP_TIMEOUT,
  );
});
