// @vitest-environment node
// The outbox's SQL: leases, retention, erasure, and what staff and /api/health see.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type Engine,
  engines,
  openTestDatabase,
  SETUP_TIMEOUT,
  type TestDatabase,
} from '../../tests/helpers/server/test-database.ts';
import { formatOutboxList, listOutbox, outboxHealth } from './outbox-status.ts';
import { claimDue, deleteForSubmission, markFailed, markSent, purgeSent, retryFailed } from './outbox-store.ts';
import { contactSubmission, storeSubmission } from '../../tests/helpers/server/outbox-fixtures.ts';

describe.each(engines)('outbox store ($name)', (engine: Engine) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(engine);
  }, SETUP_TIMEOUT);
  afterAll(async () => test?.close());
  afterEach(async () => test.db.exec('DELETE FROM outbox; DELETE FROM contact_messages'));

  const queue = () => storeSubmission(test.db, contactSubmission());

  it('queues a submission’s messages without a copy of its words; the Message-ID is fixed at the first claim', async () => {
    await queue();
    const { rows } = await test.db.query<{ payload: unknown; message_id: string | null }>(
      'SELECT payload, message_id FROM outbox ORDER BY id',
    );
    expect(rows).toEqual([
      { payload: null, message_id: null },
      { payload: null, message_id: null },
    ]);
    const claimed = await claimDue(test.db, 10, 60_000, 'example.org');
    expect(claimed.map((row) => row.messageId)).toEqual([
      expect.stringMatching(/^<outbox-\d+-[0-9a-f]{12}@example\.org>$/),
      expect.stringMatching(/^<outbox-\d+-[0-9a-f]{12}@example\.org>$/),
    ]);
    await test.db.exec(`UPDATE outbox SET next_attempt_at = now() - interval '1 second'`);
    const again = await claimDue(test.db, 10, 60_000, 'example.org');
    expect(again.map((row) => row.messageId)).toEqual(claimed.map((row) => row.messageId));
  });

  it('a claimed row is not claimed again until its lease runs out (a killed worker)', async () => {
    await queue();
    expect(await claimDue(test.db, 10, 60_000, 'example.org')).toHaveLength(2);
    expect(await claimDue(test.db, 10, 60_000, 'example.org')).toEqual([]);
    // The lease ends: another worker takes the rows over, counting a second attempt.
    await test.db.exec(`UPDATE outbox SET next_attempt_at = now() - interval '1 second'`);
    const again = await claimDue(test.db, 10, 60_000, 'example.org');
    expect(again.map((row) => row.attempts)).toEqual([2, 2]);
  });

  it('the first worker cannot record an outcome over a row another worker took over', async () => {
    await queue();
    const [first] = await claimDue(test.db, 1, 60_000, 'example.org');
    await test.db.exec(`UPDATE outbox SET next_attempt_at = now() - interval '1 second' WHERE status = 'sending'`);
    const [second] = await claimDue(test.db, 1, 60_000, 'example.org');
    expect(second.id).toBe(first.id);
    await markFailed(test.db, first, 'SMTP 451');
    await markSent(test.db, [second]);
    const { rows } = await test.db.query<{ status: string }>('SELECT status FROM outbox WHERE id = $1', [first.id]);
    expect(rows[0].status).toBe('sent');
  });

  it('purges sent rows older than the retention, keeps newer sent rows and failed rows of any age', async () => {
    await queue();
    await queue();
    const rows = await claimDue(test.db, 10, 60_000, 'example.org');
    await markSent(test.db, rows.slice(0, 3));
    await markFailed(test.db, rows[3], 'SMTP 550');
    await test.db.query(`UPDATE outbox SET sent_at = now() - interval '31 days' WHERE id IN ($1, $2)`, [
      rows[0].id,
      rows[1].id,
    ]);
    await test.db.exec(`UPDATE outbox SET created_at = now() - interval '90 days'`);
    expect(await purgeSent(test.db, 30)).toBe(2);
    const left = await listOutbox(test.db);
    expect(left.map((row) => row.status).sort()).toEqual(['failed', 'sent']);
  });

  it('health reports pending, the oldest pending age and failed, and listing shows no addresses', async () => {
    expect(await outboxHealth(test.db)).toEqual({ pending: 0, oldestPendingAgeSeconds: 0, failed: 0 });
    await queue();
    await test.db.exec(`UPDATE outbox SET created_at = now() - interval '90 seconds'`);
    await queue();
    const [row] = await claimDue(test.db, 1, 60_000, 'example.org');
    await markFailed(test.db, row, 'SMTP 550 EENVELOPE');
    const health = await outboxHealth(test.db);
    expect(health).toMatchObject({ pending: 3, failed: 1 });
    expect(health.oldestPendingAgeSeconds).toBeGreaterThanOrEqual(89);
    const table = formatOutboxList(await listOutbox(test.db));
    expect(table.split('\n')[0]).toMatch(/^id\s+status\s+attempts\s+what\s+last error\s+created\s+next attempt/);
    expect(table).toMatch(/failed\s+1\s+email: team-notification\s+SMTP 550 EENVELOPE/);
    expect(table).toContain('1 failed, 0 sending, 3 pending, 0 sent');
    expect(table).not.toMatch(/asha|example\.(net|org)|Hello/i);
  });

  it('erasing a submission deletes its queued messages, and a failed message can be put back in the queue', async () => {
    const first = await queue();
    await queue();
    expect(await deleteForSubmission(test.db, { type: 'contact', id: first.id })).toBe(2);
    const [row] = await claimDue(test.db, 1, 60_000, 'example.org');
    await markFailed(test.db, row, 'SMTP 550');
    expect(await retryFailed(test.db, row.id)).toBe(true);
    expect(await retryFailed(test.db, row.id)).toBe(false);
    expect(await outboxHealth(test.db)).toMatchObject({ pending: 2, failed: 0 });
  });
});
