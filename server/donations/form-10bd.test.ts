// @vitest-environment node
// Form 10BD's file for a financial year: only the donations marked received, credited from 1 April to 31 March,
// not spam, in the portal template's columns and words, the Aadhaar number whole; those without an ID in a
// list apart; the 80G URN and its date from the admin's settings. Only an admin may download it (an
// editor's, a coordinator's and a translator's request is refused), and every download is logged.
import { describe, expect, it } from 'vitest';
import { call, signIn, staffSuite } from '../../tests/helpers/server/staff-suite.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';
import { parseDonationsArgs } from '../cli/donations.ts';
import { storedId } from './id-number.ts';
import { FORM_10BD } from './tax-rules.ts';

const ADMIN_TOKEN = 'f'.repeat(64);
const suite = staffSuite(engines[0], 'form-10bd', { app: { adminToken: ADMIN_TOKEN } });
const PATH = '/api/staff/donations/form-10bd';

interface Gift {
  name: string;
  idType?: string;
  idNumber?: string;
  amount?: number;
  mode?: string;
  /** The day the bank credited it (marked received), or null while not received. */
  creditedOn: string | null;
  spam?: boolean;
  address?: string;
}

async function store(gift: Gift): Promise<void> {
  const idType = gift.idType ?? 'pan';
  const id = storedId(suite.app.privacy.config.hashKey, idType, gift.idNumber ?? '');
  await suite.tdb.db.query(
    `INSERT INTO donations (pledge_reference, amount_rupees, purpose, name, email, phone, address, id_type,
       id_number, id_number_encrypted, paid_on, payment_mode, transaction_ref, money_status, credited_on, spam_reason)
     VALUES ('K7M2-9QXD', $1, 'general', $2, 'donor@example.org', '+919876543210', $3, $4, $5, $6,
       '2026-06-01', $7, '512345678901', CASE WHEN $8::date IS NULL THEN NULL ELSE 'received' END, $8::date, $9)`,
    [
      gift.amount ?? 1000,
      gift.name,
      gift.address ?? '12 Temple Street\nGuntur 522001',
      idType,
      id.shown,
      id.encrypted,
      gift.mode ?? 'upi',
      gift.creditedOn,
      gift.spam ? 'honeypot' : null,
    ],
  );
}

