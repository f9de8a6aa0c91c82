// Can the database store a submission right now? /api/health asks this, so a load balancer
// takes a node with a full disk out of rotation instead of sending it forms it cannot keep.
// The answer is a real write (an insert, rolled back), cached briefly so health stays cheap,
// plus what the last real insert said: a probe cannot prove the next page will fit on disk.
import type { Database } from './database.ts';

const CACHE_MS = 1500;
const PROBE_TIMEOUT_MS = 2000;
/** After a failed insert the node reports unhealthy this long, then the probe decides again. */
const FAILURE_HOLD_MS = 30_000;

export type WriteState = { ok: true } | { ok: false; reason: string };

const ROLLBACK = Symbol('rollback');

/** An insert into a temporary table inside a transaction that is always rolled back. */
export function writeProbe(db: Database): () => Promise<void> {
  return async () => {
    try {
      await db.transaction(async (tx) => {
        await tx.exec('CREATE TEMP TABLE IF NOT EXISTS health_write_check (checked_at timestamptz NOT NULL)');
        await tx.query('INSERT INTO health_write_check (checked_at) VALUES (now())');
        throw ROLLBACK;
      });
    } catch (error) {
      if (error !== ROLLBACK) throw error;
    }
  };
}

function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

export class WriteHealth {
  private cached: { at: number; state: Promise<WriteState> } | undefined;
  private failedAt = -Infinity;

  constructor(
    private readonly probe: () => Promise<void>,
    private readonly now: () => number = Date.now,
  ) {}

  /** A real insert failed because the database could not write. */
  recordFailure(): void {
    this.failedAt = this.now();
    this.cached = undefined;
  }

  /** A real insert was committed. */
  recordSuccess(): void {
    this.failedAt = -Infinity;
    // A cached failed probe is older news than this commit; the next check probes again.
    this.cached = undefined;
  }

  check(): Promise<WriteState> {
    if (this.now() - this.failedAt < FAILURE_HOLD_MS) {
      return Promise.resolve({ ok: false, reason: 'the last insert failed' });
    }
    if (!this.cached || this.now() - this.cached.at > CACHE_MS) {
      const state = withTimeout(this.probe(), PROBE_TIMEOUT_MS).then(
        (): WriteState => ({ ok: true }),
        (error: Error): WriteState => ({ ok: false, reason: error.message }),
      );
      this.cached = { at: this.now(), state };
    }
    return this.cached.state;
  }
}
