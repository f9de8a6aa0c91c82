// @vitest-environment node
// Spam is purged by the one audited purge, at RETENTION_SPAM_DAYS. With 60 days set, a
// spam row 45 days old survives every way of purging (the daily purge, `purge`, `purge-spam` through
// the admin route the command calls), one 61 days old goes, and every run is in the processing log.
import { describe, expect, it } from 'vitest';
import { appConfig, validContact } from '../../tests/helpers/server/test-app.ts';
import { privacySuite } from '../../tests/helpers/server/privacy-suite.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';
import { buildApp } from '../app.ts';

const TOKEN = 'spam-retention-admin-token';

describe.each(engines)('spam kept RETENTION_SPAM_DAYS=60 on $name', (engine) => {
  const suite = privacySuite(engine, 'spam-60', { privacyEnv: { RETENTION_SPAM_DAYS: '60' } });

  const count = async (sql: string, params: unknown[] = []) =>
    Number((await suite.tdb.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).rows[0].n);
  const spamAged = async (days: number) => {
    const row = await suite.app.submissions.insertContact(validContact(), { spamReason: 'honeypot field filled' });
    await suite.tdb.db.query(
      `UPDATE contact_messages SET created_at = now() - make_interval(days => $2) WHERE id = $1`,
      [row.id, days],
    );
    return row.id;
  };

  it('keeps spam younger than 60 days through every purge, erases older, and audits each run', async () => {
    const young = await spamAged(45);
    const old = await spamAged(61);
    const audits = () => count(`processing_log WHERE action = 'purged'`);
    const before = await audits();

    const admin = await buildApp({
      logger: false,
      database: suite.tdb.db,
      config: appConfig(),
      adminToken: TOKEN,
      privacyConfig: suite.app.privacy.config,
    });
    try {
      const asStaff = (url: string) =>
        admin.inject({ method: 'POST', url, headers: { authorization: `Bearer ${TOKEN}` } });
      expect((await asStaff('/api/admin/purge?only=spam')).statusCode).toBe(200);
      // This app's own purge once after its start runs beside the request's (both skip a row the other has
      // locked): wait for it, or the old row may still be in its unfinished transaction (CI failed on it once).
      await admin.privacy.settled();
      expect(await count('contact_messages WHERE id = $1', [old])).toBe(0);
      expect(await count('contact_messages WHERE id = $1', [young])).toBe(1);
      expect((await asStaff('/api/admin/purge')).statusCode).toBe(200);
      await suite.app.privacy.purge();
      expect(await count('contact_messages WHERE id = $1', [young])).toBe(1);
      // The old spam-only route is gone: nothing deletes at a fixed 30 days any more.
      expect((await asStaff('/api/admin/spam/purge')).statusCode).toBe(404);
    } finally {
      await admin.close();
    }
    expect(await audits()).toBeGreaterThanOrEqual(before + 3);
    const { rows } = await suite.tdb.db.query<{ reason: string }>(
      `SELECT reason FROM processing_log WHERE action = 'purged' AND submission_type = 'spam'`,
    );
    expect(rows.map((row) => row.reason)).toContain('flagged as spam: kept 60 days');
  });
});
