// @vitest-environment node
// The webhook: a receiver on loopback checks the signature; failures become retryable codes.
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeliveryError } from '../backoff.ts';
import { webhookBody } from '../../forms/messages/submission-messages.ts';
import type { DeliverableRow } from '../outbox-store.ts';
import { contactSubmission } from '../../../tests/helpers/server/outbox-fixtures.ts';
import { signWebhook, verifyWebhookSignature } from '../webhook-signature.ts';
import { createWebhookTransport } from './webhook-transport.ts';

const SECRET = 'a-test-secret-of-some-length';
const received: { verified: boolean; id?: string; body: string; header?: string }[] = [];
let status = 200;
let delayMs = 0;
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => {
    body += chunk;
  });
  req.on('end', () => {
    const header = req.headers['x-signature'] as string | undefined;
    const id = req.headers['x-webhook-id'] as string;
    received.push({ verified: verifyWebhookSignature(SECRET, header, id, body, 300), id, body, header });
    setTimeout(() => res.writeHead(status).end(), delayMs);
  });
});
let url = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const row: DeliverableRow = {
  id: 3,
  kind: 'webhook',
  purpose: 'submission-webhook',
  attempts: 1,
  messageId: '<outbox-3-000000000000@example.org>',
  payload: { body: webhookBody(contactSubmission()), to: [], subject: '', text: '', html: '' },
};

describe('webhook transport', () => {
  it('posts the submission JSON with a signature the receiver verifies', async () => {
    await createWebhookTransport({ url, secret: SECRET, timeoutMs: 2000 }).deliver(row);
    const call = received.at(-1);
    expect(call?.verified).toBe(true);
    expect(call?.id).toBe(row.messageId);
    expect(JSON.parse(call?.body ?? '')).toMatchObject({
      event: 'submission.created',
      form: 'contact',
      id: '3fa9c1d2-0000-4000-8000-000000000001',
      fields: { email: 'asha@example.net' },
    });
  });

  it('signs the X-Webhook-Id with the body: v2 = HMAC-SHA256 of "<t>.<id>.<body>", as a receiver recomputes it', async () => {
    await createWebhookTransport({ url, secret: SECRET, timeoutMs: 2000 }).deliver(row);
    const call = received.at(-1);
    const t = /(?:^|,)t=(\d+)/.exec(call?.header ?? '')?.[1];
    const expected = createHmac('sha256', SECRET).update(`${t}.${row.messageId}.${call?.body}`).digest('hex');
    expect(call?.header).toBe(`t=${t},v2=${expected}`);
  });

  it('a signature with another secret, another body, another id or an old time does not verify', () => {
    const body = row.payload.body;
    const id = row.messageId;
    const now = 1_800_000_000;
    const good = signWebhook(SECRET, id, body, now);
    expect(verifyWebhookSignature(SECRET, good, id, body, 300, now)).toBe(true);
    expect(verifyWebhookSignature('another-secret-entirely', good, id, body, 300, now)).toBe(false);
    expect(verifyWebhookSignature(SECRET, good, id, `${body} `, 300, now)).toBe(false);
    // A captured call replayed under a fresh id (to pass a receiver's "seen this id" check) fails.
    expect(verifyWebhookSignature(SECRET, good, '<outbox-4-000000000000@example.org>', body, 300, now)).toBe(false);
    expect(verifyWebhookSignature(SECRET, good, undefined, body, 300, now)).toBe(false);
    expect(verifyWebhookSignature(SECRET, good, id, body, 300, now + 301)).toBe(false);
    expect(verifyWebhookSignature(SECRET, undefined, id, body)).toBe(false);
  });

  it('a 5xx is a retry, a 4xx is permanent, a timeout is a retry', async () => {
    const transport = createWebhookTransport({ url, secret: SECRET, timeoutMs: 200 });
    status = 503;
    await expect(transport.deliver(row)).rejects.toEqual(new DeliveryError('HTTP 503', false));
    status = 400;
    await expect(transport.deliver(row)).rejects.toMatchObject({ code: 'HTTP 400', permanent: true });
    status = 200;
    delayMs = 500;
    await expect(transport.deliver(row)).rejects.toMatchObject({ code: 'TIMEOUT', permanent: false });
    delayMs = 0;
  });
});
