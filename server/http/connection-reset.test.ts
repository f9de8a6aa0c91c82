// @vitest-environment node
// A complete POST followed at once by a TCP reset: the request is still handled (and counted by
// the rate limiter) without a 500 or a stack in the log. It used to crash the limiter's key
// generator (request.ip undefined on a closed socket), 20 times out of 20.
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { makeApp, validContact } from '../../tests/helpers/server/test-app.ts';
import { testDatabaseForFile } from '../../tests/helpers/server/test-database.ts';
import { postThenReset } from '../../scripts/fault/lib/post-then-reset.ts';

const tdb = testDatabaseForFile();

describe('a POST cut off by a TCP reset', () => {
  it.each([
    ['without a proxy', false as const],
    ['with TRUST_PROXY=1', 1],
  ])('is neither a 500 nor a stack in the log (%s)', async (_, trustProxy) => {
    const lines: string[] = [];
    const app = await makeApp(tdb.db, {
      logger: { level: 'info', stream: { write: (line) => void lines.push(line) } },
      config: { trustProxy },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    for (let i = 0; i < 20; i += 1) await postThenReset(port, '/api/contact', validContact());
    await new Promise((resolve) => setTimeout(resolve, 300));

    const after = await fetch(`http://127.0.0.1:${port}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(validContact()),
    });
    await app.close();
    expect(after.status).toBe(201);
    const log = lines.join('');
    expect(log).not.toContain('"statusCode":500');
    expect(log).not.toContain('"stack"');
  });
});
