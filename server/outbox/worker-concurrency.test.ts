// @vitest-environment node
// Two instances on one Postgres: each with its own pool and worker, 200 queued emails, each sent once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, SETUP_TIMEOUT, type TestDatabase } from '../../tests/helpers/server/test-database.ts';
import { type Database, openDatabase } from '../db/database.ts';
import {
  composerFor,
  contactSubmission,
  fastWorkerConfig,
  memoryLog,
  storeSubmission,
} from '../../tests/helpers/server/outbox-fixtures.ts';
import { type SmtpTestServer, startSmtpTestServer } from '../../tests/helpers/server/smtp-test-server.ts';
import { createSmtpTransport } from './transports/smtp-transport.ts';
import { createOutboxWorker } from './worker.ts';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('two outbox workers on one Postgres (SKIP LOCKED)', () => {
  let test: TestDatabase;
  let second: Database;
  let smtp: SmtpTestServer;

  beforeAll(async () => {
    test = await openTestDatabase({ name: 'postgres', url });
    second = await openDatabase({ url, schema: test.schema });
    smtp = await startSmtpTestServer();
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await second?.close();
    await test?.close();
    await smtp?.close();
  });

  it('deliver 200 queued emails with no Message-ID twice', async () => {
    for (let i = 1; i <= 100; i++) await storeSubmission(test.db, contactSubmission());
    const config = { ...fastWorkerConfig, batchSize: 5 };
    const transports = [1, 2].map(() => createSmtpTransport({ url: smtp.url, from: 'no-reply@example.org' }));
    const delivered = [0, 0];
    const workers = [test.db, second].map((db, i) =>
      createOutboxWorker({
        db,
        config,
        transports: {
          email: {
            ...transports[i],
            deliver: (row) => {
              delivered[i] += 1;
              return transports[i].deliver(row);
            },
          },
        },
        compose: composerFor(db),
        log: memoryLog(),
      }),
    );
    for (const worker of workers) worker.start();
    await Promise.all(workers.map((worker) => worker.drain()));
    await Promise.all(workers.map((worker) => worker.stop()));
    for (const transport of transports) transport.close();

    const ids = smtp.received.map((mail) => /^Message-ID: (.+)$/m.exec(mail.raw)?.[1]);
    expect(ids).toHaveLength(200);
    expect(new Set(ids).size).toBe(200);
    // Both instances took part, and between them delivered each row once.
    expect(delivered[0]).toBeGreaterThan(0);
    expect(delivered[1]).toBeGreaterThan(0);
    expect(delivered[0] + delivered[1]).toBe(200);
    const { rows } = await test.db.query<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM outbox GROUP BY status',
    );
    expect(rows).toEqual([{ status: 'sent', n: 200 }]);
  }, 60_000);
});