/** The CSV's lines, each split into cells (no cell of these tests holds a quote). */
const linesOf = (csv: string) =>
  csv
    .trimEnd()
    .split('\r\n')
    .map((line) => [...line.matchAll(/"([^"]*)"|([^,]+)|(?<=,|^)(?=,|$)/g)].map((m) => m[1] ?? m[2] ?? ''));

describe('Form 10BD', () => {
  it('lists the donations credited in the financial year in the template’s columns and words', async () => {
    const admin = await signIn(suite.app, 'admin');
    const set = await call(suite.app, 'PUT', '/api/staff/payment-settings', {
      client: admin,
      body: { urn80g: 'AAAAA0000AE20231', urn80gDate: '2024-04-01' },
    });
    expect(set.statusCode).toBe(200);
    // 23:59:59 on 31 March 2026 in India: the year before.
    await store({ name: 'Before The Year', idNumber: 'ABCDE1111A', creditedOn: '2026-03-31' });
    // 00:00 on 1 April 2026 in India: the first moment of 2026-27.
    await store({ name: 'Asha Rao', idNumber: 'ABCDE1234F', amount: 2500, creditedOn: '2026-04-01' });
    await store({
      name: 'Sita Devi',
      idType: 'aadhaar',
      idNumber: '123456789012',
      amount: 500,
      mode: 'bank',
      creditedOn: '2026-09-15',
    });
    await store({
      name: 'Ravi Kumar',
      idType: 'passport',
      idNumber: 'K1234567',
      mode: 'cheque',
      creditedOn: '2027-03-31',
    });
    await store({ name: 'After The Year', idNumber: 'ABCDE2222B', creditedOn: '2027-04-01' });
    await store({ name: 'Not Received', idNumber: 'ABCDE3333C', creditedOn: null });
    await store({ name: 'A Spammer', idNumber: 'ABCDE4444D', creditedOn: '2026-05-01', spam: true });
    await store({ name: 'No Id Given', idType: 'none', amount: 700, creditedOn: '2026-07-01' });

    const response = await call(suite.app, 'POST', PATH, { client: admin, body: { year: '2026-27' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="form-10bd-2026-27-part-b.csv"');
    const [header, ...rows] = linesOf(response.body);
    expect(header).toEqual([...FORM_10BD.columns]);
    expect(rows).toEqual([
      [
        '1',
        '',
        'Permanent Account Number',
        'ABCDE1234F',
        'Section 80G',
        'AAAAA0000AE20231',
        '01-04-2024',
        'Asha Rao',
        '12 Temple Street, Guntur 522001',
        'Others',
        'Electronic modes including account payee cheque/draft',
        '2500',
      ],
      [
        '2',
        '',
        'Aadhaar Number',
        '123456789012',
        'Section 80G',
        'AAAAA0000AE20231',
        '01-04-2024',
        'Sita Devi',
        '12 Temple Street, Guntur 522001',
        'Others',
        'Electronic modes including account payee cheque/draft',
        '500',
      ],
      [
        '3',
        '',
        'Passport number',
        'K1234567',
        'Section 80G',
        'AAAAA0000AE20231',
        '01-04-2024',
        'Ravi Kumar',
        '12 Temple Street, Guntur 522001',
        'Others',
        'Electronic modes including account payee cheque/draft',
        '1000',
      ],
    ]);
    expect(decodeURIComponent(String(response.headers['x-summary']))).toContain(
      '3 received donation(s) in Part B, Rs 4,000 in all. 1 received donation(s) without an ID',
    );

    const apart = await call(suite.app, 'POST', PATH, { client: admin, body: { year: '2026-27', part: 'without-id' } });
    expect(apart.statusCode).toBe(200);
    const [apartHeader, ...apartRows] = linesOf(apart.body);
    expect(apartHeader[2]).toBe('Name of donor');
    expect(apartRows).toHaveLength(1);
    expect(apartRows[0]).toMatchObject({ 2: 'No Id Given', 4: '01-07-2026', 7: '700' });

    // The year before holds the one credited on 31 March 2026.
    const before = await call(suite.app, 'POST', PATH, { client: admin, body: { year: '2025-26' } });
    expect(
      linesOf(before.body)
        .slice(1)
        .map((row) => row[7]),
    ).toEqual(['Before The Year']);

    const { rows: logged } = await suite.tdb.db.query<{ count: number; reason: string }>(
      `SELECT count, reason FROM processing_log WHERE action = 'exported' AND submission_type = 'donation' ORDER BY id`,
    );
    expect(logged.map((row) => `${row.reason}: ${row.count}`)).toEqual([
      'Form 10BD 2026-27 (part-b): 3',
      'Form 10BD 2026-27 (without-id): 1',
      'Form 10BD 2025-26 (part-b): 1',
    ]);
  });

  it('is given to the command line by the running server, only with its token', async () => {
    const ask = (headers: Record<string, string>) =>
      suite.app.inject({
        method: 'POST',
        url: '/api/admin/donations/form-10bd',
        headers: { 'content-type': 'application/json', ...headers },
        payload: JSON.stringify({ year: '2026-27' }),
      });
    const answer = await ask({ authorization: `Bearer ${ADMIN_TOKEN}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.fileName).toBe('form-10bd-2026-27-part-b.csv');
    expect(
      linesOf(answer.json().data.csv)
        .slice(1)
        .map((row) => row[7]),
    ).toEqual(['Asha Rao', 'Sita Devi', 'Ravi Kumar']);
    expect(answer.json().message).toContain('1 received donation(s) without an ID');
    expect((await ask({})).statusCode).toBe(404);
  });

  it('refuses a year that is not one, in words', async () => {
    const admin = await signIn(suite.app, 'admin');
    for (const year of ['2026', '2026-28', 'last year']) {
      const response = await call(suite.app, 'POST', PATH, { client: admin, body: { year } });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('like 2026-27');
    }
  });

  it.each(['editor', 'coordinator', 'translator'] as const)('is refused to the %s role (403)', async (role) => {
    const client = await signIn(suite.app, role);
    const response = await call(suite.app, 'POST', PATH, { client, body: { year: '2026-27' } });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('ABCDE');
  });

  it('is refused without the CSRF token, even to an admin', async () => {
    const client = await signIn(suite.app, 'admin');
    const response = await call(suite.app, 'POST', PATH, { client, csrf: null, body: { year: '2026-27' } });
    expect(response.statusCode).toBe(403);
  });

  it('takes the command line’s year, and refuses a wrong one before opening the database', () => {
    expect(parseDonationsArgs(['10bd', '--fy', '2026-27'])).toEqual({ year: '2026-27', part: 'part-b' });
    expect(parseDonationsArgs(['10bd', '--fy', '2026-27', '--without-id'])).toEqual({
      year: '2026-27',
      part: 'without-id',
    });
    expect(() => parseDonationsArgs(['10bd', '--fy', '2026-28'])).toThrow('like 2026-27');
    expect(() => parseDonationsArgs(['10bd'])).toThrow('--fy 2026-27');
  });
});
