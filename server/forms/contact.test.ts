// @vitest-environment node
// POST /api/contact on every engine: what is stored, what is refused and how the refusal reads.
import { describe, expect, it } from 'vitest';
import { engines, type TestDatabase } from '../../tests/helpers/server/test-database.ts';
import { postJson, validContact } from '../../tests/helpers/server/test-app.ts';
import { appSuite } from '../../tests/helpers/server/app-suite.ts';

const outboxCount = async (tdb: TestDatabase) =>
  Number((await tdb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox')).rows[0].n);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe.each(engines)('POST /api/contact on $name', (engine) => {
  const suite = appSuite(engine);

  it('stores a valid message, trimmed, before answering 201 with its id', async () => {
    const before = await suite.tdb.count('contact_messages');
    const response = await postJson(suite.app, '/api/contact', {
      ...validContact(),
      name: '  Asha Rao  ',
      extra: 'dropped',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: expect.stringContaining('Thank you') });
    expect(await suite.tdb.count('contact_messages')).toBe(before + 1);
    const { rows } = await suite.tdb.db.query<Record<string, unknown>>(
      'SELECT * FROM contact_messages WHERE public_id = $1',
      [body.data.id],
    );
    expect(rows[0]).toMatchObject({ name: 'Asha Rao', email: 'asha@example.org', phone: '+91 98765 43210' });
    expect(rows[0]).not.toHaveProperty('extra');
  });

  const rejections: Array<[string, Record<string, unknown>, RegExp]> = [
    ['missing name', { name: undefined }, /^Name is required\.$/],
    ['blank name', { name: '   ' }, /Name is required and cannot be empty/],
    ['name too long', { name: 'a'.repeat(101) }, /Name is too long: at most 100 characters/],
    ['name as a number (no coercion)', { name: 42 }, /Name must be text/],
    ['missing phone', { phone: undefined }, /Phone number is required/],
    ['phone with letters', { phone: 'call me' }, /Phone number is not valid\. .*7 to 15 digits/],
    ['phone too short', { phone: '12345' }, /Phone number is not valid/],
    ['missing email', { email: undefined }, /Email is required/],
    ['email without @', { email: 'asha.example.org' }, /Email must be a valid e-mail address/],
    ['email too long', { email: `${'a'.repeat(250)}@example.org` }, /Email is too long/],
    ['missing message', { message: undefined }, /Message is required/],
    ['blank message', { message: '\n\t ' }, /Message is required and cannot be empty/],
    ['message too long', { message: 'x'.repeat(5001) }, /Message is too long: at most 5000 characters/],
    ['message as an object', { message: { text: 'hi' } }, /Message must be text/],
  ];

  it.each(rejections)('refuses %s with 400, a readable message and no row', async (_label, change, expected) => {
    const before = await suite.tdb.count('contact_messages');
    const response = await postJson(suite.app, '/api/contact', { ...validContact(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.message).toMatch(expected);
    expect(JSON.stringify(body)).not.toMatch(/stack|at .*\.ts|instancePath/);
    expect(await suite.tdb.count('contact_messages')).toBe(before);
  });

  it('names every bad field at once', async () => {
    const response = await postJson(suite.app, '/api/contact', { name: '', phone: 'x', email: 'y' });
    expect(response.statusCode).toBe(400);
    const { message } = response.json();
    for (const label of ['Name', 'Phone number', 'Email', 'Message']) expect(message).toContain(label);
  });

  it('answers a filled honeypot exactly like a stored message (a fresh random id), stores it flagged, queues nothing', async () => {
    const real = await postJson(suite.app, '/api/contact', validContact());
    const before = await suite.tdb.count('contact_messages');
    const queued = await outboxCount(suite.tdb);
    const caught = await postJson(suite.app, '/api/contact', { ...validContact(), website: 'http://spam.example' });
    const again = await postJson(suite.app, '/api/contact', { ...validContact(), website: 'http://spam.example' });
    expect(caught.statusCode).toBe(real.statusCode);
    expect(caught.headers['content-type']).toBe(real.headers['content-type']);
    expect({ ...caught.json(), data: undefined }).toEqual({ ...real.json(), data: undefined });
    expect(Object.keys(caught.json().data)).toEqual(['id', 'reference']);
    expect(caught.json().data.id).toMatch(UUID);
    expect(again.json().data.id).not.toBe(caught.json().data.id);
    expect(await suite.tdb.count('contact_messages')).toBe(before + 2);
    const { rows } = await suite.tdb.db.query<{ spam_reason: string }>(
      'SELECT spam_reason FROM contact_messages WHERE public_id = $1',
      [caught.json().data.id],
    );
    expect(rows[0].spam_reason).toBe('honeypot field filled');
    expect(await outboxCount(suite.tdb)).toBe(queued);
  });

  it('answers with a random public id, never the sequential row key', async () => {
    const first = (await postJson(suite.app, '/api/contact', validContact())).json().data.id;
    const second = (await postJson(suite.app, '/api/contact', validContact())).json().data.id;
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    const { rows } = await suite.tdb.db.query<{ id: number }>(
      'SELECT id FROM contact_messages WHERE public_id IN ($1, $2) ORDER BY id',
      [first, second],
    );
    expect(rows).toHaveLength(2);
  });

  it('stores when the honeypot is sent empty', async () => {
    const before = await suite.tdb.count('contact_messages');
    const response = await postJson(suite.app, '/api/contact', { ...validContact(), website: '' });
    expect(response.statusCode).toBe(201);
    expect(await suite.tdb.count('contact_messages')).toBe(before + 1);
  });
});
