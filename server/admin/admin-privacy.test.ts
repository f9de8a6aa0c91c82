// @vitest-environment node
// The staff side of personal-data handling through the loopback admin endpoints the command uses when a server
// holds DATA_DIR: `erase --email`, `erase --id` (both audited, the person only as a keyed hash) and
// `purge --dry-run` (counts, erases nothing); an export after an erasure no longer has the rows.
// `erase --id` takes the short reference a person reads out (as Your data and the
// acknowledgement show it), `erase --phone` finds a caller's submissions by number, and `--dry-run`
// lists what would go and changes nothing.
import { describe, expect, it } from 'vitest';
import { makeApp, postJson } from '../../tests/helpers/server/test-app.ts';
import { testDatabaseForFile } from '../../tests/helpers/server/test-database.ts';
import { parseCommand } from '../cli/export-command.ts';

const tdb = testDatabaseForFile();
const token = 'e'.repeat(64);
const bearer = { authorization: `Bearer ${token}` };

async function contact(
  email: string,
  daysAgo = 0,
  phone = '+91 98765 43210',
): Promise<{ id: number; publicId: string; reference: string }> {
  const { rows } = await tdb.db.query<{ id: number; public_id: string; reference: string }>(
    `INSERT INTO contact_messages (name, phone, email, message, created_at)
     VALUES ('Asha Rao', $3, $1, 'Hello', now() - make_interval(days => $2)) RETURNING id, public_id::text, reference`,
    [email, daysAgo, phone],
  );
  await tdb.db.query(
    `INSERT INTO outbox (kind, purpose, submission_type, submission_id, next_attempt_at)
     VALUES ('email', 'team-notification', 'contact', $1, now() + interval '1 hour')`,
    [rows[0].id],
  );
  return { id: Number(rows[0].id), publicId: rows[0].public_id, reference: rows[0].reference };
}

describe('staff erasure and purge', () => {
  it('erase --email removes every row under the address and its emails; the export no longer has them', async () => {
    const app = await makeApp(tdb.db, { adminToken: token });
    await contact('phone.caller@example.org');
    await contact('PHONE.CALLER@example.org');
    const kept = await contact('someone.else@example.org');
    const response = await postJson(app, '/api/admin/erase', { email: 'phone.caller@example.org' }, bearer);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.result).toMatchObject({ erased: { contact: 2, volunteer: 0 }, messages: 2 });
    const exported = await app.inject({ url: '/api/admin/submissions?type=contact', headers: bearer });
    const emails = exported.json().data.rows.map((row: { email: string }) => row.email);
    expect(emails).toEqual(['someone.else@example.org']);
    const byId = await postJson(app, '/api/admin/erase', { id: kept.publicId }, bearer);
    expect(byId.json().data.result.erased.contact).toBe(1);
    const { rows } = await tdb.db.query<{ action: string; person_hash: string | null; reason: string | null }>(
      `SELECT action, person_hash, reason FROM processing_log WHERE action IN ('erased', 'exported') ORDER BY id`,
    );
    expect(rows.map((row) => row.action)).toEqual(['erased', 'exported', 'erased']);
    expect(rows[0].person_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain('example.org');
    await app.close();
  });

  it('purge --dry-run counts and erases nothing; purge erases and leaves an audit entry', async () => {
    const app = await makeApp(tdb.db, { adminToken: token });
    // The server's own purge runs once at the start: let it finish first.
    await app.ready();
    await app.privacy.settled();
    const old = await contact('old@example.org', 400);
    const dry = await app.inject({ method: 'POST', url: '/api/admin/purge?dryRun=true', headers: bearer });
    expect(dry.json().data.report.kinds.find((k: { kind: string }) => k.kind === 'contact').count).toBe(1);
    expect(await tdb.count('contact_messages')).toBeGreaterThanOrEqual(1);
    await app.inject({ method: 'POST', url: '/api/admin/purge', headers: bearer });
    expect((await tdb.db.query('SELECT 1 FROM contact_messages WHERE id = $1', [old.id])).rows).toHaveLength(0);
    const { rows } = await tdb.db.query<{ count: number; reason: string }>(
      `SELECT count, reason FROM processing_log WHERE action = 'purged' AND submission_type = 'contact'`,
    );
    expect(rows).toEqual([{ count: 1, reason: 'contact message: kept 12 months' }]);
    await app.close();
  });

  it('the command line reads purge and erase, and refuses an erase without exactly one target', () => {
    expect(parseCommand(['purge', '--dry-run'])).toEqual({ name: 'purge', dryRun: true });
    expect(parseCommand(['erase', '--email', 'a@example.org'])).toEqual({
      name: 'erase',
      target: { email: 'a@example.org' },
    });
    expect(() => parseCommand(['erase'])).toThrow('exactly one of --email, --phone or --id');
    expect(() => parseCommand(['erase', '--id', '42'])).toThrow('--id must be the reference');
    expect(parseCommand(['erase', '--id', 'k7m2 9qxd', '--dry-run'])).toEqual({
      name: 'erase',
      target: { id: 'k7m2 9qxd', dryRun: true },
    });
    expect(parseCommand(['erase', '--phone', '+91 98765 43210'])).toEqual({
      name: 'erase',
      target: { phone: '+91 98765 43210' },
    });
    expect(() => parseCommand(['erase', '--phone', 'call me'])).toThrow('--phone must be a phone number');
  });

  it('erase --id takes the reference as a person reads it out, in any case, with or without the dash', async () => {
    const app = await makeApp(tdb.db, { adminToken: token });
    const one = await contact('reference.caller@example.org');
    const spoken = `${one.reference.slice(0, 4)} ${one.reference.slice(4)}`.toLowerCase();
    const response = await postJson(app, '/api/admin/erase', { id: spoken }, bearer);
    expect(response.json().data.result).toMatchObject({ erased: { contact: 1 }, dryRun: false });
    expect((await tdb.db.query('SELECT 1 FROM contact_messages WHERE id = $1', [one.id])).rows).toHaveLength(0);
    await app.close();
  });

  it('erase --phone --dry-run lists what would go and erases nothing; without --dry-run it erases them', async () => {
    const app = await makeApp(tdb.db, { adminToken: token });
    const first = await contact('dry.one@example.org', 0, '+91 91234 00001');
    const second = await contact('dry.two@example.org', 0, '091234-00001');
    const other = await contact('dry.three@example.org', 0, '+91 91234 00002');
    const dry = await postJson(app, '/api/admin/erase', { phone: '9123400001', dryRun: true }, bearer);
    const result = dry.json().data.result;
    expect(result).toMatchObject({ dryRun: true, erased: { contact: 2 }, messages: 0 });
    expect(result.items.map((item: { reference: string }) => item.reference)).toEqual([
      `${first.reference.slice(0, 4)}-${first.reference.slice(4)}`,
      `${second.reference.slice(0, 4)}-${second.reference.slice(4)}`,
    ]);
    expect(result.items[0]).toMatchObject({ type: 'contact', who: 'Asha R.' });
    expect(await tdb.count('contact_messages')).toBeGreaterThanOrEqual(3);
    const erased = await postJson(app, '/api/admin/erase', { phone: '+91 91234 00001' }, bearer);
    expect(erased.json().data.result.erased.contact).toBe(2);
    expect((await tdb.db.query('SELECT 1 FROM contact_messages WHERE id = $1', [other.id])).rows).toHaveLength(1);
    await app.close();
  });
});
