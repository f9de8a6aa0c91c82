// @vitest-environment node
// Per-IP limits on the three POST routes: the request over the limit gets 429 and a sentence
// the form can show. With REDIS_URL set, two app instances share one count through Redis.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../schema/api/messages.ts';
import { makeApp, postJson, validContact, validVolunteer } from '../../tests/helpers/server/test-app.ts';
import {
  engines,
  openTestDatabase,
  SETUP_TIMEOUT,
  type TestDatabase,
} from '../../tests/helpers/server/test-database.ts';
import { multipart, pdfBytes } from '../../tests/helpers/server/multipart.ts';

let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await openTestDatabase(engines[0]);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await tdb?.close();
}, SETUP_TIMEOUT);

const limited = (options: Parameters<typeof makeApp>[1] = {}) =>
  makeApp(tdb.db, { ...options, config: { rateLimit: { max: 3, windowMs: 60_000 } } });

const fromIp = (ip: string) => ({ remoteAddress: ip });

async function expectLimited(response: Awaited<ReturnType<typeof postJson>>) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ success: false, message: MESSAGES.rateLimited });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

describe('rate limits (in memory)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await limited();
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await app?.close();
  }, SETUP_TIMEOUT);

  it('lets 3 contact requests through, then answers 429 without storing', async () => {
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json' },
        payload: validContact(),
        ...fromIp('10.0.0.1'),
      });
    for (let i = 0; i < 3; i += 1) expect((await send()).statusCode).toBe(201);
    const before = await tdb.count('contact_messages');
    await expectLimited(await send());
    expect(await tdb.count('contact_messages')).toBe(before);
  });

  it('counts each route and each IP separately, and bad requests count too', async () => {
    const volunteer = () =>
      app.inject({
        method: 'POST',
        url: '/api/volunteer-simple',
        headers: { 'content-type': 'application/json' },
        payload: { ...validVolunteer(), email: 'bad' },
        ...fromIp('10.0.0.2'),
      });
    for (let i = 0; i < 3; i += 1) expect((await volunteer()).statusCode).toBe(400);
    await expectLimited(await volunteer());
    const other = await app.inject({
      method: 'POST',
      url: '/api/volunteer-simple',
      headers: { 'content-type': 'application/json' },
      payload: validVolunteer(),
      ...fromIp('10.0.0.3'),
    });
    expect(other.statusCode).toBe(201);
  });

  it('limits the upload route too, and never the health check', async () => {
    const upload = () =>
      app.inject({
        method: 'POST',
        url: '/api/test-upload',
        ...multipart([
          { name: 'name', value: 'x' },
          { name: 'resume', filename: 'a.pdf', content: pdfBytes() },
        ]),
        ...fromIp('10.0.0.4'),
      });
    for (let i = 0; i < 3; i += 1) expect((await upload()).statusCode).toBe(200);
    await expectLimited(await upload());
    for (let i = 0; i < 5; i += 1)
      expect((await app.inject({ method: 'GET', url: '/api/health', ...fromIp('10.0.0.4') })).statusCode).toBe(200);
  });
});

describe('when Redis is unreachable', () => {
  it('fails open: the forms keep working instead of answering 500', async () => {
    const app = await makeApp(tdb.db, {
      config: { redisUrl: 'redis://127.0.0.1:1', rateLimit: { max: 1, windowMs: 60_000 } },
    });
    for (let i = 0; i < 2; i += 1) expect((await postJson(app, '/api/contact', validContact())).statusCode).toBe(201);
    await app.close();
  });
});

describe.runIf(process.env.REDIS_URL)('rate limits shared through Redis', () => {
  let redis: Redis;
  let first: FastifyInstance;
  let second: FastifyInstance;
  const namespace = `test-rl-${randomBytes(6).toString('hex')}-`;

  beforeAll(async () => {
    redis = new Redis(process.env.REDIS_URL as string, { maxRetriesPerRequest: 1 });
    first = await limited({ redis, rateLimitNamespace: namespace });
    // The second opens its own client from REDIS_URL, as a real instance does.
    second = await makeApp(tdb.db, {
      rateLimitNamespace: namespace,
      config: { redisUrl: process.env.REDIS_URL, rateLimit: { max: 3, windowMs: 60_000 } },
    });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await first?.close();
    await second?.close();
    const keys = await redis.keys(`${namespace}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  }, SETUP_TIMEOUT);

  it('two instances behind one load balancer share the count', async () => {
    const send = (app: FastifyInstance) => postJson(app, '/api/contact', validContact());
    expect((await send(first)).statusCode).toBe(201);
    expect((await send(second)).statusCode).toBe(201);
    expect((await send(first)).statusCode).toBe(201);
    await expectLimited(await send(second));
    expect((await redis.keys(`${namespace}*`)).length).toBeGreaterThan(0);
  });
});
