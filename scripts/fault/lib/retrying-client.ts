// Clients that behave like the browser form: one Idempotency-Key per submission, kept across
// its retries, retrying an unanswered request (connection refused or cut) until it is answered.
import { randomUUID } from 'node:crypto';
import { ROUTES } from '../../lib/api-load.ts';
import { sleep } from './free-port.ts';

export interface RetryTally {
  /** Distinct submissions started. */
  sent: number;
  acknowledged: string[];
  /** Requests sent again after no answer. */
  retries: number;
  /** Slowest request that got an answer (a request cut by a kill is not a slow answer). */
  slowestMs: number;
  /** Non-2xx answers (each is retried too). */
  refused: number;
}

/** Sends `marker` until a 2xx; gives up only when `giveUp()` says so and nothing was sent yet. */
async function submitUntilAcknowledged(port: number, marker: string, tally: RetryTally): Promise<void> {
  const key = randomUUID();
  for (let attempt = 0; ; attempt += 1) {
    if (attempt > 0) tally.retries += 1;
    const started = performance.now();
    try {
      const response = await fetch(`http://127.0.0.1:${port}${ROUTES.contact.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify({ ...ROUTES.contact.body, message: marker }),
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer().catch(() => {});
      tally.slowestMs = Math.max(tally.slowestMs, Math.round(performance.now() - started));
      if (response.ok) {
        tally.acknowledged.push(marker);
        return;
      }
      tally.refused += 1;
    } catch {
      // No answer: the server was killed or is restarting. Same key, a little later.
    }
    await sleep(100);
  }
}

/** `workers` loops submitting marked messages until `stop()`; each finishes its current submission. */
export async function retryingLoad(port: number, prefix: string, workers: number, stop: () => boolean) {
  const tally: RetryTally = { sent: 0, acknowledged: [], retries: 0, slowestMs: 0, refused: 0 };
  const worker = async (w: number) => {
    for (let i = 0; !stop(); i += 1) {
      tally.sent += 1;
      await submitUntilAcknowledged(port, `${prefix}-w${w}-${i}`, tally);
    }
  };
  return { tally, done: Promise.all(Array.from({ length: workers }, (_, w) => worker(w))) };
}
