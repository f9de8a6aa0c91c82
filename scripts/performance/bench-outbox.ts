/**
 * npm run bench:outbox    queues BENCH_EMAILS (1,000) emails and times the worker delivering
 * them to an SMTP server in this process. PGlite in memory, or Postgres with BENCH_DATABASE_URL.
 * Target: under 60 s. Exits 1 when an email is missing or sent twice.
 */
import { openDatabase } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { loadOutboxConfig } from '../../server/outbox/outbox-config.ts';
import {
  composerFor,
  contactSubmission,
  memoryLog,
  storeSubmission,
} from '../../tests/helpers/server/outbox-fixtures.ts';
import { startSmtpTestServer } from '../../tests/helpers/server/smtp-test-server.ts';
import { createSmtpTransport } from '../../server/outbox/transports/smtp-transport.ts';
import { createOutboxWorker } from '../../server/outbox/worker.ts';

async function main(): Promise<number> {
  const emails = Number(process.env.BENCH_EMAILS ?? 1000);
  const url = process.env.BENCH_DATABASE_URL;
  const db = await openDatabase(url ? { url, schema: `bench_outbox_${process.pid}` } : {});
  await migrate(db);
  const smtp = await startSmtpTestServer();
  // Two emails (team + sender) per submission, queued with it as the routes do; the worker renders
  // each from its stored submission, so rendering is part of the time measured.
  for (let i = 1; i <= emails / 2; i++) await storeSubmission(db, contactSubmission());

  const config = loadOutboxConfig({});
  const transport = createSmtpTransport({ url: smtp.url, from: config.from });
  const worker = createOutboxWorker({
    db,
    config,
    transports: { email: transport },
    compose: composerFor(db),
    log: memoryLog(),
  });
  const started = performance.now();
  worker.start();
  await worker.drain();
  const seconds = (performance.now() - started) / 1000;
  await worker.stop();
  transport.close();

  const ids = new Set(smtp.received.map((mail) => /^Message-ID: (.+)$/m.exec(mail.raw)?.[1]));
  console.log(
    `outbox: ${smtp.received.length} of ${emails} emails delivered over SMTP in ${seconds.toFixed(1)} s ` +
      `(${Math.round(smtp.received.length / seconds)}/s, ${db.kind}, batch ${config.batchSize}); ` +
      `${smtp.received.length - ids.size} duplicate Message-IDs; target under 60 s.`,
  );
  if (url) await db.exec(`DROP SCHEMA bench_outbox_${process.pid} CASCADE`);
  await db.close();
  await smtp.close();
  return smtp.received.length === emails && ids.size === emails && seconds < 60 ? 0 : 1;
}

process.exitCode = await main();
