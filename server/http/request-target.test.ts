// @vitest-environment node
// Absolute-form request targets (RFC 9112 3.2.2: "GET http://host/about HTTP/1.1"), written on a
// raw socket since fetch and inject always send a path. A target naming the host the request is
// addressed to (its Host header) is answered as its path would be; one naming another host is a
// 400, so the server never looks like a proxy for someone else's address.
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, validContact } from '../../tests/helpers/server/test-app.ts';
import { testDatabaseForFile } from '../../tests/helpers/server/test-database.ts';

const tdb = testDatabaseForFile();
let siteDir: string;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'target-site-'));
  fs.writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>Home</title>');
  fs.writeFileSync(path.join(siteDir, 'about.html'), '<!doctype html><title>About us</title>');
  fs.writeFileSync(
    path.join(siteDir, '_routes.json'),
    JSON.stringify({ routes: { '/': 'index.html', '/about': 'about.html' }, fallback: 'index.html' }),
  );
  app = await makeApp(tdb.db, { config: { siteDir } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(siteDir, { recursive: true, force: true });
});

/** Writes one request as given and reads the answer until the server closes the connection. */
function raw(target: string, headers: Record<string, string> = {}, method = 'GET', body = '') {
  const head = Object.entries({ host: `127.0.0.1:${port}`, connection: 'close', ...headers })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  const length = body ? `content-length: ${Buffer.byteLength(body)}\r\n` : '';
  return new Promise<{ status: number; headers: string; body: string }>((resolve, reject) => {
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(`${method} ${target} HTTP/1.1\r\n${head}${length}\r\n${body}`),
    );
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [top, ...rest] = answer.split('\r\n\r\n');
      resolve({ status: Number(top.split(' ')[1]), headers: top.toLowerCase(), body: rest.join('\r\n\r\n') });
    });
  });
}

describe('an absolute-form request target', () => {
  it('naming this host is answered as its path: the page, not the 404 page', async () => {
    const byPath = await raw('/about');
    expect(byPath).toMatchObject({ status: 200, body: expect.stringContaining('About us') });
    expect(await raw(`http://127.0.0.1:${port}/about`)).toMatchObject({ status: 200, body: byPath.body });
    expect(await raw(`HTTP://127.0.0.1:${port}/About/`)).toMatchObject({
      status: 200,
      body: expect.stringContaining('About us'),
    });
    expect(await raw(`http://127.0.0.1:${port}`)).toMatchObject({ status: 200, body: expect.stringContaining('Home') });
  });

  it('keeps its query, and reaches the API as the path would, with the API headers', async () => {
    const health = await raw(`http://127.0.0.1:${port}/api/health?probe=1`);
    expect(health.status).toBe(200);
    expect(health.headers).toContain('cache-control: no-store');
    expect(JSON.parse(health.body)).toMatchObject({ success: true });
    const stored = await raw(
      `http://127.0.0.1:${port}/api/contact`,
      { 'content-type': 'application/json' },
      'POST',
      JSON.stringify(validContact()),
    );
    expect(stored.status).toBe(201);
  });

  it.each([
    ['another host', 'http://example.org/about'],
    ['another port', `http://127.0.0.1:${1}/about`],
    ['a scheme that is not http', `ftp://127.0.0.1/about`],
  ])('naming %s is a 400 with a sentence', async (_, target) => {
    const answer = await raw(target);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ success: false, message: expect.stringMatching(/address/) });
  });
});
