// @vitest-environment node
// The worker against a real SMTP server: what arrives, and what happens when it refuses or is down.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type Engine,
  engines,
  openTestDatabase,
  SETUP_TIMEOUT,
  type TestDatabase,
} from '../../tests/helpers/server/test-database.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../../tests/helpers/server/smtp-test-server.ts';
import {
  composerFor,
  contactSubmission,
  fastWorkerConfig,
  memoryLog,
  storeSubmission,
  volunteerSubmission,
} from '../../tests/helpers/server/outbox-fixtures.ts';
import { createSmtpTransport } from './transports/smtp-transport.ts';
import { createOutboxWorker } from './worker.ts';

const FROM = 'Example Welfare Foundation <no-reply@example.org>';

describe.each(engines)('outbox worker over SMTP ($name)', (engine: Engine) => {
  let test: TestDatabase;
  let smtp: SmtpTestServer;

  beforeAll(async () => {
    test = await openTestDatabase(engine);
  }, SETUP_TIMEOUT);
  afterAll(async () => test?.close());
  afterEach(async () => {
    await smtp?.close();
    await test.db.exec('DELETE FROM outbox; DELETE FROM contact_messages; DELETE FROM volunteer_applications');
  });

  async function run(url: string, options: { tls?: boolean } = {}) {
    const log = memoryLog();
    const transport = createSmtpTransport({
      url,
      from: FROM,
      ...(options.tls ? { tls: { rejectUnauthorized: false } } : {}),
    });
    const worker = createOutboxWorker({
      db: test.db,
      config: fastWorkerConfig,
      transports: { email: transport },
      compose: composerFor(test.db),
      log,
    });
    worker.start();
    await worker.drain();
    // Retries are due a few milliseconds later; wait until nothing is left to try.
    for (let i = 0; i < 200; i++) {
      const { rows } = await test.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM outbox WHERE status <> 'sent' AND status <> 'failed'`,
      );
      if (Number(rows[0].n) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
      await worker.drain();
    }
    await worker.stop();
    transport.close();
    return log;
  }

  const rows = async () =>
    (
      await test.db.query<{ status: string; attempts: number; last_error: string | null; message_id: string }>(
        'SELECT status, attempts, last_error, message_id FROM outbox ORDER BY id',
      )
    ).rows;

  it('delivers the team notification and the acknowledgement over TLS with auth, with Reply-To and Message-ID', async () => {
    smtp = await startSmtpTestServer({ secure: true, auth: { user: 'mailer', pass: 's3cret' } });
    await storeSubmission(test.db, volunteerSubmission());
    await run(smtp.url, { tls: true });
    const stored = await rows();
    expect(stored.map((row) => row.status)).toEqual(['sent', 'sent']);
    expect(smtp.received).toHaveLength(2);
    const team = smtp.received.find((mail) => mail.to.includes('volunteers@example.org'));
    const ack = smtp.received.find((mail) => mail.to.includes('ravi@example.net'));
    expect(team?.from).toBe('no-reply@example.org');
    expect(team?.raw).toMatch(/^Reply-To: ravi@example\.net$/m);
    expect(team?.raw).toMatch(/^Subject: Join Us: Ravi .*\([0-9A-Z]{4}-[0-9A-Z]{4}\)$/m);
    expect(team?.raw).toContain('09/03/2001');
    expect(team?.raw).toContain(`Message-ID: ${stored[0].message_id}`);
    expect(stored[0].message_id).toMatch(/^<outbox-\d+-[0-9a-f]{12}@example\.org>$/);
    expect(ack?.raw).toContain(`Message-ID: ${stored[1].message_id}`);
    expect(ack?.raw).toContain('Dear Ravi,');
    expect(ack?.raw).not.toContain('91234');
  });

  it('a submission whose insert fails queues nothing', async () => {
    const broken = volunteerSubmission();
    if (broken.type === 'volunteer') broken.fields.dateOfBirth = '2001-02-30';
    await expect(storeSubmission(test.db, broken)).rejects.toThrow();
    expect(await rows()).toEqual([]);
    const { rows: stored } = await test.db.query('SELECT id FROM volunteer_applications');
    expect(stored).toEqual([]);
  });

  it('a message whose submission was erased before delivery is dropped, not sent', async () => {
    smtp = await startSmtpTestServer();
    const row = await storeSubmission(test.db, contactSubmission());
    await test.db.query('DELETE FROM contact_messages WHERE id = $1', [row.id]);
    const log = await run(smtp.url);
    expect(smtp.received).toEqual([]);
    expect(await rows()).toEqual([]);
    expect(log.lines.join('\n')).toContain('its submission was erased; message dropped');
  });

  it.each([
    [450, 'SMTP 450 EENVELOPE', fastWorkerConfig.retry.maxAttempts],
    [550, 'SMTP 550 EENVELOPE', fastWorkerConfig.retry.maxAttemptsPermanent],
  ])(
    'a server refusing with %i is retried with backoff, then the email is marked failed',
    async (code, error, attempts) => {
      smtp = await startSmtpTestServer();
      smtp.refuseWith = code;
      await storeSubmission(test.db, contactSubmission());
      const log = await run(smtp.url);
      expect(await rows()).toEqual([
        expect.objectContaining({ status: 'failed', attempts, last_error: error }),
        expect.objectContaining({ status: 'failed', attempts, last_error: error }),
      ]);
      expect(smtp.refusals).toBe(2 * attempts);
      expect(smtp.received).toEqual([]);
      // Codes only: neither the address nor the server's words reach the log.
      expect(log.lines.join('\n')).not.toMatch(/asha|example\.net|Refused by/i);
    },
  );

  it('a server that is down is retried until the email is marked failed', async () => {
    smtp = await startSmtpTestServer();
    const url = smtp.url;
    await smtp.close();
    await storeSubmission(test.db, contactSubmission());
    await run(url);
    const stored = await rows();
    // nodemailer reports a refused connection as a socket error.
    expect(stored).toEqual([
      expect.objectContaining({ status: 'failed', attempts: 4, last_error: 'ESOCKET' }),
      expect.objectContaining({ status: 'failed', attempts: 4, last_error: 'ESOCKET' }),
    ]);
  });
});
