// @vitest-environment node
// A new kind of submission is described in one place (kinds.ts) and every duty covers it
// with no other change: here a test describes a third kind, a newsletter sign-up, in its own table,
// hands the app the list, and finds it stored (with its log entry), exported by the staff command's
// route, listed on "Your data", erased on the person's request and purged when its months are over.
import { describe, expect, it } from 'vitest';
import { postForm, postJson } from '../../tests/helpers/server/test-app.ts';
import { privacySuite } from '../../tests/helpers/server/privacy-suite.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';
import { inboxCsv } from '../inbox/inbox-export.ts';
import { findItem, readItem } from '../inbox/inbox-item-store.ts';
import { listInbox } from '../inbox/inbox-store.ts';
import { SUBMISSION_KINDS, type SubmissionKind } from './kinds.ts';

const NEWSLETTER: SubmissionKind = {
  type: 'newsletter',
  table: 'newsletter_signups',
  purpose: 'newsletter',
  label: 'Newsletter sign-up',
  purposeFor: { sender: 'Newsletter sign-up: to send you our newsletter' },
  fields: [
    { key: 'name', column: 'name' },
    { key: 'email', column: 'email' },
    { key: 'interests', column: 'interests', freeText: true },
  ],
  people: [{ column: 'email', role: 'sender' }],
  phones: [],
  retention: 'contactMonths',
};

// The table a migration would add for it: its fields and the columns every submission table has.
const CREATE_TABLE = `CREATE TABLE newsletter_signups (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  public_id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  name text NOT NULL, email text NOT NULL, interests text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  spam_reason text, idempotency_key_hash bytea UNIQUE,
  notice_version text, consent_purpose text, consent_given_at timestamptz, notice_language text,
  search_key text, phone_key text,
  reference text NOT NULL UNIQUE DEFAULT submission_reference(nextval('submission_reference_seq')))`;

const TOKEN = 'third-kind-admin-token';
const DAY = 86_400_000;
const decoded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
const tokenIn = (raw: string) => /\/privacy\/your-data\?t=([A-Za-z0-9_-]{22})/.exec(decoded(raw))?.[1];

describe.each(engines)('a third kind of submission on $name', (engine) => {
  const suite = privacySuite(engine, 'third-kind', {
    submissionKinds: [...SUBMISSION_KINDS, NEWSLETTER],
    prepare: async (db) => {
      await db.query(CREATE_TABLE);
    },
  });

  const signUp = (email: string) =>
    suite.app.submissions.store(
      NEWSLETTER,
      { name: 'Meera Iyer', email, interests: 'Nutrition programme news' },
      { also: [suite.app.privacy.storedEntry(email)] },
    );
  const count = async (sql: string, params: unknown[] = []) =>
    Number((await suite.tdb.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).rows[0].n);

  it('is stored, with its "stored" entry in the processing log', async () => {
    const stored = await signUp('meera@example.org');
    expect(await count('newsletter_signups WHERE id = $1', [stored.id])).toBe(1);
    expect(await count(`processing_log WHERE action = 'stored' AND submission_type = 'newsletter'`)).toBe(1);
  });

  it('is listed on "Your data" and erased at the person\u2019s request', async () => {
    const stored = await signUp('reader@example.org');
    await postJson(suite.app, '/api/your-data', { email: 'reader@example.org' });
    await suite.app.privacy.settled();
    await suite.app.outbox.drain();
    const token = tokenIn(suite.smtp.received.find((mail) => mail.to[0] === 'reader@example.org')?.raw ?? '');
    expect(token).toBeDefined();
    const opened = await postForm(suite.app, '/privacy/your-data', `t=${token}`);
    const cookie = String(opened.headers['set-cookie']).split(';')[0];
    const list = await suite.app.inject({ url: '/privacy/your-data/items', headers: { cookie } });
    expect(list.body).toContain('Newsletter sign-up: to send you our newsletter');
    const erased = await postForm(suite.app, '/privacy/your-data/items', 'action=erase-all&confirm=yes', { cookie });
    expect(erased.statusCode).toBe(303);
    expect(await count('newsletter_signups WHERE id = $1', [stored.id])).toBe(0);
  });

  it('is in the staff inbox: listed, found by its address, shown with its fields, and in the CSV (#25)', async () => {
    const kinds = suite.app.submissions.kinds;
    const stored = await signUp('inbox-reader@example.org');
    const page = await listInbox(suite.tdb.db, kinds, { q: 'inbox-reader@' }, { centreNames: {} });
    expect(page.items).toEqual([
      expect.objectContaining({ id: stored.publicId, type: 'newsletter', kindLabel: 'Newsletter sign-up' }),
    ]);
    const ref = await findItem(suite.tdb.db, kinds, stored.publicId);
    const item = await readItem(suite.tdb.db, ref as NonNullable<typeof ref>, {});
    expect(item.fields.map((field) => [field.label, field.value])).toContainEqual([
      'interests',
      'Nutrition programme news',
    ]);
    const csv = await inboxCsv(suite.tdb.db, kinds, { kind: 'newsletter', q: 'inbox-reader@' }, {});
    expect(csv.rows).toBe(1);
    expect(csv.csv).toContain('"Nutrition programme news"');
  });

  it('is purged when its retention is over, and not before', async () => {
    const old = await signUp('old-reader@example.org');
    const young = await signUp('young-reader@example.org');
    await suite.tdb.db.query(`UPDATE newsletter_signups SET created_at = now() - interval '13 months' WHERE id = $1`, [
      old.id,
    ]);
    const report = await suite.app.privacy.purge({ now: new Date(Date.now() + DAY) });
    expect(report.kinds.find((item) => item.kind === 'newsletter')).toMatchObject({ count: 1 });
    expect(await count('newsletter_signups WHERE id = $1', [old.id])).toBe(0);
    expect(await count('newsletter_signups WHERE id = $1', [young.id])).toBe(1);
    expect(await count(`processing_log WHERE action = 'purged' AND submission_type = 'newsletter'`)).toBe(1);
  });

  it('is exported, with its own columns, by the admin route `submissions -- export` asks', async () => {
    await signUp('export@example.org');
    const { buildApp } = await import('../app.ts');
    const { appConfig } = await import('../../tests/helpers/server/test-app.ts');
    const app = await buildApp({
      logger: false,
      database: suite.tdb.db,
      config: appConfig(),
      adminToken: TOKEN,
      submissionKinds: [...SUBMISSION_KINDS, NEWSLETTER],
    });
    try {
      const response = await app.inject({
        url: '/api/admin/submissions?type=newsletter',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(200);
      const rows = response.json().data.rows as Record<string, string>[];
      expect(rows.find((row) => row.email === 'export@example.org')).toMatchObject({
        name: 'Meera Iyer',
        interests: 'Nutrition programme news',
      });
    } finally {
      await app.close();
    }
  });
});
