// @vitest-environment node
// The site cannot be made to e-mail one address without end. Two app instances on
// one database (on Postgres: two connection pools on one schema, as two servers would be; on PGlite,
// which only one process can open, two apps on one database) take submissions for one address: the
// visitor gets the allowed number of e-mails in all, the team every notification. The day's limit
// counts the earlier hours; a retried message is not counted twice.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadPrivacyConfig } from './privacy-config.ts';
import { makeApp, postJson, validContact, validVolunteer } from '../../tests/helpers/server/test-app.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';
import { twoInstancesOnOneDatabase } from '../../tests/helpers/server/two-instances.ts';
import { loadOutboxConfig } from '../outbox/outbox-config.ts';

const VISITOR = 'flooded@example.org';

describe.each(engines)('visitor e-mails per recipient, two instances on $name', (engine) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'recipient-limit-'));
  const instances = twoInstancesOnOneDatabase(engine, {
    instance: (db, _name, smtp) => {
      const outboxConfig = {
        ...loadOutboxConfig({ SMTP_URL: smtp.url, NOTIFY_TO: 'team@example.org' }, dataDir),
        pollIntervalMs: 20,
        kickDelayMs: 0,
      };
      // One key for both, as PRIVACY_HASH_KEY must be for instances sharing a database.
      const privacyConfig = loadPrivacyConfig(
        { SITE_URL: 'https://site.example', PRIVACY_HASH_KEY: 'k'.repeat(40) },
        dataDir,
      );
      return makeApp(db, { outboxConfig, privacyConfig, config: { visitorEmailsPerIpHour: 1000 } });
    },
    cleanup: () => fs.rmSync(dataDir, { recursive: true, force: true }),
  });
  const { apps } = instances;

  beforeEach(async () => {
    await instances.tdb.db.query('DELETE FROM outbox');
    await instances.tdb.db.query('DELETE FROM person_counts');
    instances.smtp.received.length = 0;
  });

  const drain = async () => {
    await Promise.all(apps.map((app) => app.outbox.drain()));
    await Promise.all(apps.map((app) => app.outbox.drain()));
  };
  const to = (address: string) => instances.smtp.received.filter((mail) => mail.to.includes(address)).length;

  it('eight submissions for one address through both instances at once: 3 e-mails to it, 8 to the team', async () => {
    const sent = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        i % 2 === 0
          ? postJson(apps[i % 2], '/api/contact', { ...validContact(), email: VISITOR })
          : postJson(apps[i % 2], '/api/volunteer-simple', { ...validVolunteer(), email: VISITOR }),
      ),
    );
    // The sender's answer says nothing of it.
    expect(sent.map((answer) => answer.statusCode)).toEqual(Array(8).fill(201));
    await drain();
    expect(to(VISITOR)).toBe(3);
    expect(to('team@example.org') + to('volunteers@example.org')).toBe(8);
    const { rows } = await instances.tdb.db.query<{ status: string; n: number }>(
      `SELECT status, count(*)::int AS n FROM outbox WHERE purpose = 'acknowledgement' GROUP BY status ORDER BY status`,
    );
    expect(rows.map((row) => [row.status, Number(row.n)])).toEqual([
      ['sent', 3],
      ['suppressed', 5],
    ]);
    // Neither instance retries a suppressed message.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(to(VISITOR)).toBe(3);
  });

  it('the day counts the hours before: nine sent five hours ago leave one for today', async () => {
    const person = apps[0].privacy.personHash(VISITOR);
    await instances.tdb.db.query(
      `INSERT INTO person_counts (kind, person_hash, bucket, n)
       VALUES ('recipient', $1, date_bin('10 minutes', now() - interval '5 hours', timestamptz '2000-01-01'), 9)`,
      [person],
    );
    for (let i = 0; i < 3; i += 1) {
      expect((await postJson(apps[i % 2], '/api/contact', { ...validContact(), email: VISITOR })).statusCode).toBe(201);
    }
    await drain();
    expect(to(VISITOR)).toBe(1);
    expect(to('team@example.org')).toBe(3);
  });

  it('the limit is per mailbox: case, +tags and Gmail dots do not make a new one', async () => {
    const variants = [
      'Someone@Gmail.com',
      'some.one+a@gmail.com',
      's.o.m.e.o.n.e+b@googlemail.com',
      'someone@gmail.com',
    ];
    for (const [i, email] of variants.entries()) {
      expect((await postJson(apps[i % 2], '/api/contact', { ...validContact(), email })).statusCode).toBe(201);
    }
    await drain();
    const visitorMails = instances.smtp.received.filter((mail) => !mail.to.includes('team@example.org'));
    expect(visitorMails).toHaveLength(3);
    expect(to('team@example.org')).toBe(4);
  });
});
