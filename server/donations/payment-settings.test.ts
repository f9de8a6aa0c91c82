// @vitest-environment node
// The settings that move money are the admin's: an editor's or a coordinator's change of the UPI ID is
// refused with 403 and stores nothing; an admin's is stored, audited, e-mailed to every admin at once,
// and the next pledge pays the new UPI ID.
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { postJson } from '../../tests/helpers/server/test-app.ts';
import { addMember, call, signIn } from '../../tests/helpers/server/staff-suite.ts';
import { staffSuite } from '../../tests/helpers/server/staff-suite.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';

const suite = staffSuite(engines[0], 'payment-settings');
const PATH = '/api/staff/payment-settings';
const stored = async () =>
  (await suite.tdb.db.query<{ name: string; value: string }>('SELECT name, value FROM payment_settings')).rows;

describe('the payment settings', () => {
  it.each(['editor', 'coordinator', 'translator'] as const)(
    "refuse a %s's change of the UPI ID with 403 and store nothing",
    async (role) => {
      const client = await signIn(suite.app, role);
      const response = await call(suite.app, 'PUT', PATH, { client, body: { upiId: 'thief@okbank' } });
      expect(response.statusCode).toBe(403);
      expect(await stored()).toEqual([]);
      const read = await call(suite.app, 'GET', PATH, { client });
      expect(read.statusCode).toBe(403);
    },
  );

  it('refuse a change without the CSRF token or from another site, even an admin’s', async () => {
    const client = await signIn(suite.app, 'admin');
    expect((await call(suite.app, 'PUT', PATH, { client, csrf: null, body: { upiId: 'a@b' } })).statusCode).toBe(403);
    expect(
      (await call(suite.app, 'PUT', PATH, { client, origin: 'https://evil.example', body: { upiId: 'a@b' } }))
        .statusCode,
    ).toBe(403);
    expect(await stored()).toEqual([]);
  });

  it('show placeholders until set, refuse a value of the wrong shape, and store an admin’s change', async () => {
    const other = await addMember(suite.app, 'admin');
    const client = await signIn(suite.app, 'admin');
    const before = (await call(suite.app, 'GET', PATH, { client })).json().data as {
      name: string;
      placeholder: boolean;
    }[];
    expect(before.find((one) => one.name === 'upiId')).toMatchObject({ placeholder: true });
    // Every wrong value is named, each for its field, and nothing is stored, not even the right one.
    const bad = await call(suite.app, 'PUT', PATH, {
      client,
      body: { bankIfsc: 'not an ifsc', pan: 'ABC', payeeName: 'Fine Name' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('IFSC');
    expect(bad.json().data.fieldErrors).toEqual({
      bankIfsc: expect.stringContaining('like SBIN0001234'),
      pan: expect.stringContaining('like ABCDE1234F'),
    });
    expect(await stored()).toEqual([]);

    const response = await call(suite.app, 'PUT', PATH, { client, body: { upiId: 'ewf@okaxis', payeeName: 'EWF' } });
    expect(response.statusCode).toBe(200);
    expect(await stored()).toEqual(
      expect.arrayContaining([
        { name: 'upiId', value: 'ewf@okaxis' },
        { name: 'payeeName', value: 'EWF' },
      ]),
    );
    const { rows: audit } = await suite.tdb.db.query<{ details: Record<string, unknown> }>(
      `SELECT details FROM staff_audit WHERE action = 'payment-settings-changed'`,
    );
    expect(audit[0].details).toMatchObject({ settings: 'upiId, payeeName' });
    expect(JSON.stringify(audit)).not.toContain('okaxis');

    await suite.app.outbox.drain();
    const mails = suite.smtp.received.filter(
      (mail) => mail.to.includes(other.email) && mail.raw.includes('Payment settings changed'),
    );
    expect(mails).toHaveLength(1);
    const text = (await simpleParser(mails[0].raw)).text ?? '';
    expect(text).toContain('was placeholder-foundation@upi-example; now ewf@okaxis');

    const pledge = await postJson(suite.app, '/api/donations/pledge', { amount: '500', purpose: 'general' });
    expect(pledge.json().data.upiLink).toContain('pa=ewf%40okaxis&pn=EWF&am=500.00');
  });
});
