// @vitest-environment node
// The staff tables in the one purge, on PGlite (and Postgres with TEST_DATABASE_URL):
// ended sessions, used or expired links and old challenges go a day after; the audit trail and removed
// members after the processing log's period, a dry run counting exactly that; the processing log names
// the staff member who caused an entry by id.
import { describe, expect, it } from 'vitest';
import { STAFF_API } from '../../schema/api/staff.ts';
import { addMember, call, signIn, staffSuite } from '../../tests/helpers/server/staff-suite.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';
import { logProcessing } from '../privacy/processing-log.ts';

describe.each(engines)('staff records in the purge on $name', (engine) => {
  const suite = staffSuite(engine, 'staff-retention');
  const db = () => suite.tdb.db;

  it('the processing log names the staff member who caused an entry by id', async () => {
    const client = await signIn(suite.app, 'coordinator');
    await logProcessing(db(), { action: 'data-viewed', submissionType: 'contact', staff: client.member.id });
    const { rows } = await db().query<{ staff_id: string | number }>(
      `SELECT staff_id FROM processing_log WHERE action = 'data-viewed' ORDER BY id DESC LIMIT 1`,
    );
    expect(Number(rows[0].staff_id)).toBe(client.member.id);
  });

  it('the purge: ended sessions, links and challenges after a day; the audit trail and removed members after the log period', async () => {
    const gone = await addMember(suite.app, 'coordinator');
    const kept = await signIn(suite.app, 'coordinator');
    await db().query(`UPDATE staff_members SET removed_at = now() - interval '400 days' WHERE id = $1`, [gone.id]);
    await db().query(`UPDATE staff_audit SET at = now() - interval '400 days' WHERE subject_id = $1 OR actor_id = $1`, [
      gone.id,
    ]);
    const ended = await signIn(suite.app, 'coordinator');
    // Its invitation's link, made when the e-mail goes, is made first.
    await suite.app.outbox.drain();
    await db().query(`UPDATE staff_sessions SET revoked_at = now() - interval '25 hours' WHERE staff_id = $1`, [
      ended.member.id,
    ]);
    await db().query(`UPDATE staff_sign_in_links SET expires_at = now() - interval '25 hours' WHERE staff_id = $1`, [
      ended.member.id,
    ]);
    await db().query(
      `INSERT INTO staff_challenges (challenge_hash, purpose, expires_at) VALUES ('\\x01', 'authentication', now() - interval '1 minute')`,
    );
    const dry = await suite.app.privacy.purge({ dryRun: true });
    const count = (report: typeof dry, kind: string) => report.kinds.find((item) => item.kind === kind)?.count;
    expect(count(dry, 'staff-sessions')).toBeGreaterThanOrEqual(3);
    expect(count(dry, 'removed-staff')).toBe(1);
    const report = await suite.app.privacy.purge();
    expect(count(report, 'staff-sessions')).toBe(count(dry, 'staff-sessions'));
    expect(count(report, 'removed-staff')).toBe(1);
    const { rows } = await db().query<{ members: number; sessions: number; links: number; challenges: number }>(
      `SELECT (SELECT count(*)::int FROM staff_members WHERE id = $1) AS members,
         (SELECT count(*)::int FROM staff_sessions WHERE staff_id = $2) AS sessions,
         (SELECT count(*)::int FROM staff_sign_in_links WHERE staff_id = $2) AS links,
         (SELECT count(*)::int FROM staff_challenges WHERE expires_at < now()) AS challenges`,
      [gone.id, ended.member.id],
    );
    expect(rows[0]).toEqual({ members: 0, sessions: 0, links: 0, challenges: 0 });
    expect((await call(suite.app, 'GET', STAFF_API.me, { client: kept })).statusCode).toBe(200);
    const { rows: audit } = await db().query<{ reason: string }>(
      `SELECT reason FROM processing_log WHERE action = 'purged' AND submission_type = 'removed-staff'`,
    );
    expect(audit.map((row) => row.reason)).toEqual(['removed staff members: kept 365 days for the audit trail']);
  });
});
