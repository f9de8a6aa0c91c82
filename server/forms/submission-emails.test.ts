// @vitest-environment node
// A stored submission and its emails are written by one statement: a contact message and an application
// each queue two emails that arrive at a real SMTP server (in this process) with the right To,
// Reply-To and Message-ID; a failed insert queues none; a replayed key queues nothing new;
// spam is stored but never notified; WEBHOOK_URL adds a third message.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeApp, postJson, validContact, validVolunteer } from '../../tests/helpers/server/test-app.ts';
import {
  engines,
  openTestDatabase,
  SETUP_TIMEOUT,
  type TestDatabase,
} from '../../tests/helpers/server/test-database.ts';
import { simpleParser } from 'mailparser';
import { NOTICES } from '../../tests/helpers/server/test-app.ts';
import { loadOutboxConfig } from '../outbox/outbox-config.ts';
import { type SmtpTestServer, startSmtpTestServer } from '../../tests/helpers/server/smtp-test-server.ts';

const header = (raw: string, name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1];

describe.each(engines)('submission emails on $name', (engine) => {
  let tdb: TestDatabase;
  let smtp: SmtpTestServer;
  let app: FastifyInstance;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'submission-emails-'));
  const outboxConfig = (env: Record<string, string> = {}) => ({
    ...loadOutboxConfig({ SMTP_URL: smtp.url, NOTIFY_TO: 'team@example.org', ...env }, dataDir),
    pollIntervalMs: 50,
  });
  const queued = async (type: string, publicId: string) => {
    const { rows } = await tdb.db.query<{ purpose: string; message_id: string }>(
      `SELECT purpose, message_id FROM outbox o
       JOIN ${type === 'contact' ? 'contact_messages' : 'volunteer_applications'} s
         ON o.submission_type = $1 AND o.submission_id = s.id
       WHERE s.public_id = $2 ORDER BY o.id`,
      [type, publicId],
    );
    return rows;
  };
  const outboxRows = async () =>
    Number((await tdb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox')).rows[0].n);

  beforeAll(async () => {
    tdb = await openTestDatabase(engine);
    smtp = await startSmtpTestServer();
    app = await makeApp(tdb.db, { outboxConfig: outboxConfig() });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    await tdb?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, SETUP_TIMEOUT);
  beforeEach(async () => {
    await app.outbox.drain();
    smtp.received.length = 0;
  });

  it('queues a contact message’s two emails and delivers them with To, Reply-To and Message-ID', async () => {
    const response = await postJson(app, '/api/contact', validContact());
    expect(response.statusCode).toBe(201);
    expect((await queued('contact', response.json().data.id)).map((row) => row.purpose)).toEqual([
      'team-notification',
      'acknowledgement',
    ]);
    await app.outbox.drain();
    // Each message's Message-ID is fixed at its first claim.
    const rows = await queued('contact', response.json().data.id);
    expect(smtp.received).toHaveLength(2);
    const byId = new Map(smtp.received.map((mail) => [header(mail.raw, 'Message-ID'), mail]));
    const team = byId.get(rows[0].message_id);
    const ack = byId.get(rows[1].message_id);
    expect(team?.to).toEqual(['team@example.org']);
    expect(header(team?.raw ?? '', 'Reply-To')).toContain('asha@example.org');
    expect(ack?.to).toEqual(['asha@example.org']);
  });

  it('queues an application’s two emails; the acknowledgement goes to the applicant', async () => {
    const response = await postJson(app, '/api/volunteer-simple', validVolunteer());
    expect(await queued('volunteer', response.json().data.id)).toHaveLength(2);
    await app.outbox.drain();
    const rows = await queued('volunteer', response.json().data.id);
    expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual(['ravi@example.org', 'team@example.org']);
    const team = smtp.received.find((mail) => mail.to[0] === 'team@example.org');
    expect(header(team?.raw ?? '', 'Reply-To')).toContain('ravi@example.org');
    expect(new Set(smtp.received.map((mail) => header(mail.raw, 'Message-ID')))).toEqual(
      new Set(rows.map((row) => row.message_id)),
    );
  });

  it('acknowledges a sender on a Hindi page in Hindi; the team is told in English which language they used', async () => {
    const noticeVersion = NOTICES.notice('contact', 'hi').version;
    const response = await postJson(app, '/api/contact', { ...validContact(), noticeVersion, language: 'hi' });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('धन्यवाद! आपका संदेश भेज दिया गया है। हम जल्द ही आपसे संपर्क करेंगे।');
    await app.outbox.drain();
    const mails = await Promise.all(smtp.received.map((mail) => simpleParser(mail.raw)));
    const ack = mails.find((mail) => mail.to && JSON.stringify(mail.to).includes('asha@example.org'));
    const team = mails.find((mail) => mail.to && JSON.stringify(mail.to).includes('team@example.org'));
    expect(ack?.subject).toContain('हमें आपका संदेश मिल गया है');
    expect(ack?.headers.get('content-language')).toBe('hi');
    expect(ack?.html).toContain('<html lang="hi">');
    expect(team?.text).toContain('A new submission through the');
    expect(team?.text).toMatch(/Language the sender used:\s+Hindi/);
  });

  it('queues nothing new for a repeat with the same Idempotency-Key', async () => {
    const key = { 'idempotency-key': 'emails-once-per-key-1' };
    const first = await postJson(app, '/api/contact', validContact(), key);
    const before = await outboxRows();
    const again = await postJson(app, '/api/contact', validContact(), key);
    expect(again.json()).toEqual(first.json());
    expect(await outboxRows()).toBe(before);
  });

  it('stores spam (honeypot, links) but sends it no email', async () => {
    const before = await outboxRows();
    const links = 'See https://a.example and http://b.example and www.c.example';
    const spam = [
      await postJson(app, '/api/contact', { ...validContact(), website: 'x' }),
      await postJson(app, '/api/contact', { ...validContact(), message: links }),
      await postJson(app, '/api/volunteer-simple', { ...validVolunteer(), whyJoinUs: links }),
    ];
    expect(spam.map((response) => response.statusCode)).toEqual([201, 201, 201]);
    expect(await outboxRows()).toBe(before);
    await app.outbox.drain();
    expect(smtp.received).toEqual([]);
  });

  it('stores neither the submission nor any email when queueing the second email fails', async () => {
    // A real failure inside the one statement: the database refuses the acknowledgement's row.
    await tdb.db.exec(`ALTER TABLE outbox ADD CONSTRAINT refuse_ack CHECK (purpose <> 'acknowledgement') NOT VALID`);
    const contacts = await tdb.count('contact_messages');
    const before = await outboxRows();
    try {
      const response = await postJson(app, '/api/contact', validContact());
      expect(response.statusCode).toBe(500);
    } finally {
      await tdb.db.exec('ALTER TABLE outbox DROP CONSTRAINT refuse_ack');
    }
    expect(await tdb.count('contact_messages')).toBe(contacts);
    expect(await outboxRows()).toBe(before);
  });

  it('logs none of the personal data on the new paths: queueing, delivery, a refused delivery, spam', async () => {
    const lines: string[] = [];
    // Its own database, so this app's worker (not the shared one's) delivers and logs.
    const own = await openTestDatabase(engine);
    const logged = await makeApp(own.db, {
      outboxConfig: { ...outboxConfig(), retry: { ...outboxConfig().retry, baseDelayMs: 5, maxDelayMs: 10 } },
      logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } },
    });
    const secret = { name: 'Zenobia Quill', phone: '+91 90000 11111', email: 'zenobia.private@example.net' };
    smtp.refuseWith = 450;
    await postJson(logged, '/api/contact', { ...validContact(), ...secret, message: 'Private words' });
    await postJson(logged, '/api/contact', { ...validContact(), ...secret, website: 'x' });
    for (let i = 0; i < 250 && smtp.refusals === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    smtp.refuseWith = undefined;
    await logged.outbox.drain();
    await logged.close();
    await own.close();
    const log = lines.join('');
    expect(log).toContain('outbox: delivery failed, will retry');
    for (const value of [...Object.values(secret), 'Private words', 'Zenobia']) expect(log).not.toContain(value);
  });

  it('adds a signed webhook call when WEBHOOK_URL is set', async () => {
    const env = { WEBHOOK_URL: 'http://127.0.0.1:9/hook', WEBHOOK_SECRET: 's'.repeat(32) };
    const withHook = await makeApp(tdb.db, { outboxConfig: { ...outboxConfig(env), pollIntervalMs: 600_000 } });
    const response = await postJson(withHook, '/api/contact', validContact());
    await withHook.close();
    const rows = await queued('contact', response.json().data.id);
    expect(rows.map((row) => row.purpose)).toEqual(['team-notification', 'acknowledgement', 'submission-webhook']);
    await tdb.db.query(`DELETE FROM outbox WHERE purpose = 'submission-webhook'`);
  });
});
