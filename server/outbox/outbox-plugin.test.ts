// @vitest-environment node
// The plugin as the app will use it: without SMTP_URL a submission's two emails become .eml files,
// the start is logged once without personal data, and closing the app stops the worker.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  engines,
  openTestDatabase,
  SETUP_TIMEOUT,
  type TestDatabase,
} from '../../tests/helpers/server/test-database.ts';
import outboxPlugin from './outbox-plugin.ts';
import { submissionRenderer } from '../forms/messages/submission-messages.ts';
import siteContentPlugin from '../site-content/site-content-plugin.ts';
import { createSubmissionReader } from '../submissions/reader.ts';
import { loadOutboxConfig } from './outbox-config.ts';
import { contactSubmission, storeSubmission } from '../../tests/helpers/server/outbox-fixtures.ts';

describe('outbox plugin', () => {
  let test: TestDatabase;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-plugin-'));
  beforeAll(async () => {
    test = await openTestDatabase(engines[0]);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await test?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes a submission’s team notification and acknowledgement as two .eml files', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } });
    app.register(
      fp(
        async (a) => {
          a.decorate('config', { dataDir } as never);
        },
        { name: 'config' },
      ),
    );
    app.register(fp(async () => {}, { name: 'database' }));
    app.register(siteContentPlugin);
    app.register(outboxPlugin, { database: test.db, config: { ...loadOutboxConfig({}, dataDir), pollIntervalMs: 50 } });
    // The forms slice registers the renderer of a submission's messages (forms-plugin.ts).
    app.register(fp(async (a) => a.outbox.use(submissionRenderer(a.outbox.settings, createSubmissionReader(test.db)))));
    await app.ready();
    await storeSubmission(test.db, contactSubmission());
    app.outbox.kick();
    await app.outbox.drain();
    expect(await app.outbox.health()).toEqual({ pending: 0, oldestPendingAgeSeconds: 0, failed: 0 });
    await app.close();

    const files = fs.readdirSync(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(2);
    const texts = files.map((file) => fs.readFileSync(path.join(dataDir, 'outbox', file), 'utf8'));
    expect(texts.some((text) => /^To: team@example\.org$/m.test(text))).toBe(true);
    expect(texts.some((text) => /^To: asha@example\.net$/m.test(text))).toBe(true);
    const log = lines.join('');
    expect(log).toContain('no SMTP_URL, so emails are written as .eml files');
    expect(log).toContain(path.join(dataDir, 'outbox'));
    expect(log).not.toMatch(/asha|Rao|98765/i);
  });
});
