// @vitest-environment node
// WEBHOOK_URL over plain http: submissions (names, e-mail addresses, phone numbers) would cross the
// network unencrypted, so the start says so once, naming the host. Loopback (a receiver on the same
// machine) and https are quiet. Refusing instead would stop a running site on upgrade (see the report).
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { createTransports } from './create-transports.ts';
import { loadOutboxConfig } from './outbox-config.ts';

const SECRET = 'a-webhook-secret-of-some-length';
const warningsFor = (url: string) => {
  const warnings: string[] = [];
  const log = {
    info: () => {},
    error: () => {},
    warn: (fields: object, message: string) => void warnings.push(`${message} ${JSON.stringify(fields)}`),
  };
  createTransports(loadOutboxConfig({ WEBHOOK_URL: url, WEBHOOK_SECRET: SECRET }, os.tmpdir()), log);
  return warnings;
};

describe('an http: WEBHOOK_URL', () => {
  it('to another machine gets one warning at start naming the host, never the path or a password', () => {
    const warnings = warningsFor('http://user:pa55word@hooks.example.org:8080/in/t0ken-123?key=abc');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('hooks.example.org:8080');
    expect(warnings[0]).toMatch(/unencrypted/);
    expect(warnings[0]).not.toMatch(/pa55word|t0ken-123|key=abc/);
  });

  it.each([
    'http://127.0.0.1:9000/hook',
    'http://127.8.0.1/hook',
    'http://localhost:9000/hook',
    'http://[::1]:9000/hook',
    'https://hooks.example.org/in',
  ])('%s is not warned about', (url) => {
    expect(warningsFor(url)).toEqual([]);
  });
});
