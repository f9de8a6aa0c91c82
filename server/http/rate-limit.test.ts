// @vitest-environment node
// Per-IP limits on the three POST routes: the request over the limit gets 429 and a sentence
// the form can show. With REDIS_URL set, two app instances share one count through Redis.
import { randomBytes } from 'node:crypto';
import net, { type AddressInfo, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../schema/api/messages.ts';
import { makeApp, postJson, validContact, validVolunteer } from '../../tests/helpers/server/test-app.ts';
import { SETUP_TIMEOUT, testDatabaseForFile } from '../../tests/helpers/server/test-database.ts';
import { multipart, pdfBytes } from '../../tests/helpers/server/multipart.ts';

const tdb = testDatabaseForFile();

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

describe('behind one proxy (TRUST_PROXY=1)', () => {
  it('a client writing its own left-most X-Forwarded-For entry is still limited: 10 accepted, then 429', async () => {
    const app = await makeApp(tdb.db, { config: { trustProxy: 1, rateLimit: { max: 10, windowMs: 60_000 } } });
    const statuses: number[] = [];
    for (let i = 0; i < 15; i += 1) {
      // What nginx forwards with $proxy_add_x_forwarded_for: the client's header, then its real address.
      const response = await postJson(app, '/api/contact', validContact(), {
        'x-forwarded-for': `198.51.100.${i}, 203.0.113.7`,
      });
      statuses.push(response.statusCode);
    }
    await app.close();
    expect(statuses).toEqual([...Array(10).fill(201), ...Array(5).fill(429)]);
  });
});

// A Redis that accepts connections and never answers, and a port nothing listens on.
async function silentRedis(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

async function closedPortUrl(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `redis://127.0.0.1:${port}`;
}

describe.each([
  ['silent (accepts, never answers)', 'silent'],
  ['refusing (closed port)', 'refusing'],
] as const)('when Redis is %s', (_, kind) => {
  let fake: Awaited<ReturnType<typeof silentRedis>> | undefined;
  let url: string;
  beforeAll(async () => {
    fake = kind === 'silent' ? await silentRedis() : undefined;
    url = fake?.url ?? (await closedPortUrl());
  });
  afterAll(async () => {
    await fake?.close();
  });

  it('answers within about 200 ms, keeps counting in memory, warns once, reports it, and closes at once', async () => {
    const lines: string[] = [];
    const app = await makeApp(tdb.db, {
      logger: { level: 'info', stream: { write: (line) => void lines.push(line) } },
      config: { redisUrl: url, rateLimit: { max: 3, windowMs: 60_000 } },
    });
    const statuses: number[] = [];
    let slowest = 0;
    for (let i = 0; i < 5; i += 1) {
      const started = performance.now();
      statuses.push((await postJson(app, '/api/contact', validContact())).statusCode);
      slowest = Math.max(slowest, performance.now() - started);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    // 150 ms command timeout plus a busy machine's margin.
    expect(slowest).toBeLessThan(400);

    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json().data.rateLimits).toBe('degraded: rate limits local');

    const closing = performance.now();
    await app.close();
    expect(performance.now() - closing).toBeLessThan(1000);
    expect(lines.filter((line) => line.includes('redis unavailable'))).toHaveLength(1);
    expect(lines.join('')).not.toContain('"stack"');
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
