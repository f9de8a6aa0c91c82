// Exclusive ownership of DATA_DIR. PGlite's files must never be opened by two processes:
// a second opener reads stale rows and can leave the directory unopenable. The lock is a file
// created with O_EXCL (atomic on local disks), holding pid, port and the admin token.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface LockInfo {
  pid: number;
  /** Port of the server holding the lock; null for the export command. */
  port: number | null;
  host: string | null;
  /** Bearer token for the loopback-only admin export endpoint. */
  token: string;
  role: 'server' | 'export';
  startedAt: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly holder: LockInfo | null,
  ) {
    const who = holder
      ? `another ${holder.role === 'export' ? 'export command' : 'server'} (pid ${holder.pid}` +
        `${holder.port ? `, port ${holder.port}` : ''})`
      : 'another process';
    super(
      `The data directory ${path.dirname(lockPath)} is in use by ${who}. Only one process may open ` +
        'the embedded database. Stop that process first, or set DATA_DIR to another directory. ' +
        `If you are sure nothing is running, delete ${lockPath}.`,
    );
  }
}

export const lockPathFor = (dataDir: string) => path.join(dataDir, 'server.lock');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function readLock(lockPath: string): LockInfo | null {
  try {
    const info = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as LockInfo;
    return Number.isInteger(info.pid) && typeof info.token === 'string' ? info : null;
  } catch {
    return null;
  }
}

/** Holder of a lock that is still valid, or null when the file is absent or stale. */
export function liveHolder(lockPath: string): LockInfo | null {
  const info = readLock(lockPath);
  // The same pid as ours means a previous life of this process (pid 1 in a container).
  return info && info.pid !== process.pid && isAlive(info.pid) ? info : null;
}

function ageMs(file: string): number {
  try {
    return Date.now() - fs.statSync(file).mtimeMs;
  } catch {
    return Infinity;
  }
}

/**
 * Removes a stale lock. A short-lived ".takeover" file (also O_EXCL) makes sure only one of
 * two starting processes removes it, so neither can delete the other's fresh lock.
 */
function removeStale(lockPath: string, staleText: string): void {
  const takeover = `${lockPath}.takeover`;
  let fd: number;
  try {
    fd = fs.openSync(takeover, 'wx');
  } catch {
    if (ageMs(takeover) > 10_000) fs.rmSync(takeover, { force: true });
    return;
  }
  try {
    let current: string | null = null;
    try {
      current = fs.readFileSync(lockPath, 'utf8');
    } catch {
      /* already gone */
    }
    if (current === staleText) fs.rmSync(lockPath, { force: true });
  } finally {
    fs.closeSync(fd);
    fs.rmSync(takeover, { force: true });
  }
}

export class DataDirLock {
  private constructor(
    readonly lockPath: string,
    readonly info: LockInfo,
    private fd: number | null,
  ) {}

  static acquire(dataDir: string, details: Pick<LockInfo, 'port' | 'host' | 'role'>): DataDirLock {
    fs.mkdirSync(dataDir, { recursive: true });
    const lockPath = lockPathFor(dataDir);
    const info: LockInfo = {
      pid: process.pid,
      token: randomBytes(32).toString('hex'),
      startedAt: new Date().toISOString(),
      ...details,
    };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        // 0600: the file holds the admin token.
        const fd = fs.openSync(lockPath, 'wx', 0o600);
        const lock = new DataDirLock(lockPath, info, fd);
        lock.write();
        return lock;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      let text = '';
      try {
        text = fs.readFileSync(lockPath, 'utf8');
      } catch {
        continue;
      }
      const holder = liveHolder(lockPath);
      if (holder) throw new DataDirLockedError(lockPath, holder);
      // An unreadable lock younger than a few seconds may be one being written right now.
      if (!readLock(lockPath) && ageMs(lockPath) < 5000) throw new DataDirLockedError(lockPath, null);
      removeStale(lockPath, text);
    }
    throw new DataDirLockedError(lockPath, readLock(lockPath));
  }

  /** Records the real port once listening (PORT=0 picks one). */
  update(details: Partial<Pick<LockInfo, 'port' | 'host'>>): void {
    Object.assign(this.info, details);
    this.write();
  }

  private write(): void {
    if (this.fd === null) return;
    const text = JSON.stringify(this.info, null, 2);
    fs.ftruncateSync(this.fd, 0);
    fs.writeSync(this.fd, text, 0, 'utf8');
    fs.fsyncSync(this.fd);
  }

  /** Deletes the lock file, but only if it is still ours. */
  release(): void {
    if (this.fd === null) return;
    fs.closeSync(this.fd);
    this.fd = null;
    if (readLock(this.lockPath)?.token === this.info.token) fs.rmSync(this.lockPath, { force: true });
  }
}
