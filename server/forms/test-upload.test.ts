// @vitest-environment node
// POST /api/test-upload: one PDF, recognised by content, at most 5 MB; the client's file name
// is never a path; nothing is written unless UPLOAD_DIR is set.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, postJson } from '../../tests/helpers/server/test-app.ts';
import {
  engines,
  openTestDatabase,
  SETUP_TIMEOUT,
  type TestDatabase,
} from '../../tests/helpers/server/test-database.ts';
import { multipart, pdfBytes, type Part } from '../../tests/helpers/server/multipart.ts';

const FIVE_MB = 5 * 1024 * 1024;
let tdb: TestDatabase;
let app: FastifyInstance;
let uploadDir: string;
let storingApp: FastifyInstance;
let quotaDir: string;
let quotaApp: FastifyInstance;

beforeAll(async () => {
  tdb = await openTestDatabase(engines[0]);
  app = await makeApp(tdb.db);
  uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-'));
  storingApp = await makeApp(tdb.db, { config: { uploadDir } });
  quotaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-quota-'));
  // Room for one file of the largest size plus a little: the second upload cannot be promised room.
  quotaApp = await makeApp(tdb.db, {
    config: { uploadDir: quotaDir, uploadQuotaBytes: FIVE_MB + 4096, corsOrigins: ['https://partner.example'] },
  });
}, SETUP_TIMEOUT);
afterAll(async () => {
  await app?.close();
  await storingApp?.close();
  await quotaApp?.close();
  await tdb?.close();
  fs.rmSync(uploadDir, { recursive: true, force: true });
  fs.rmSync(quotaDir, { recursive: true, force: true });
}, SETUP_TIMEOUT);

