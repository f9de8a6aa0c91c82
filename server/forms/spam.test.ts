// @vitest-environment node
// Spam is stored and flagged, not dropped: each signal (honeypot, links: spam-signals.ts) flags a row
// with a reason in plain words; a missing fill-time header is never spam; the answer is the
// same as a real one's; the default export leaves flagged rows out and --spam lists only them;
// they are deleted 30 days later (clock injected), in batches, with any queued message.
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, postJson, validContact, validVolunteer } from '../../tests/helpers/server/test-app.ts';
import {
  engines,
  openTestDatabase,
  SETUP_TIMEOUT,
  type TestDatabase,
} from '../../tests/helpers/server/test-database.ts';
import { createRepository } from '../submissions/repository.ts';
import { purgeExpired } from '../privacy/retention.ts';
import { loadPrivacyConfig } from '../privacy/privacy-config.ts';

const TOKEN = 't'.repeat(64);
const DAY = 86_400_000;

describe.each(engines)('spam on $name', (engine) => {
  let tdb: TestDatabase;
  let app: FastifyInstance;
  const reasonOf = async (publicId: string) =>
    (
      await tdb.db.query<{ spam_reason: string | null }>(
        'SELECT spam_reason FROM contact_messages WHERE public_id = $1',
        [publicId],
      )
    ).rows[0]?.spam_reason;
  const exported = async (query: string) =>
    (await app.inject({ url: `/api/admin/submissions?${query}`, headers: { authorization: `Bearer ${TOKEN}` } })).json()
      .data.rows as Record<string, unknown>[];

  beforeAll(async () => {
    tdb = await openTestDatabase(engine);
    app = await makeApp(tdb.db, { adminToken: TOKEN });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await app?.close();
    await tdb?.close();
  }, SETUP_TIMEOUT);

  it.each([
    [
      'a bare list of links',
      { message: 'http://a.example https://b.example www.c.example' },
      {},
      '3 links with 0 words',
    ],
    ['a link in the name', { name: 'Cheap www.x.example' }, {}, 'a link in a name field'],
    ['the honeypot', { website: 'https://x.example' }, {}, 'honeypot field filled'],
  ])('flags %s, with the reason', async (_label, change, headers, reason) => {
    const response = await postJson(app, '/api/contact', { ...validContact(), ...change }, headers);
    expect(response.statusCode).toBe(201);
    expect(await reasonOf(response.json().data.id)).toContain(reason);
  });

  it.each([
    ['two links', { message: 'See https://a.example and www.b.example' }, {}],
    [
      'a school’s invitation with three links (issue #24)',
      {
        message:
          'Please judge our science fair on 14 December. Details: https://school.example.in/fair , registration: https://forms.gle/Ab3dEf9 , directions: https://maps.app.goo.gl/Xy12 . Regards, Headmistress',
      },
      {},
    ],
    ['an ordinary message', {}, {}],
  ])('does not flag %s', async (_label, change, headers) => {
    const response = await postJson(app, '/api/contact', { ...validContact(), ...change }, headers);
    expect(response.statusCode).toBe(201);
    expect(await reasonOf(response.json().data.id)).toBeNull();
  });

  it('counts links in every free-text field of an application', async () => {
    const links = { whyJoinUs: 'www.a.example www.b.example', questionsForUs: 'https://c.example' };
    const response = await postJson(app, '/api/volunteer-simple', { ...validVolunteer(), ...links });
    const { rows } = await tdb.db.query<{ spam_reason: string }>(
      'SELECT spam_reason FROM volunteer_applications WHERE public_id = $1',
      [response.json().data.id],
    );
    expect(rows[0].spam_reason).toMatch(/^3 links/);
  });

  it('answers a caught bot exactly like a person: status, headers, body shape', async () => {
    const real = await postJson(app, '/api/contact', validContact());
    const caught = await postJson(app, '/api/contact', { ...validContact(), website: 'x' });
    expect(caught.statusCode).toBe(real.statusCode);
    const names = (headers: Record<string, unknown>) => Object.keys(headers).sort();
    expect(names(caught.headers)).toEqual(names(real.headers));
    expect(caught.headers['content-length']).toBe(real.headers['content-length']);
    expect({ ...caught.json(), data: Object.keys(caught.json().data) }).toEqual({
      ...real.json(),
      data: Object.keys(real.json().data),
    });
  });

  it('leaves flagged rows out of the default export; --spam lists only them, with the reason', async () => {
    const normal = await exported('type=contact');
    const spam = await exported('type=contact&spam=true');
    expect(normal.length).toBeGreaterThan(0);
    expect(spam.length).toBeGreaterThan(0);
    expect(normal.every((row) => !('spam_reason' in row))).toBe(true);
    expect(spam.every((row) => typeof row.spam_reason === 'string')).toBe(true);
    const ids = new Set(normal.map((row) => row.id));
    expect(spam.some((row) => ids.has(row.id))).toBe(false);
  });

  it('deletes flagged rows 30 days after they came, in batches, with any queued message; real rows stay', async () => {
    const repository = createRepository(tdb.db);
    const flagged = [];
    for (let i = 0; i < 5; i += 1) flagged.push(await repository.insertContact(validContact(), { spamReason: 'test' }));
    await tdb.db.query(
      `INSERT INTO outbox (kind, purpose, submission_type, submission_id, payload, message_id)
       VALUES ('email', 'test', 'contact', $1, '{}', '<purge-test@example.org>')`,
      [flagged[0].id],
    );
    const real = await tdb.count('contact_messages');
    const countFlagged = async () =>
      Number(
        (
          await tdb.db.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM contact_messages WHERE spam_reason IS NOT NULL',
          )
        ).rows[0].n,
      );
    const flaggedBefore = await countFlagged();
    // The one purge's spam rule (what `purge-spam` runs), at its default of 30 days.
    const purgeSpam = async (now: Date) => {
      const { retention } = loadPrivacyConfig({ PRIVACY_HASH_KEY: 'k'.repeat(32) }, os.tmpdir());
      const report = await purgeExpired(tdb.db, { retention, now, batchSize: 2, kinds: ['spam'] });
      return report.kinds[0].count;
    };
    const flaggedVolunteers = Number(
      (
        await tdb.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM volunteer_applications WHERE spam_reason IS NOT NULL',
        )
      ).rows[0].n,
    );
    expect(await purgeSpam(new Date(Date.now() + 29 * DAY))).toBe(0);
    const purged = await purgeSpam(new Date(Date.now() + 31 * DAY));
    expect(purged).toBe(flaggedBefore + flaggedVolunteers);
    expect(flaggedVolunteers).toBeGreaterThan(0);
    expect(await countFlagged()).toBe(0);
    expect(await tdb.count('contact_messages')).toBe(real - flaggedBefore);
    const { rows } = await tdb.db.query(`SELECT 1 FROM outbox WHERE message_id = '<purge-test@example.org>'`);
    expect(rows).toHaveLength(0);
  });

  it('purges on demand through the loopback admin endpoint', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/purge?only=spam',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.report.kinds).toEqual([expect.objectContaining({ kind: 'spam', count: 0 })]);
    const stranger = await app.inject({ method: 'POST', url: '/api/admin/purge?only=spam' });
    expect(stranger.statusCode).toBe(404);
  });
});
