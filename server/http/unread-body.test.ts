// @vitest-environment node
// A large upload refused before its body is read (too large by its Content-Length, wrong type,
// not a PDF, a wrong field, no room left) is answered at once with Connection: close, and the
// connection ends: it used to stay open, the client's upload stuck, for up to the 2-minute request
// timeout (and held up a shutdown); a 6 MB one was read to its end before its 413.
// Real sockets on a listening app: inject has no connection to keep open.
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp } from '../../tests/helpers/server/test-app.ts';
import { multipart, pdfBytes } from '../../tests/helpers/server/multipart.ts';
import { testDatabaseForFile } from '../../tests/helpers/server/test-database.ts';

const SIX_MB = 6 * 1024 * 1024;
/** Under the 5 MB limit, so the refusal comes from the content, part-way through the body. */
const ALMOST_5_MB = 4.5 * 1024 * 1024;
const tdb = testDatabaseForFile();
const lines: string[] = [];
let fullDir: string;
let app: FastifyInstance;
let fullApp: FastifyInstance;
let port: number;
let fullPort: number;

async function listening(instance: FastifyInstance): Promise<number> {
  await instance.listen({ port: 0, host: '127.0.0.1' });
  return (instance.server.address() as AddressInfo).port;
}

beforeAll(async () => {
  const logger = { level: 'info', stream: { write: (line: string) => void lines.push(line) } };
  app = await makeApp(tdb.db, { logger });
  fullDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-full-'));
  fullApp = await makeApp(tdb.db, { logger, config: { uploadDir: fullDir, uploadQuotaBytes: 1024 } });
  port = await listening(app);
  fullPort = await listening(fullApp);
});
afterAll(async () => {
  await app?.close();
  await fullApp?.close();
  fs.rmSync(fullDir, { recursive: true, force: true });
});

interface Outcome {
  status: number;
  connection: string | undefined;
  /** From the answer's first byte to the connection's end, in ms (Infinity: still open after 3 s). */
  closedAfterMs: number;
}

/** Sends the whole request as fast as the socket takes it; reports the answer and when the socket ended. */
function send(port: number, headers: Record<string, string>, body: Buffer): Promise<Outcome> {
  return new Promise((resolve) => {
    let answer = '';
    let answeredAt = 0;
    const socket = net.connect(port, '127.0.0.1', () => {
      const head = Object.entries({ host: `127.0.0.1:${port}`, 'content-length': String(body.length), ...headers })
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('');
      socket.write(`POST /api/test-upload HTTP/1.1\r\n${head}\r\n`);
      socket.write(body);
    });
    const finish = () => {
      clearTimeout(giveUp);
      const top = answer.split('\r\n\r\n')[0];
      resolve({
        status: Number(top.split(' ')[1]),
        connection: /\r\nconnection: ([^\r]*)/i.exec(top)?.[1]?.toLowerCase(),
        closedAfterMs: socket.destroyed && answeredAt ? Date.now() - answeredAt : Number.POSITIVE_INFINITY,
      });
      socket.destroy();
    };
    const giveUp = setTimeout(finish, 3000);
    socket.on('data', (chunk) => {
      answeredAt ||= Date.now();
      answer += chunk.toString('latin1');
    });
    // The server may reset the upload it stopped reading once the answer is out; that is the end too.
    socket.on('error', () => {});
    socket.on('close', finish);
  });
}

const upload = (parts: Parameters<typeof multipart>[0]) => {
  const body = multipart(parts);
  return [body.headers, body.payload] as const;
};

describe('a large upload refused before its body is read', () => {
  it.each([
    ['6 MB: too large (413)', 413, () => upload([{ name: 'resume', filename: 'a.pdf', content: pdfBytes(SIX_MB) }])],
    [
      'not a PDF (415)',
      415,
      () => upload([{ name: 'resume', filename: 'a.pdf', content: Buffer.alloc(ALMOST_5_MB, 0x41) }]),
    ],
    [
      'a file in the wrong field (400)',
      400,
      () => upload([{ name: 'photo', filename: 'a.pdf', content: pdfBytes(ALMOST_5_MB) }]),
    ],
    ['not multipart (415)', 415, () => [{ 'content-type': 'text/plain' }, Buffer.alloc(SIX_MB, 0x41)] as const],
  ])('%s: answered with Connection: close, and the connection ends within 1 s', async (_, status, request) => {
    const [headers, body] = request();
    const outcome = await send(port, headers, body);
    expect(outcome.status).toBe(status);
    expect(outcome.connection).toBe('close');
    expect(outcome.closedAfterMs).toBeLessThan(1000);
  });

  it('no room left (507): the same, and logged as one warning without a stack', async () => {
    fs.writeFileSync(path.join(fullDir, 'kept.pdf'), pdfBytes(4096));
    lines.length = 0;
    const [headers, body] = upload([{ name: 'resume', filename: 'a.pdf', content: pdfBytes(ALMOST_5_MB) }]);
    const outcome = await send(fullPort, headers, body);
    expect(outcome).toMatchObject({ status: 507, connection: 'close' });
    expect(outcome.closedAfterMs).toBeLessThan(1000);
    const entries = lines.map((line) => JSON.parse(line));
    expect(entries.filter((entry) => entry.level >= 50)).toEqual([]);
    expect(entries.filter((entry) => entry.level === 40 && entry.statusCode === 507)).toEqual([
      expect.objectContaining({ reason: expect.stringContaining('no room for more uploads') }),
    ]);
    expect(lines.join('')).not.toContain('"stack"');
  });
});
