// Fault: SIGKILL during email delivery, FAULT_ROUNDS times (default 3), restarting on the same data.
// Clients retry with their Idempotency-Key (as in sigkill-retries.ts); the SMTP server runs in this
// process and holds each 250 for a moment, so a kill leaves messages whose outcome the server never
// learnt. Expected: every acknowledged submission's two emails delivered; duplicates at most the
// messages in flight at the kills (rows still "sending" in the database), each with its row's
// Message-ID. Embedded PGlite; a short OUTBOX_LEASE_MS so the restarted server takes them over soon.
import { NO_VISITOR_EMAIL_LIMITS, pgliteTarget } from '../lib/api-load.ts';
import { type ServerProcess, startServer } from '../lib/api-server-process.ts';
import { newRunId, tally } from '../lib/fault-scenario.ts';
import { startSmtpTestServer } from '../../tests/helpers/server/smtp-test-server.ts';
import { freePort, sleep } from './lib/free-port.ts';
import { retryingLoad } from './lib/retrying-client.ts';
import type { Scenario, ScenarioResult } from './types.ts';

const rounds = Number(process.env.FAULT_ROUNDS ?? 3);

async function outboxWaiting(port: number): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(5000) });
  const body = (await response.json()) as { data?: { outbox?: { pending: number } } };
  return body.data?.outbox?.pending ?? -1;
}

async function run(): Promise<ScenarioResult> {
  const target = pgliteTarget();
  const smtp = await startSmtpTestServer({ replyDelayMs: 50 });
  const prefix = `outbox-kill-${newRunId()}`;
  const port = await freePort();
  const env = {
    ...target.env,
    PORT: String(port),
    RATE_LIMIT_MAX: '1000000000',
    // Every acknowledged submission's two e-mails are owed here, whatever the abuse limits say.
    ...NO_VISITOR_EMAIL_LIMITS,
    SITE_DIR: '/nonexistent',
    REDIS_URL: '',
    SMTP_URL: smtp.url,
    // Real e-mail: the server refuses to start without its public address.
    SITE_URL: 'https://site.example',
    NOTIFY_TO: 'team@example.org',
    OUTBOX_LEASE_MS: '2000',
    OUTBOX_POLL_INTERVAL_MS: '200',
    OUTBOX_BATCH_SIZE: '25',
    // Deliver alongside the load (not after it), so the kills land while messages are in flight.
    OUTBOX_YIELD_MAX_MS: '0',
  };
  const servers: ServerProcess[] = [];
  let stopping = false;
  let inFlight = 0;
  try {
    const start = async () => {
      const server = startServer(env);
      servers.push(server);
      await server.ready;
      return server;
    };
    let server = await start();
    const load = await retryingLoad(port, prefix, 4, () => stopping);
    for (let round = 1; round <= rounds; round += 1) {
      await sleep(1500 + Math.random() * 1500);
      server.child.kill('SIGKILL');
      await server.exited;
      // Claimed and not recorded: the messages whose outcome the killed server never wrote down.
      const [sending] = await target.select<{ n: number }>(
        `SELECT count(*)::int AS n FROM outbox WHERE status = 'sending'`,
      );
      inFlight += Number(sending.n);
      server = await start();
    }
    await sleep(500);
    stopping = true;
    await load.done;
    const drainStarted = Date.now();
    while ((await outboxWaiting(port)) !== 0 && Date.now() - drainStarted < 180_000) await sleep(250);
    server.child.kill('SIGTERM');
    const { code } = await server.exited;

    const counts = await tally(target, prefix, load.tally.acknowledged);
    const owed = await target.select<{ marker: string; message_id: string }>(
      `SELECT c.message AS marker, o.message_id FROM outbox o
       JOIN contact_messages c ON o.submission_type = 'contact' AND o.submission_id = c.id
       WHERE c.message LIKE '${prefix}-%'`,
    );
    const acknowledged = new Set(load.tally.acknowledged);
    const expected = owed.filter((row) => acknowledged.has(row.marker)).map((row) => row.message_id);
    const arrived = new Map<string, number>();
    for (const mail of smtp.received) {
      const id = /^Message-ID: (.+)$/m.exec(mail.raw)?.[1]?.trim() ?? '(none)';
      arrived.set(id, (arrived.get(id) ?? 0) + 1);
    }
    const knownIds = new Set(owed.map((row) => row.message_id));
    const unrecognised = [...arrived.keys()].filter((id) => !knownIds.has(id)).length;
    const duplicateEmails = [...arrived.values()].reduce((sum, n) => sum + n - 1, 0);
    const lostEmails = expected.filter((id) => !arrived.has(id)).length;
    const missingPairs = load.tally.acknowledged.length * 2 - expected.length;
    return {
      sent: load.tally.sent,
      acknowledged: load.tally.acknowledged.length,
      stored: counts.stored,
      // Emails may repeat up to the number in flight at the kills; beyond that (or without our
      // Message-ID) a repeat counts as a real duplicate.
      duplicated: counts.duplicated + Math.max(0, duplicateEmails - inFlight) + unrecognised,
      lost: counts.lost + lostEmails + Math.max(0, missingPairs),
      slowestMs: load.tally.slowestMs,
      stacksInLog: servers.reduce((sum, s) => sum + s.stacks(), 0),
      notes: [
        `${rounds} kills; ${expected.length} emails owed, ${arrived.size} distinct delivered`,
        `${duplicateEmails} repeated (in flight at the kills: ${inFlight}), each with its row's Message-ID`,
        `clean stop: ${code === 0 ? 'yes' : `exit ${code}`}`,
      ],
    };
  } finally {
    stopping = true;
    for (const s of servers) s.child.kill('SIGKILL');
    await smtp.close();
    await target.cleanup();
  }
}

const scenario: Scenario = { name: 'SIGKILL during email delivery, restart', run };
export default scenario;
