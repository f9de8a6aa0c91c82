/**
 * npm run test:two-instances    two servers on one Postgres (TEST_DATABASE_URL or DATABASE_URL)
 * take TWO_INSTANCES_SUBMISSIONS (500) submissions between them, half contact messages and half
 * applications, and their outbox workers deliver the emails (team + sender) to an SMTP server in
 * this process. Passes when every email arrives once: 1,000 emails, no Message-ID twice. Prints
 * the figures; exits 1 on a missing or repeated email; skips (exit 0) without Postgres.
 */
import { NO_VISITOR_EMAIL_LIMITS, postgresTarget, postgresUrl, ROUTES, type RouteName } from '../lib/api-load.ts';
import { type ServerProcess, startServer } from '../lib/api-server-process.ts';
import { startSmtpTestServer } from '../../tests/helpers/server/smtp-test-server.ts';

const SUBMISSIONS = Number(process.env.TWO_INSTANCES_SUBMISSIONS ?? 500);
const CONCURRENCY = 10;

async function submitAll(ports: number[]): Promise<number> {
  let next = 0;
  let acknowledged = 0;
  const worker = async () => {
    while (next < SUBMISSIONS) {
      const n = next++;
      const route: RouteName = n % 2 === 0 ? 'contact' : 'volunteer';
      const response = await fetch(`http://127.0.0.1:${ports[n % ports.length]}${ROUTES[route].path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ROUTES[route].body),
      });
      await response.arrayBuffer();
      if (response.status === 201) acknowledged += 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return acknowledged;
}

async function waiting(port: number): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/api/health`);
  return ((await response.json()) as { data: { outbox: { pending: number } } }).data.outbox.pending;
}

async function main(): Promise<number> {
  const url = postgresUrl();
  if (!url) {
    console.log('two-instances: skipped, set TEST_DATABASE_URL (or DATABASE_URL) to a Postgres database.');
    return 0;
  }
  const target = await postgresTarget(url);
  const smtp = await startSmtpTestServer();
  // SITE_URL: with SMTP_URL set the server refuses to start without it.
  const env = {
    ...target.env,
    SMTP_URL: smtp.url,
    SITE_URL: 'https://site.example',
    NOTIFY_TO: 'team@example.org',
    SITE_DIR: '/nonexistent',
  };
  const servers: ServerProcess[] = [];
  try {
    // One after the other: the second finds the migrations applied (they are locked anyway).
    for (let i = 0; i < 2; i += 1)
      servers.push(startServer({ ...env, RATE_LIMIT_MAX: '1000000', REDIS_URL: '', ...NO_VISITOR_EMAIL_LIMITS }));
    const ports = [await servers[0].ready, await servers[1].ready];
    const started = performance.now();
    const acknowledged = await submitAll(ports);
    const submitted = performance.now();
    while ((await waiting(ports[0])) > 0 && performance.now() - submitted < 120_000)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const delivered = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 500)); // a late repeat would show up here
    const ids = smtp.received.map((mail) => /^Message-ID: (.+)$/m.exec(mail.raw)?.[1]?.trim());
    const distinct = new Set(ids).size;
    const [sent] = await target.select<{ n: number }>(`SELECT count(*)::int AS n FROM outbox WHERE status = 'sent'`);
    console.log(
      `two-instances: ${acknowledged} of ${SUBMISSIONS} submissions stored through 2 servers on one Postgres in ` +
        `${((submitted - started) / 1000).toFixed(1)} s; ${smtp.received.length} emails delivered ` +
        `(${distinct} distinct Message-IDs, ${smtp.received.length - distinct} repeated), all sent ` +
        `${((delivered - started) / 1000).toFixed(1)} s after the first submission; ${sent.n} outbox rows marked sent.`,
    );
    const expected = SUBMISSIONS * 2;
    return acknowledged === SUBMISSIONS && smtp.received.length === expected && distinct === expected ? 0 : 1;
  } finally {
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await smtp.close();
    await target.cleanup();
  }
}

process.exitCode = await main();
