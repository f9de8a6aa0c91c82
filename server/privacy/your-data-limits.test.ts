// @vitest-environment node
// The limits on the "Your data" routes, on PGlite (and Postgres with TEST_DATABASE_URL): the links per
// address hold under concurrent requests; the work after the answer is the same for a known and an
// unknown address; an address that is not the same mailbox once normalised is refused; control
// characters get a 400 with a sentence; correction requests are limited and need something stored.
import { recorded } from '../../tests/helpers/server/recorded-queries.ts';
import { describe, expect, it } from 'vitest';
import { loadOutboxConfig } from '../outbox/outbox-config.ts';
import { privacySuite } from '../../tests/helpers/server/privacy-suite.ts';
import { makeApp, postForm, postJson } from '../../tests/helpers/server/test-app.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';
import { EMAIL_INVALID } from './your-data-routes.ts';

const decoded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
const tokenIn = (raw: string) => /\/privacy\/your-data\?t=([A-Za-z0-9_-]{22})/.exec(decoded(raw))?.[1];

describe.each(engines)('"your data" limits and input on $name', (engine) => {
  // Per-recipient limits high here: these tests are about the request's own limits.
  const suite = privacySuite(engine, 'your-data-limits', {
    privacyEnv: { VISITOR_EMAILS_PER_ADDRESS_HOUR: '1000', VISITOR_EMAILS_PER_ADDRESS_DAY: '1000' },
    config: { visitorEmailsPerIpHour: 100_000 },
  });

  async function contact(email: string): Promise<void> {
    await suite.tdb.db.query(
      `INSERT INTO contact_messages (name, phone, email, message) VALUES ('Asha Rao', '+91 98765 43210', $1, 'Hello')`,
      [email],
    );
  }
  const linksTo = (address: string) =>
    suite.smtp.received.filter((mail) => mail.to[0] === address && tokenIn(mail.raw)).length;

  /** A session cookie for `email`, opened through its emailed link. */
  async function session(email: string): Promise<string> {
    await contact(email);
    await postJson(suite.app, '/api/your-data', { email });
    await suite.app.privacy.settled();
    await suite.app.outbox.drain();
    const mail = suite.smtp.received.find((m) => m.to[0] === email && tokenIn(m.raw));
    const opened = await postForm(suite.app, '/privacy/your-data', `t=${tokenIn(mail?.raw ?? '')}`);
    expect(opened.statusCode).toBe(303);
    return String(opened.headers['set-cookie']).split(';')[0];
  }
  const correction = (cookie: string, text: string) =>
    postForm(suite.app, '/privacy/your-data/items', `action=correct&text=${encodeURIComponent(text)}`, { cookie });
  const teamMails = () => suite.smtp.received.filter((mail) => mail.to[0] === 'team@example.org');

  it('ten requests at once for one address store and send three links, not nine (3.1)', async () => {
    await contact('race@example.org');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => postJson(suite.app, '/api/your-data', { email: 'race@example.org' })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(202));
    await suite.app.privacy.settled();
    await suite.app.outbox.drain();
    expect(linksTo('race@example.org')).toBe(3);
  });

  it('after the answer, a known and an unknown address cost the same statements (3.2)', async () => {
    await contact('known@example.org');
    const dataDir = `/tmp/your-data-work-${process.pid}`;
    // Its worker waits a minute after a kick: only the request's own work is recorded.
    const outboxConfig = {
      ...loadOutboxConfig({ SMTP_URL: suite.smtp.url, NOTIFY_TO: 'team@example.org' }, dataDir),
      pollIntervalMs: 600_000,
      kickDelayMs: 60_000,
    };
    const recording = recorded(suite.tdb.db);
    const app = await makeApp(recording.db, {
      outboxConfig,
      privacyConfig: suite.app.privacy.config,
      config: { visitorEmailsPerIpHour: 100_000 },
    });
    await app.ready();
    // The start's own work (the purge, the worker's first look) is over before anything is recorded.
    await app.privacy.settled();
    await app.outbox.drain();
    try {
      const work = (email: string) =>
        recording.during(async () => {
          expect((await postJson(app, '/api/your-data', { email })).statusCode).toBe(202);
          await app.privacy.settled();
        });
      const known = await work('known@example.org');
      const unknown = await work('nobody-here@example.org');
      expect(known.length).toBeGreaterThan(0);
      expect(unknown).toEqual(known);
    } finally {
      await app.close();
    }
    // The worker sends the known address its link and drops the unknown one's, with its address.
    await suite.app.outbox.drain();
    expect(linksTo('known@example.org')).toBe(1);
    expect(linksTo('nobody-here@example.org')).toBe(0);
    const { rows } = await suite.tdb.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM data_requests WHERE email = 'nobody-here@example.org'`,
    );
    expect(Number(rows[0].n)).toBe(0);
  });

  it('an address with a Kelvin sign for its K is refused, not matched to the other person (3.3)', async () => {
    await contact('known7@example.org');
    const kelvin = '\u212Anown7@example.org';
    const answer = await postJson(suite.app, '/api/your-data', { email: kelvin });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(EMAIL_INVALID);
    await suite.app.privacy.settled();
    await suite.app.outbox.drain();
    expect(suite.smtp.received.map((mail) => mail.to[0])).toEqual([]);
  });

  it('an address with NUL is a 400 with the sentence (5)', async () => {
    const answer = await postJson(suite.app, '/api/your-data', { email: 'nul\u0000@example.org' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(EMAIL_INVALID);
  });

  it('a correction with NUL, ESC or BEL is a 400 with a sentence, and reaches no one (5)', async () => {
    const cookie = await session('controls@example.org');
    suite.smtp.received.length = 0;
    for (const text of ['Name is wrong\u0000', 'Name \u001b[31mred', 'Ring \u0007 bell']) {
      const refused = await correction(cookie, text);
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain('invisible control character');
    }
    // Line breaks and tabs are what a person types in a text area: kept.
    expect((await correction(cookie, 'Line one\nLine\ttwo')).statusCode).toBe(303);
    await suite.app.outbox.drain();
    expect(teamMails()).toHaveLength(1);
    // The team is told in which language to answer (the request came from an English page).
    const unfolded = teamMails()[0].raw.replace(/\r?\n[ \t]+/g, ' ');
    expect(unfolded).toMatch(/^Subject: .*a correction was requested.*, in English\r?$/m);
  });

  it('corrections are limited per address, and refused once everything was erased (8)', async () => {
    const cookie = await session('corrects@example.org');
    suite.smtp.received.length = 0;
    for (let i = 0; i < 3; i += 1) expect((await correction(cookie, `Correction ${i}`)).statusCode).toBe(303);
    const fourth = await correction(cookie, 'Correction 4');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.body).toContain('several correction requests');
    await suite.app.outbox.drain();
    expect(teamMails()).toHaveLength(3);

    const other = await session('erased-all@example.org');
    expect(
      (await postForm(suite.app, '/privacy/your-data/items', 'action=erase-all&confirm=yes', { cookie: other }))
        .statusCode,
    ).toBe(303);
    await suite.app.outbox.drain();
    suite.smtp.received.length = 0;
    const after = await correction(other, 'Please correct my name');
    expect(after.statusCode).toBe(400);
    expect(after.body).toContain('nothing stored');
    await suite.app.outbox.drain();
    expect(teamMails()).toHaveLength(0);
  });
});
