// @vitest-environment node
// TRUST_PROXY: a hop count or the proxies' addresses; "true" (every hop, so the client's own
// X-Forwarded-For entry) stops the start with a sentence saying what to write instead.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const trust = (value: string | undefined) => loadConfig({ TRUST_PROXY: value }).trustProxy;

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['0', false],
    ['false', false],
    ['1', 1],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.5, 10.0.1.0/24,::1, fd00::/8', ['10.0.0.5', '10.0.1.0/24', '::1', 'fd00::/8']],
    ['loopback', ['loopback']],
  ])('%s → %j', (value, expected) => {
    expect(trust(value)).toEqual(expected);
  });

  it.each(['true', 'TRUE', 'yes'])('refuses %s, explaining the risk and what to write', (value) => {
    expect(() => trust(value)).toThrow(ConfigError);
    expect(() => trust(value)).toThrow(/dodge the rate limits.*TRUST_PROXY=1 for one nginx on the same host/);
  });

  it.each(['nginx', '10.0.0.300', '10.0.0.0/33', '11', '-1'])('refuses %s with a sentence', (value) => {
    expect(() => trust(value)).toThrow(/^TRUST_PROXY (is a hop count|must be a whole number)/);
  });
});
