// @vitest-environment node
// When a failed message is tried again, and the settings that control it.
import { describe, expect, it } from 'vitest';
import { DeliveryError, retryDelayMs, shouldGiveUp, toDeliveryError } from './backoff.ts';
import { loadOutboxConfig } from './outbox-config.ts';

const { retry } = loadOutboxConfig({});

describe('backoff', () => {
  it('waits 1, 3, 9 ... minutes up to 6 hours: ten attempts over about a day', () => {
    const minutes = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => retryDelayMs(n, retry, () => 0.5) / 60_000);
    expect(minutes).toEqual([1, 3, 9, 27, 81, 243, 360, 360, 360]);
    const hours = minutes.reduce((a, b) => a + b) / 60;
    expect(hours).toBeGreaterThan(20);
    expect(hours).toBeLessThan(28);
  });

  it('spreads retries by up to a quarter either way', () => {
    expect(retryDelayMs(2, retry, () => 0)).toBe(135_000);
    expect(retryDelayMs(2, retry, () => 1)).toBe(225_000);
  });

  it('gives up on a permanent refusal sooner than on a temporary one', () => {
    expect(shouldGiveUp(3, new DeliveryError('SMTP 550', true), retry)).toBe(true);
    expect(shouldGiveUp(3, new DeliveryError('SMTP 450', false), retry)).toBe(false);
    expect(shouldGiveUp(10, new DeliveryError('SMTP 450', false), retry)).toBe(true);
  });

  it('keeps only codes from transport errors, never the server’s words', () => {
    const smtp = Object.assign(new Error('550 5.1.1 <asha@example.net>: no such user'), {
      code: 'EENVELOPE',
      responseCode: 550,
    });
    expect(toDeliveryError(smtp)).toMatchObject({ code: 'SMTP 550 EENVELOPE', permanent: true });
    expect(toDeliveryError(new Error('asha@example.net'))).toMatchObject({ code: 'UNKNOWN', permanent: false });
  });
});

describe('outbox settings', () => {
  it('has defaults a newcomer can run with', () => {
    const config = loadOutboxConfig({}, '/srv/data');
    expect(config).toMatchObject({
      from: 'Example Welfare Foundation <no-reply@example.org>',
      messageIdDomain: 'example.org',
      emlDir: '/srv/data/outbox',
      retentionDays: 30,
    });
    expect(config.smtpUrl).toBeUndefined();
  });

  it('refuses WEBHOOK_URL without WEBHOOK_SECRET, and bad values, with a sentence', () => {
    expect(() => loadOutboxConfig({ WEBHOOK_URL: 'https://hooks.example.org/x' })).toThrow(
      /WEBHOOK_SECRET must be set too/,
    );
    expect(() => loadOutboxConfig({ SMTP_URL: 'http://mail.example.org' })).toThrow(
      'SMTP_URL must start with smtp:// or smtps://; got "http://mail.example.org".',
    );
    expect(() => loadOutboxConfig({ NOTIFY_TO: 'team@example.org, nobody' })).toThrow(/got "nobody", which is not one/);
    expect(() => loadOutboxConfig({ OUTBOX_MAX_ATTEMPTS: '0' })).toThrow(
      'OUTBOX_MAX_ATTEMPTS must be a whole number from 1 to 100; got "0".',
    );
    expect(loadOutboxConfig({ NOTIFY_TO: 'a@example.org,b@example.org' }).notifyTo).toEqual([
      'a@example.org',
      'b@example.org',
    ]);
  });
});
