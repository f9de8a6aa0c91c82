// @vitest-environment node
// TRUST_PROXY: a hop count or the proxies' addresses; "true" (every hop, so the client's own
// X-Forwarded-For entry) stops the start with a sentence saying what to write instead.
import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { ConfigError, loadConfig } from './config.ts';
import { isSameSite } from './http/same-origin.ts';

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

describe('CORS_ORIGINS', () => {
  /** A post's request from a page at `origin` to this server. */
  const postFrom = (origin: string) =>
    ({ headers: { origin, host: 'site.example' }, host: 'site.example' }) as FastifyRequest;

  it('accepts a partner written with capitals or its default port, as its browser names it', () => {
    const { corsOrigins } = loadConfig({ CORS_ORIGINS: 'https://Partner.Example:443, http://LOCALHOST:8080' });
    expect(corsOrigins).toEqual(['https://partner.example', 'http://localhost:8080']);
    expect(isSameSite(postFrom('https://partner.example'), corsOrigins)).toBe(true);
    expect(isSameSite(postFrom('https://other.example'), corsOrigins)).toBe(false);
  });

  it.each(['partner.example', 'https://partner.example/form', 'https://[partner'])(
    'refuses %s with a sentence',
    (value) => {
      expect(() => loadConfig({ CORS_ORIGINS: value })).toThrow(/^CORS_ORIGINS must be a comma list of origins/);
    },
  );
});
