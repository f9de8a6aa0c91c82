// Fault: the disk under DATA_DIR fills up while the server runs (a 64 MB tmpfs, filled with a
// ballast file). Posts must get a fast 503 with a sentence, /api/health must say 503, and once
// space is freed the forms work again; nothing acknowledged is lost. Needs root (mount); skipped
// with the reason otherwise.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pgliteTarget } from '../lib/api-load.ts';
import { startServer } from '../lib/api-server-process.ts';
import { health, newRunId, sendMarked, stacksIn, stopTimed, tally } from '../lib/fault-scenario.ts';
import type { ScenarioResult } from './types.ts';

const skipped = (reason: string): ScenarioResult => ({
  sent: 0,
  acknowledged: 0,
  stored: 0,
  duplicated: 0,
  lost: 0,
  slowestMs: 0,
  stacksInLog: 0,
  skipped: reason,
});

/** Writes 1 MB blocks, then smaller ones, until the file system says it is full. */
function fill(file: string): void {
  const fd = fs.openSync(file, 'w');
  try {
    for (let size = 1024 * 1024; size >= 512; size /= 2) {
      const block = Buffer.alloc(size, 1);
      try {
        for (;;) fs.writeSync(fd, block);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      }
    }
  } finally {
    fs.closeSync(fd);
  }
}

async function run(): Promise<ScenarioResult> {
  const mount = fs.mkdtempSync(path.join(os.tmpdir(), 'fault-full-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64m', 'tmpfs', mount], { stdio: 'pipe' });
  } catch (error) {
    fs.rmSync(mount, { recursive: true, force: true });
    const reason = (error as { stderr?: Buffer }).stderr?.toString().trim() || (error as Error).message;
    return skipped(`cannot mount a small tmpfs here (${reason})`);
  }
  const target = pgliteTarget();
  const dataDir = path.join(mount, 'data');
  const prefix = `full-disk-${newRunId()}`;
  const notes: string[] = [];
  try {
    const server = startServer({ ...target.env, DATA_DIR: dataDir, RATE_LIMIT_MAX: '1000', SITE_DIR: '/nonexistent' });
    const port = await server.ready;
    const before = await sendMarked(port, `${prefix}-before`, 20);
    const ballast = path.join(mount, 'ballast');
    fill(ballast);
    const full = await sendMarked(port, `${prefix}-full`, 40);
    const healthFull = await health(port);
    const fullStatuses = [...new Set(full.statuses)].join('/');
    notes.push(`disk full: answers ${fullStatuses}, slowest ${full.slowestMs} ms; health ${healthFull.status}`);
    fs.rmSync(ballast);
    const after = await sendMarked(port, `${prefix}-after`, 20);
    const healthAfter = await health(port);
    notes.push(`space freed: answers ${[...new Set(after.statuses)].join('/')}; health ${healthAfter.status}`);
    const stop = await stopTimed(server);
    notes.push(`SIGTERM: exit ${stop.code} after ${stop.ms} ms`);

    // Read the rows from a copy on the normal disk: the tally opens its own PGlite.
    fs.cpSync(path.join(dataDir, 'pgdata'), path.join(target.env.DATA_DIR, 'pgdata'), { recursive: true });
    const runs = [before, full, after];
    const acknowledged = runs.flatMap((sent) => sent.acknowledged);
    return {
      sent: runs.reduce((sum, sent) => sum + sent.sent, 0),
      acknowledged: acknowledged.length,
      ...(await tally(target, prefix, acknowledged)),
      slowestMs: Math.max(...runs.map((sent) => sent.slowestMs)),
      stacksInLog: stacksIn(server.output()),
      notes,
    };
  } finally {
    execFileSync('umount', [mount]);
    fs.rmSync(mount, { recursive: true, force: true });
    await target.cleanup();
  }
}

export default { name: 'Full disk under DATA_DIR', run };
