// Delivers the outbox inside the server process: claims due rows, hands each to its transport,
// then records sent, a retry with backoff, or failed. Polls every pollIntervalMs; kick() runs a
// round at once (after an enqueue). stop() stops claiming and waits briefly for deliveries in flight;
// anything cut off keeps its lease and is taken over when the lease ends, so nothing is lost.
import type { Queryable } from '../db/database.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { retryDelayMs, shouldGiveUp, toDeliveryError } from './backoff.ts';
import type { Composed, Composer } from './compose.ts';
import type { OutboxConfig } from './outbox-config.ts';
import {
  type ClaimedRow,
  claimDue,
  dropClaimed,
  markFailed,
  markRetry,
  markSent,
  markSuppressed,
  purgeSent,
} from './outbox-store.ts';
import type { Transport } from './transports/transport.ts';

export interface WorkerLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/** The worker's part of the outbox settings: timing, batches, retries, Message-ID domain. */
export type WorkerConfig = Omit<
  OutboxConfig,
  'smtpUrl' | 'from' | 'notifyTo' | 'webhookUrl' | 'webhookSecret' | 'webhookTimeoutMs' | 'emlDir'
>;

export interface WorkerOptions {
  db: Queryable;
  config: WorkerConfig;
  transports: { email: Transport; webhook?: Transport };
  /** Renders each claimed row (a submission's messages are rendered from it now). */
  compose: Composer;
  /** True while visitors' requests are coming in: delivery then waits, up to config.yieldMaxMs. */
  busy?: () => boolean;
  log: WorkerLog;
  random?: () => number;
}

export interface OutboxWorker {
  start(): void;
  /** Deliver what is due soon (after kickDelayMs) instead of at the next poll. */
  kick(): void;
  /** Resolves when the queue had nothing due (tests, bench). */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

const PURGE_EVERY_MS = 3_600_000;

export function createOutboxWorker(options: WorkerOptions): OutboxWorker {
  const { db, config, transports, log } = options;
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> | undefined;
  let again = false;
  let lastPurge = 0;
  let kicked = false;

  async function recordFailure(row: ClaimedRow, thrown: unknown): Promise<void> {
    const error = toDeliveryError(thrown);
    const fields = { outboxId: row.id, kind: row.kind, purpose: row.purpose, attempts: row.attempts, code: error.code };
    if (shouldGiveUp(row.attempts, error, config.retry)) {
      await markFailed(db, row, error.code);
      log.error(fields, 'outbox: message failed for good; it stays in the outbox for a person to look at');
    } else {
      await markRetry(db, row, retryDelayMs(row.attempts, config.retry, options.random), error.code);
      log.warn(fields, 'outbox: delivery failed, will retry');
    }
  }

  /** Sends one composed row; true when it was delivered (recorded with the batch). */
  async function deliver(row: ClaimedRow, composed: Composed): Promise<boolean> {
    if ('gone' in composed) {
      await dropClaimed(db, row);
      log.info({ outboxId: row.id, purpose: row.purpose }, 'outbox: its submission was erased; message dropped');
      return false;
    }
    if ('suppressed' in composed) {
      await markSuppressed(db, row);
      log.info(
        { outboxId: row.id, purpose: row.purpose },
        'outbox: its recipient had the most e-mails allowed; not sent',
      );
      return false;
    }
    const transport = row.kind === 'email' ? transports.email : transports.webhook;
    try {
      if ('error' in composed) throw composed.error;
      if (!transport) throw Object.assign(new Error('no transport'), { code: 'ENOWEBHOOKURL' });
      await transport.deliver(composed.row);
      return true;
    } catch (thrown) {
      await recordFailure(row, thrown);
      return false;
    }
  }

  /** One batch: rendered together, sent in parallel, the delivered ones recorded in one update. */
  async function deliverBatch(rows: ClaimedRow[]): Promise<void> {
    const composed = await options.compose(rows);
    const sent = await Promise.all(rows.map((row, i) => deliver(row, composed[i])));
    await markSent(
      db,
      rows.filter((_, i) => sent[i]),
    );
  }

  /**
   * Delivery gives way to visitors: while requests keep coming it waits, at most yieldMaxMs per
   * batch, so a burst of submissions is answered first and its emails follow a moment later.
   */
  async function yieldToRequests(): Promise<void> {
    const started = Date.now();
    while (running && options.busy?.() && Date.now() - started < config.yieldMaxMs) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async function runRound(): Promise<void> {
    do {
      again = false;
      while (running) {
        await yieldToRequests();
        const rows = await claimDue(db, config.batchSize, config.leaseMs, config.messageIdDomain);
        if (rows.length === 0) break;
        await deliverBatch(rows);
      }
    } while (again && running);
    if (running && Date.now() - lastPurge > PURGE_EVERY_MS) {
      lastPurge = Date.now();
      const purged = await purgeSent(db, config.retentionDays);
      if (purged > 0) log.info({ purged }, 'outbox: sent messages past retention deleted');
    }
  }

  function schedule(delay: number): void {
    if (!running) return;
    clearTimeout(timer);
    kicked = false;
    timer = setTimeout(trigger, delay);
  }

  function trigger(): void {
    if (!running) return;
    if (round) {
      // A round is under way: make it look once more before it ends.
      again = true;
      return;
    }
    round = runRound()
      .catch((error) =>
        // A full disk or a database away is a state to report, not a defect: one line, no stack.
        isDatabaseUnavailable(error)
          ? log.warn({ code: error.code }, 'outbox: the database cannot be written now; trying again at the next poll')
          : log.error({ err: error }, 'outbox: delivery round failed; trying again at the next poll'),
      )
      .finally(() => {
        round = undefined;
        schedule(config.pollIntervalMs);
      });
  }

  return {
    start() {
      if (running) return;
      running = true;
      trigger();
    },
    kick() {
      // A short wait gathers the messages of a burst of submissions into one batch: fewer
      // queries per message, and the requests keep the database to themselves meanwhile.
      if (round) again = true;
      else if (!kicked) {
        kicked = true;
        clearTimeout(timer);
        timer = setTimeout(() => {
          kicked = false;
          trigger();
        }, config.kickDelayMs);
      }
    },
    async drain() {
      for (;;) {
        if (round) await round;
        const { rows } = await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM outbox WHERE status IN ('pending', 'sending') AND next_attempt_at <= now()`,
        );
        if (Number(rows[0].n) === 0 && !round) return;
        trigger();
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      const inFlight = round;
      if (!inFlight) return;
      let timeout: NodeJS.Timeout | undefined;
      const waited = new Promise<'timeout'>((resolve) => {
        timeout = setTimeout(() => resolve('timeout'), config.stopTimeoutMs);
      });
      const outcome = await Promise.race([inFlight.then(() => 'done' as const), waited]);
      clearTimeout(timeout);
      if (outcome === 'timeout')
        log.warn({}, 'outbox: stopped with deliveries in flight; they are retried after their lease');
    },
  };
}
