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
import { type SmtpTestServer, startSmtpTestServer } from './smtp-test-server.ts';
import { loadPrivacyConfig } from '../../../server/privacy/privacy-config.ts';
import type { ServerConfig } from '../../../server/config.ts';
import type { Database } from '../../../server/db/database.ts';
import type { SubmissionKind } from '../../../server/submissions/kinds.ts';
import { makeApp } from './test-app.ts';
import { type Engine, openTestDatabase, SETUP_TIMEOUT, type TestDatabase } from './test-database.ts';

export interface PrivacySuite {
  tdb: TestDatabase;
  smtp: SmtpTestServer;
  app: FastifyInstance;
}

export interface PrivacySuiteOptions {
  /** Extra privacy settings, as environment variables (e.g. VISITOR_EMAILS_PER_ADDRESS_HOUR). */
  privacyEnv?: Record<string, string>;
  /** Server settings instead of the test defaults. */
  config?: Partial<ServerConfig>;
  /** The kinds of submission the app stores (a test describes one more), and what the database needs for them. */
  submissionKinds?: readonly SubmissionKind[];
  prepare?: (db: Database) => Promise<void>;
}

export function privacySuite(engine: Engine, name: string, options: PrivacySuiteOptions = {}): PrivacySuite {
  const suite = {} as PrivacySuite;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  beforeAll(async () => {
    suite.tdb = await openTestDatabase(engine);
    await options.prepare?.(suite.tdb.db);
    suite.smtp = await startSmtpTestServer();
    const outboxConfig = {
      ...loadOutboxConfig({ SMTP_URL: suite.smtp.url, NOTIFY_TO: 'team@example.org' }, dataDir),
      pollIntervalMs: 50,
    };
    const privacyConfig = loadPrivacyConfig({ SITE_URL: 'https://site.example', ...options.privacyEnv }, dataDir);
    suite.app = await makeApp(suite.tdb.db, {
      outboxConfig,
      privacyConfig,
      config: options.config,
      submissionKinds: options.submissionKinds,
    });
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
