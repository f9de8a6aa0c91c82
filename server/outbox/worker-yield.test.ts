// @vitest-environment node
// Delivery gives way to visitors: a kick gathers a burst into one batch, and while requests keep
// coming the worker waits (up to yieldMaxMs) before it sends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  engines,
  openTestDatabase,
  SETUP_TIMEOUT,
  type TestDatabase,
} from '../../tests/helpers/server/test-database.ts';
import type { DeliverableRow } from './outbox-store.ts';
import {
  composerFor,
  contactSubmission,
  fastWorkerConfig,
  memoryLog,
  storeSubmission,
} from '../../tests/helpers/server/outbox-fixtures.ts';
import { createOutboxWorker } from './worker.ts';

describe('outbox worker timing', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(engines[0]);
  }, SETUP_TIMEOUT);
  afterAll(async () => test?.close());

  function worker(config: Partial<typeof fastWorkerConfig>, busy?: () => boolean) {
    const sent: { at: number; row: DeliverableRow }[] = [];
    const email = {
      deliver: async (row: DeliverableRow) => void sent.push({ at: performance.now(), row }),
      close: () => {},
    };
    const w = createOutboxWorker({
      db: test.db,
      config: { ...fastWorkerConfig, pollIntervalMs: 60_000, ...config },
      transports: { email },
      compose: composerFor(test.db),
      log: memoryLog(),
      busy,
    });
    return { w, sent };
  }

  it('a burst of kicks is delivered as one batch after the kick delay', async () => {
    const { w, sent } = worker({ kickDelayMs: 100, batchSize: 50 });
    w.start();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    for (let i = 0; i < 5; i++) {
      await storeSubmission(test.db, contactSubmission());
      w.kick();
    }
    await new Promise((resolve) => setTimeout(resolve, 400));
    await w.stop();
    expect(sent).toHaveLength(10);
    expect(Math.min(...sent.map((s) => s.at)) - started).toBeGreaterThanOrEqual(90);
    // Every message went out with its own rendering of its own submission.
    expect(new Set(sent.map((s) => s.row.messageId)).size).toBe(10);
  });

  it('waits while requests keep coming, but not longer than yieldMaxMs', async () => {
    const { w, sent } = worker({ kickDelayMs: 0, yieldMaxMs: 300 }, () => true);
    await storeSubmission(test.db, contactSubmission());
    const started = performance.now();
    w.start();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(sent).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await w.stop();
    expect(sent).toHaveLength(2);
    expect(sent[0].at - started).toBeGreaterThanOrEqual(290);
  });
});
