// @vitest-environment node
// The cookie that carries a waiting applicant's reference from the plain post's 303 to her confirmation page:
// its attributes over http and https, read once, and shown only when this server signed it in the last
// 5 minutes. The whole path through the forms is in plain-forms-waiting.test.ts.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  setWaitingReference,
  signedReference,
  takeWaitingReference,
  WAITING_REFERENCE_SECONDS,
} from './waiting-reference-cookie.ts';

const KEY = Buffer.alloc(32, 7);
const NOW = new Date('2026-11-29T10:00:00Z');
let clock = NOW;
let app: FastifyInstance;

beforeAll(async () => {
  // Behind a proxy that says whether the visitor came over https, as nginx does.
  app = Fastify({ trustProxy: true });
  app.get('/set', async (request, reply) => {
    const path = String((request.query as { path?: string }).path ?? '/JoinUs');
    setWaitingReference(request, reply, { path, reference: 'K7M29QXD', key: KEY, now: clock });
    return '';
  });
  app.get('/JoinUs', async (request, reply) => ({
    reference: takeWaitingReference(request, reply, { key: KEY, now: clock }) ?? null,
  }));
  await app.ready();
});
afterAll(() => app.close());

const https = { 'x-forwarded-proto': 'https' };

describe('the waiting reference cookie', () => {
  it('over http: for the form page only, 5 minutes, HttpOnly, SameSite=Strict', async () => {
    const set = await app.inject({ url: '/set?path=/hi/JoinUs' });
    expect(set.headers['set-cookie']).toBe(
      `waiting_reference=${signedReference('K7M29QXD', KEY, NOW)}; Path=/hi/JoinUs; Max-Age=${WAITING_REFERENCE_SECONDS}; HttpOnly; SameSite=Strict`,
    );
  });

  it('over https: named __Secure- and Secure; the plain-http name is not read there', async () => {
    const set = await app.inject({ url: '/set', headers: https });
    expect(set.headers['set-cookie']).toMatch(/^__Secure-waiting_reference=[^;]+; Path=\/JoinUs; .*; Secure$/);
    const value = signedReference('K7M29QXD', KEY, NOW);
    const secure = await app.inject({
      url: '/JoinUs',
      headers: { ...https, cookie: `__Secure-waiting_reference=${value}` },
    });
    expect(secure.json()).toEqual({ reference: 'K7M29QXD' });
    const planted = await app.inject({ url: '/JoinUs', headers: { ...https, cookie: `waiting_reference=${value}` } });
    expect(planted.json()).toEqual({ reference: null });
  });

  it('a path a cookie cannot hold becomes the whole site', async () => {
    const set = await app.inject({ url: `/set?path=${encodeURIComponent('/Join;Us')}` });
    expect(set.headers['set-cookie']).toContain('; Path=/; ');
  });

  it('is read once: the page that reads it clears it', async () => {
    const read = await app.inject({
      url: '/JoinUs?sent=volunteer',
      headers: { cookie: `other=1; waiting_reference=${signedReference('K7M29QXD', KEY, NOW)}` },
    });
    expect(read.json()).toEqual({ reference: 'K7M29QXD' });
    expect(read.headers['set-cookie']).toBe('waiting_reference=; Path=/JoinUs; Max-Age=0; HttpOnly; SameSite=Strict');
    const without = await app.inject({ url: '/JoinUs', headers: { cookie: 'other=1' } });
    expect(without.json()).toEqual({ reference: null });
    expect(without.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    [
      'older than 5 minutes',
      signedReference('K7M29QXD', KEY, new Date(NOW.getTime() - (WAITING_REFERENCE_SECONDS + 1) * 1000)),
    ],
    ['signed with another key', signedReference('K7M29QXD', Buffer.alloc(32, 8), NOW)],
    ['not a reference', signedReference('K7M2-9QXD', KEY, NOW)],
    ['no signature', 'K7M29QXD.9999999999'],
    ['empty', ''],
  ])('shows nothing when the cookie is %s, and clears it', async (_label, value) => {
    const read = await app.inject({ url: '/JoinUs', headers: { cookie: `waiting_reference=${value}` } });
    expect(read.json()).toEqual({ reference: null });
    expect(read.headers['set-cookie']).toContain('Max-Age=0');
  });

  it('shows the reference until its 5 minutes are over', async () => {
    const value = signedReference('K7M29QXD', KEY, NOW);
    clock = new Date(NOW.getTime() + (WAITING_REFERENCE_SECONDS - 1) * 1000);
    try {
      const read = await app.inject({ url: '/JoinUs', headers: { cookie: `waiting_reference=${value}` } });
      expect(read.json()).toEqual({ reference: 'K7M29QXD' });
    } finally {
      clock = NOW;
    }
  });
});
