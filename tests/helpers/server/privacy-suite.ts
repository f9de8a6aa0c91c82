/**
 * The server of the privacy-link tests: a test database, a real SMTP server and an app with the outbox
 * and the privacy links on, opened before a suite and closed after it; each test starts with the outbox
 * drained and no email received.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { loadOutboxConfig } from '../../../server/outbox/outbox-config.ts';
import { type SmtpTestServer, startSmtpTestServer } from '../../../server/outbox/test-support/smtp-test-server.ts';
import { loadPrivacyConfig } from '../../../server/privacy/privacy-config.ts';
import { makeApp } from './test-app.ts';
import { type Engine, openTestDatabase, SETUP_TIMEOUT, type TestDatabase } from './test-database.ts';

export interface PrivacySuite {
  tdb: TestDatabase;
  smtp: SmtpTestServer;
  app: FastifyInstance;
}

export function privacySuite(engine: Engine, name: string): PrivacySuite {
  const suite = {} as PrivacySuite;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  beforeAll(async () => {
    suite.tdb = await openTestDatabase(engine);
    suite.smtp = await startSmtpTestServer();
    const outboxConfig = {
      ...loadOutboxConfig({ SMTP_URL: suite.smtp.url, NOTIFY_TO: 'team@example.org' }, dataDir),
      pollIntervalMs: 50,
    };
    const privacyConfig = loadPrivacyConfig({ SITE_URL: 'https://site.example' }, dataDir);
    suite.app = await makeApp(suite.tdb.db, { outboxConfig, privacyConfig });
    await suite.app.ready();
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await suite.app?.close();
    await suite.smtp?.close();
    await suite.tdb?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, SETUP_TIMEOUT);
  beforeEach(async () => {
    await suite.app.outbox.drain();
    suite.smtp.received.length = 0;
  });
  return suite;
}
