// @vitest-environment node
// The one declaration of settings: a wrong value stops the start with one line naming the setting, the
// value (masked when secret) and what is allowed, before anything is opened; a mistyped name is
// warned about; defaults are what a newcomer runs with.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { DECLARATION, SETTING_NAMES } from './declaration.ts';
import { ConfigError, mistypedSettings, readSettings } from './read-settings.ts';

const refused = (env: Record<string, string>) => {
  try {
    readSettings(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
};

describe('readSettings', () => {
  it('fills in every default and coerces numbers; blanks count as unset', () => {
    const settings = readSettings({ PORT: ' 8080 ', HOST: '  ', UNRELATED: 'x' });
    expect(settings).toMatchObject({ PORT: 8080, HOST: '0.0.0.0', RETENTION_SPAM_DAYS: 30, LOG_LEVEL: 'info' });
    expect(settings).not.toHaveProperty('UNRELATED');
    expect(settings.SMTP_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: '50OO' }, 'PORT must be a whole number from 0 to 65535; got "50OO".'],
    [{ RETENTION_CONTACT_MONTHS: '1.5' }, 'RETENTION_CONTACT_MONTHS must be a whole number from 1 to 1200; got "1.5".'],
    [
      { LOG_LEVEL: 'verbose' },
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent; got "verbose".',
    ],
    [
      { SITE_URL: 'https://example.org/site' },
      'SITE_URL must be the site\'s public address without a path, like https://example.org; got "https://example.org/site".',
    ],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL must start with redis:// or rediss://; got "localhost:6379".'],
  ])('refuses %j in one line naming setting, value and what is allowed', (env, message) => {
    expect(refused(env)).toBe(message);
  });

  it('never repeats a secret: a password in an address is masked, a key is only counted', () => {
    const url = refused({ DATABASE_URL: 'mysql://admin:hunter2@db.example.org/site' });
    expect(url).toBe(
      'DATABASE_URL must start with postgres:// or postgresql://; got "mysql://admin:***@db.example.org/site".',
    );
    const key = refused({ PRIVACY_HASH_KEY: 'hunter2-short' });
    expect(key).toBe(
      'PRIVACY_HASH_KEY must be at least 32 characters (a random secret); got a value of 13 characters (not shown).',
    );
    for (const message of [url, key]) expect(message).not.toContain('hunter2');
  });

  it('names the first wrong setting when several are wrong', () => {
    expect(refused({ OUTBOX_BATCH_SIZE: '0', PORT: 'x' })).toMatch(/^PORT /);
  });

  it('declares every setting with a meaning, a group and the words of its rule', () => {
    for (const name of SETTING_NAMES) {
      const setting = DECLARATION[name];
      expect(setting.description.length, name).toBeGreaterThan(15);
      expect(setting['x-must'], name).toMatch(/^must /);
      expect(setting['x-group'], name).toBeTruthy();
    }
  });

  it('keeps the defaults the server had', () => {
    const config = loadConfig({}, '/srv/site');
    expect(config).toMatchObject({
      port: 5000,
      host: '0.0.0.0',
      dataDir: '/srv/site/data',
      siteDir: '/srv/site/dist/client',
      rateLimit: { max: 10, windowMs: 60_000 },
      uploadQuotaBytes: 500 * 1024 * 1024,
      trustProxy: false,
      logLevel: 'info',
    });
  });
});

describe('mistypedSettings', () => {
  it('warns about a near miss of a setting name, not about unrelated variables', () => {
    expect(mistypedSettings({ RETENTON_SPAM_DAYS: '3', PATH: '/bin', REDIS_HOST: 'x', HOME: '/root' })).toEqual([
      'RETENTON_SPAM_DAYS is not a setting of this server and is ignored; did you mean RETENTION_SPAM_DAYS?',
    ]);
  });
});

function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string; stdout: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let stdout = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk;
  });
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk;
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise((resolve) =>
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, stdout });
    }),
  );
}

describe('the server start', () => {
  it.each([
    [
      { LOG_LEVEL: 'verbose' },
      'Cannot start: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent; got "verbose".',
    ],
    [{ OUTBOX_BATCH_SIZE: '0' }, 'Cannot start: OUTBOX_BATCH_SIZE must be a whole number from 1 to 500; got "0".'],
    [
      { WEBHOOK_URL: 'https://hooks.example.org/x' },
      /^Cannot start: WEBHOOK_URL is set, so WEBHOOK_SECRET must be set too/,
    ],
    // E-mailed links must not point to localhost on a real site.
    [{ NODE_ENV: 'production' }, /^Cannot start: SITE_URL must be set \(NODE_ENV is production\): it is the address/],
    [{ SMTP_URL: 'smtp://mail.example:25' }, /^Cannot start: SITE_URL must be set \(SMTP_URL is set\)/],
  ])(
    'stops with exit 1 and one line for %j, before the database is opened',
    async (env, line) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'settings-start-'));
      try {
        const result = await start({ ...env, DATA_DIR: dataDir, SITE_DIR: '/nonexistent' });
        expect(result.code).toBe(1);
        const lines = result.stderr.trim().split('\n');
        expect(lines).toHaveLength(1);
        expect(lines[0]).toMatch(line);
        expect(result.stdout).toBe('');
        expect(fs.existsSync(path.join(dataDir, 'pgdata'))).toBe(false);
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    70_000,
  );
});