const upload = (parts: Part[], target = app, headers: Record<string, string> = {}) => {
  const body = multipart(parts);
  return target.inject({
    method: 'POST',
    url: '/api/test-upload',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
};
const onePdf = (content = pdfBytes()): Part[] => [
  { name: 'name', value: 'x' },
  { name: 'resume', filename: 'cv.pdf', content },
];
const tempUploadDirs = () => fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('upload-'));

describe('POST /api/test-upload', () => {
  it('accepts a PDF and reports name, size, type and SHA-256', async () => {
    const content = pdfBytes(2048);
    const response = await upload([
      { name: 'name', value: ' My CV ' },
      { name: 'resume', filename: 'cv.pdf', content },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: expect.any(String),
      data: {
        name: 'My CV',
        fileName: 'cv.pdf',
        size: 2048,
        type: 'application/pdf',
        sha256: createHash('sha256').update(content).digest('hex'),
        stored: false,
      },
    });
  });

  it('judges by content: a PDF declared as an image with a .txt name is still a PDF', async () => {
    const response = await upload([
      { name: 'resume', filename: 'notes.txt', contentType: 'image/png', content: pdfBytes() },
      { name: 'name', value: 'x' },
    ]);
    expect(response.statusCode).toBe(200);
  });

  it('refuses a file that only claims to be a PDF with 415', async () => {
    const fake = Buffer.from('<html>not a pdf</html>');
    const response = await upload([
      { name: 'name', value: 'x' },
      { name: 'resume', filename: 'cv.pdf', contentType: 'application/pdf', content: fake },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ success: false, message: expect.stringContaining('not a PDF') });
  });

  it('refuses a PDF over 5 MB with 413', async () => {
    const response = await upload([
      { name: 'name', value: 'x' },
      { name: 'resume', filename: 'big.pdf', content: pdfBytes(FIVE_MB + 1) },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/at most 5 MB/);
  });

  it('accepts a PDF of exactly 5 MB', async () => {
    const response = await upload([
      { name: 'name', value: 'x' },
      { name: 'resume', filename: 'max.pdf', content: pdfBytes(FIVE_MB) },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.size).toBe(FIVE_MB);
  });

  it('refuses two files with 413 asking for exactly one', async () => {
    const response = await upload([
      { name: 'name', value: 'x' },
      { name: 'resume', filename: 'a.pdf', content: pdfBytes() },
      { name: 'resume', filename: 'b.pdf', content: pdfBytes() },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/exactly one PDF/);
  });

  it.each([
    ['no file', [{ name: 'name', value: 'x' }], /choose a PDF/],
    [
      'a file in another field',
      [
        { name: 'name', value: 'x' },
        { name: 'cv', filename: 'a.pdf', content: pdfBytes() },
      ],
      /field "resume"/,
    ],
    ['no name', [{ name: 'resume', filename: 'a.pdf', content: pdfBytes() }], /Name is required/],
    [
      'a blank name',
      [
        { name: 'name', value: '  ' },
        { name: 'resume', filename: 'a.pdf', content: pdfBytes() },
      ],
      /Name is required/,
    ],
  ] as Array<[string, Part[], RegExp]>)('refuses %s with 400', async (_label, parts, expected) => {
    const response = await upload(parts);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: expect.stringMatching(expected) });
  });

  it('refuses a name over 255 characters, whether busboy cuts it or not', async () => {
    const file = { name: 'resume', filename: 'a.pdf', content: pdfBytes() };
    const tooLong = await upload([{ name: 'name', value: 'n'.repeat(256) }, file]);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toMatch(/Name is too long: at most 255 characters/);
    const cut = await upload([{ name: 'name', value: 'n'.repeat(5000) }, file]);
    expect(cut.statusCode).toBe(413);
    expect(cut.json().message).toMatch(/name field is too long/);
  });

  it('refuses a JSON body with 415 asking for multipart', async () => {
    const response = await postJson(app, '/api/test-upload', { name: 'x' });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/multipart\/form-data/);
  });

  it('refuses a cut-off multipart body with 400', async () => {
    const { payload, headers } = multipart([
      { name: 'name', value: 'x' },
      { name: 'resume', filename: 'a.pdf', content: pdfBytes(4096) },
    ]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/test-upload',
      headers,
      payload: payload.subarray(0, 3000),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });

  it('with UPLOAD_DIR set, keeps the file under a generated name only', async () => {
    const hostile = '../../../../tmp/owned.pdf';
    const content = pdfBytes(512);
    const response = await upload(
      [
        { name: 'name', value: 'x' },
        { name: 'resume', filename: hostile, content },
      ],
      storingApp,
    );
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.stored).toBe(true);
    // The name is only echoed, and without its directories.
    expect(data.fileName).toBe('owned.pdf');
    const files = fs.readdirSync(uploadDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(fs.readFileSync(path.join(uploadDir, files[0])).equals(content)).toBe(true);
    expect(fs.existsSync('/tmp/owned.pdf')).toBe(false);
  });

  it('streams through a temp directory that is gone afterwards when UPLOAD_DIR is unset', async () => {
    const before = tempUploadDirs();
    const content = pdfBytes(FIVE_MB);
    const response = await upload(onePdf(content));
    expect(response.json().data).toMatchObject({
      size: FIVE_MB,
      sha256: createHash('sha256').update(content).digest('hex'),
      stored: false,
    });
    expect(tempUploadDirs()).toEqual(before);
  });

  it('leaves nothing behind in UPLOAD_DIR for a refused file', async () => {
    const before = fs.readdirSync(uploadDir);
    expect((await upload(onePdf(Buffer.from('<html>not a pdf</html>')), storingApp)).statusCode).toBe(415);
    expect((await upload(onePdf(pdfBytes(FIVE_MB + 1)), storingApp)).statusCode).toBe(413);
    expect((await upload([{ name: 'resume', filename: 'a.pdf', content: pdfBytes() }], storingApp)).statusCode).toBe(
      400,
    );
    expect(fs.readdirSync(uploadDir)).toEqual(before);
  });

  it('refuses an upload that could pass UPLOAD_QUOTA_MB with 507 and a sentence, writing nothing', async () => {
    expect((await upload(onePdf(pdfBytes(8192)), quotaApp)).statusCode).toBe(200);
    const full = await upload(onePdf(), quotaApp);
    expect(full.statusCode).toBe(507);
    expect(full.json()).toEqual({ success: false, message: expect.stringMatching(/no room for more uploads/) });
    expect(fs.readdirSync(quotaDir)).toHaveLength(1);
  });

  it.each([
    ['another site as Origin', { origin: 'https://evil.example' }, 403],
    ['an opaque "null" Origin', { origin: 'null' }, 403],
    ['another site as Referer only', { referer: 'https://evil.example/form.html' }, 403],
    ['our own host as Origin', { origin: 'http://localhost:80' }, 200],
    ['our own page as Referer', { referer: 'http://localhost:80/upload-test' }, 200],
    ['a CORS_ORIGINS entry', { origin: 'https://partner.example' }, 200],
  ])('answers a post from %s with %s', async (_label, headers, status) => {
    const response = await upload(onePdf(), quotaApp, { host: 'localhost:80', ...headers });
    expect(response.statusCode).toBe(status);
    if (status === 403) expect(response.json().message).toMatch(/only be sent from this site's own pages/);
    // Leave the quota free for the other cases.
    for (const file of fs.readdirSync(quotaDir)) fs.rmSync(path.join(quotaDir, file));
  });
});
