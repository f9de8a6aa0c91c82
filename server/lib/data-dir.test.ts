// @vitest-environment node
// The embedded database holds every submission in clear text: a DATA_DIR the server creates is
// 0700 and every file PGlite writes in it (the WAL too) is the owner's alone; an existing DATA_DIR
// open to others gets a warning with the chmod that fixes it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../../scripts/lib/api-server-process.ts';
import { validContact } from '../../tests/helpers/server/test-app.ts';
import { prepareDataDir } from './data-dir.ts';

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'data-dir-modes-'));
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? [full, ...walk(full)] : [full];
  });
}

const openToOthers = (file: string) => (fs.statSync(file).mode & 0o077) !== 0;

describe('DATA_DIR permissions', () => {
  it('a DATA_DIR the server creates is 0700 and no file in it is open to group or others', async () => {
    const dataDir = path.join(temp, 'fresh', 'data');
    const server = startServer({ DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', SITE_DIR: '/nonexistent' });
    const port = await server.ready;
    const stored = await fetch(`http://127.0.0.1:${port}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...validContact(), name: 'Asha', message: 'Hi' }),
    });
    server.child.kill('SIGTERM');
    await server.exited;
    expect(stored.status).toBe(201);
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    const files = walk(dataDir);
    expect(files.some((file) => file.includes('pg_wal'))).toBe(true);
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter(openToOthers)).toEqual([]);
  }, 120_000);

  it('an existing DATA_DIR readable by others gets a warning with the command that fixes it', () => {
    const loose = path.join(temp, 'loose');
    fs.mkdirSync(loose, { mode: 0o755 });
    fs.chmodSync(loose, 0o755);
    expect(prepareDataDir(loose)).toMatch(/can be read by other users.*chmod -R go-rwx ".*loose"/);
    fs.chmodSync(loose, 0o700);
    expect(prepareDataDir(loose)).toBeUndefined();
  });
});
