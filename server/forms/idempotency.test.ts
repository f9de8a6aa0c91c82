// @vitest-environment node
// Idempotency-Key on both form routes and both engines: a repeat (even a concurrent one) gets
// the first answer and creates nothing; a bad key is a 400 with a sentence; the hidden form field
// works like the header; a key older than 24 hours may be used afresh; a repeat queues no emails.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { postJson, validContact, validVolunteer } from '../../tests/helpers/server/test-app.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';
import { appSuite } from '../../tests/helpers/server/app-suite.ts';

const routes = [
  { path: '/api/contact', table: 'contact_messages', body: validContact },
  { path: '/api/volunteer-simple', table: 'volunteer_applications', body: validVolunteer },
] as const;

const newKey = () => `key-${randomUUID()}`;

describe.each(engines)('Idempotency-Key on $name', (engine) => {
  const suite = appSuite(engine);

  describe.each(routes)('$path', (route) => {
    const post = (headers: Record<string, string>, extra: Record<string, unknown> = {}) =>
      postJson(suite.app, route.path, { ...route.body(), ...extra }, headers);

    it('answers a repeat with the first answer and stores one row', async () => {
      const key = newKey();
      const before = await suite.tdb.count(route.table);
      const first = await post({ 'idempotency-key': key });
      const repeat = await post({ 'idempotency-key': key });
      expect(first.statusCode).toBe(201);
      expect(repeat.statusCode).toBe(201);
      expect(repeat.json()).toEqual(first.json());
      expect(await suite.tdb.count(route.table)).toBe(before + 1);
    });

    it('stores one row for ten concurrent requests with one key', async () => {
      const key = newKey();
      const before = await suite.tdb.count(route.table);
      const answers = await Promise.all(Array.from({ length: 10 }, () => post({ 'idempotency-key': key })));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
      expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
      expect(await suite.tdb.count(route.table)).toBe(before + 1);
    });

    it('stores every request without a key, as before', async () => {
      const before = await suite.tdb.count(route.table);
      await post({});
      await post({});
      expect(await suite.tdb.count(route.table)).toBe(before + 2);
    });

    it('takes the key from the hidden idempotencyKey field and never stores the field', async () => {
      const key = newKey();
      const before = await suite.tdb.count(route.table);
      const fromField = await post({}, { idempotencyKey: key });
      const fromHeader = await post({ 'idempotency-key': key });
      const quoted = await post({ 'idempotency-key': `"${key}"` });
      expect(fromField.statusCode).toBe(201);
      expect(fromHeader.json()).toEqual(fromField.json());
      expect(quoted.json()).toEqual(fromField.json());
      expect(await suite.tdb.count(route.table)).toBe(before + 1);
      const { rows } = await suite.tdb.db.query(`SELECT * FROM ${route.table} WHERE public_id = $1`, [
        fromField.json().data.id,
      ]);
      expect(JSON.stringify(rows[0])).not.toContain(key);
    });

    it.each([
      ['too short', { 'idempotency-key': 'abc' }, {}],
      ['too long', { 'idempotency-key': 'k'.repeat(201) }, {}],
      ['with a control character', {}, { idempotencyKey: 'abcdefgh\u0001' }],
      ['not ASCII', {}, { idempotencyKey: 'clé-de-requête-1' }],
      ['not text', {}, { idempotencyKey: 12345678 }],
      ['different in header and field', { 'idempotency-key': 'header-key-1' }, { idempotencyKey: 'field-key-1' }],
    ])('refuses a key %s with 400, a sentence and no row', async (_label, headers, extra) => {
      const before = await suite.tdb.count(route.table);
      const response = await post(headers as Record<string, string>, extra);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: expect.stringMatching(/Idempotency-Key .*\.$/) });
      expect(await suite.tdb.count(route.table)).toBe(before);
    });

    it('lets a key older than 24 hours store a new row', async () => {
      const key = newKey();
      const first = await post({ 'idempotency-key': key });
      await suite.tdb.db.query(
        `UPDATE ${route.table} SET created_at = now() - interval '25 hours' WHERE public_id = $1`,
        [first.json().data.id],
      );
      const later = await post({ 'idempotency-key': key });
      expect(later.statusCode).toBe(201);
      expect(later.json().data.id).not.toBe(first.json().data.id);
    });

    it('gives a caught bot that repeats its key the same id, storing one flagged row', async () => {
      const key = newKey();
      const before = await suite.tdb.count(route.table);
      const first = await post({ 'idempotency-key': key }, { website: 'spam.example' });
      const repeat = await post({ 'idempotency-key': key }, { website: 'spam.example' });
      expect(repeat.json()).toEqual(first.json());
      expect(await suite.tdb.count(route.table)).toBe(before + 1);
    });
  });
});
