// @vitest-environment node
// npm run doctor: the effective settings with secrets masked, and each dependency asked for real, so a
// wrong password, a closed port or a folder open to others is named before the site is started.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dropSchema, openDatabase } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { startSmtpTestServer } from '../../../tests/helpers/server/smtp-test-server.ts';
import { appConfig } from '../../../tests/helpers/server/test-app.ts';
import { checkBuild, checkFolder } from './disk-checks.ts';
import { formatReport, runDoctor } from './doctor.ts';
import { checkDatabase, checkRedis, checkSmtp } from './service-checks.ts';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'doctor-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe('the settings it prints', () => {
  it('marks what was set and never shows a password or a key', async () => {
    const report = await runDoctor({
      DATABASE_URL: 'postgres://site:hunter2-password@127.0.0.1:1/site',
      PRIVACY_HASH_KEY: 'k'.repeat(40),
      METRICS_TOKEN: 'metrics-secret-123456',
      PORT: '5001',
      DATA_DIR: work,
      SITE_DIR: path.join(work, 'no-build'),
    });
    const text = formatReport(report);
    expect(text).toMatch(/^\* DATABASE_URL +postgres:\/\/site:\*\*\*@127\.0\.0\.1:1\/site$/m);
    expect(text).toMatch(/^\* PRIVACY_HASH_KEY +\(set, 40 characters, not shown\)$/m);
    expect(text).toMatch(/^\* PORT +5001$/m);
    expect(text).toMatch(/^ {2}RATE_LIMIT_MAX +10$/m);
    for (const secret of ['hunter2', 'kkkkkkkk', 'metrics-secret']) expect(text).not.toContain(secret);
    expect(text).toMatch(/^fail +database +cannot reach PostgreSQL \(DATABASE_URL\): .*ECONNREFUSED/m);
    expect(text).toMatch(/^fail +build +no site in /m);
  }, 30_000);

  it('stops at a wrong setting with its one line', async () => {
    const report = await runDoctor({ OUTBOX_BATCH_SIZE: '0', RETENTON_SPAM_DAYS: '3' });
    expect(report.settings).toBeUndefined();
    expect(report.findings).toEqual([
      {
        check: 'settings',
        verdict: 'fail',
        detail: 'OUTBOX_BATCH_SIZE must be a whole number from 1 to 500; got "0".',
      },
    ]);
  });

  it('warns about a mistyped setting name', async () => {
    const report = await runDoctor({ RETENTON_SPAM_DAYS: '3', DATA_DIR: work, SITE_DIR: work });
    expect(report.findings).toContainEqual({
      check: 'settings',
      verdict: 'warn',
      detail: 'RETENTON_SPAM_DAYS is not a setting of this server and is ignored; did you mean RETENTION_SPAM_DAYS?',
    });
  }, 30_000);
});

describe('the mail server', () => {
  it('is connected to and logged in to, for real', async () => {
    const smtp = await startSmtpTestServer({ auth: { user: 'site', pass: 'right' } });
    const host = new URL(smtp.url).host;
    try {
      expect(await checkSmtp(`smtp://site:right@${host}`, work)).toMatchObject({ verdict: 'ok' });
      const wrong = await checkSmtp(`smtp://site:wrong@${host}`, work);
      expect(wrong.verdict).toBe('fail');
      expect(wrong.detail).toMatch(/EAUTH/);
      expect(wrong.detail).not.toContain('wrong');
    } finally {
      await smtp.close();
    }
    expect((await checkSmtp('smtp://127.0.0.1:1', work)).detail).toMatch(/^127\.0\.0\.1:1: .*ECONNREFUSED/);
    expect((await checkSmtp(undefined, work)).verdict).toBe('warn');
  }, 30_000);
});

describe('Redis and the database', () => {
  it('names an unreachable Redis, and a reachable one', async () => {
    const down = await checkRedis(appConfig({ redisUrl: 'redis://127.0.0.1:1' }));
    expect([down.verdict, down.detail]).toEqual(['fail', expect.stringMatching(/^cannot reach Redis \(REDIS_URL\)/)]);
    if (process.env.REDIS_URL) {
      expect(await checkRedis(appConfig({ redisUrl: process.env.REDIS_URL }))).toMatchObject({ verdict: 'ok' });
    }
  }, 30_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    'reads the PostgreSQL version and its migrations',
    async () => {
      const url = process.env.TEST_DATABASE_URL as string;
      const schema = `doctor_${process.pid}_${randomBytes(3).toString('hex')}`;
      const db = await openDatabase({ url, schema });
      const databaseUrl = `${url}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
      try {
        expect(await checkDatabase(appConfig({ databaseUrl }))).toMatchObject({
          verdict: 'warn',
          detail: expect.stringMatching(/no tables yet/),
        });
        await migrate(db);
        expect((await checkDatabase(appConfig({ databaseUrl }))).detail).toMatch(
          /^PostgreSQL \d+.*; all \d+ migrations applied$/,
        );
      } finally {
        await dropSchema(db, schema);
        await db.close();
      }
    },
    30_000,
  );
});

describe('folders and the build', () => {
  it('checks a folder is ours alone, writable and has room', () => {
    const dir = path.join(work, 'data');
    fs.mkdirSync(dir, { mode: 0o755 });
    fs.chmodSync(dir, 0o755);
    expect(checkFolder('data dir', dir, 1)).toMatchObject({
      verdict: 'warn',
      detail: expect.stringContaining(`chmod -R go-rwx ${dir}`),
    });
    fs.chmodSync(dir, 0o700);
    expect(checkFolder('data dir', dir, 1)).toMatchObject({ verdict: 'ok', detail: expect.stringMatching(/MB free$/) });
    expect(checkFolder('data dir', dir, Number.MAX_SAFE_INTEGER).verdict).toBe('fail');
  });

  it('names what the build lacks', () => {
    expect(checkBuild(path.join(work, 'none')).verdict).toBe('fail');
    const site = path.join(work, 'site', 'client');
    fs.mkdirSync(site, { recursive: true });
    fs.writeFileSync(path.join(site, 'index.html'), '<html></html>');
    expect(checkBuild(site)).toMatchObject({
      verdict: 'warn',
      detail: expect.stringContaining('missing _routes.json'),
    });
  });
});
