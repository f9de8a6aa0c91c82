// @vitest-environment node
// The Donate form on the server: a pledge answered with how to pay it (the QR code read back as a phone
// reads it), then what the donor tells us, stored with the Aadhaar number encrypted and masked, and the
// donor's e-mail in her language; refusals in English, Hindi and Telugu, on the JSON path and a plain post.
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { foreignContributionRefusal } from '../../schema/api/donation-rules.ts';
import { FORM_TEXTS } from '../../schema/api/form-texts/index.ts';
import { decodeQrSvg } from '../../tests/helpers/qr-decode.ts';
import { NOTICES, postFromBrowser, postJson } from '../../tests/helpers/server/test-app.ts';
import { staffSuite } from '../../tests/helpers/server/staff-suite.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';
import { eraseEverythingOf, eraseSubmissions } from '../privacy/erasure.ts';
import { DONATION } from '../submissions/kinds.ts';
import { decryptIdNumber } from './id-number.ts';
import { type QrCode, qrSvg } from './upi-link.ts';

const suite = staffSuite(engines[0], 'donations');

/** The plain text of a received e-mail, decoded. */
const textOf = async (raw: string) => (await simpleParser(raw)).text ?? '';

async function pledge(fields: Record<string, string> = {}) {
  const response = await postJson(suite.app, '/api/donations/pledge', { amount: '2500', purpose: 'csii', ...fields });
  expect(response.statusCode).toBe(201);
  return response.json().data as { reference: string; upiLink: string; qr: QrCode; placeholders: boolean };
}

const details = (reference: string, language: 'en' | 'hi' | 'te' = 'en') => ({
  pledge: reference,
  name: 'Sita Devi',
  email: `sita-${language}@example.org`,
  phone: '+91 98765 43210',
  address: '12 Temple Street, Guntur 522001',
  idType: 'aadhaar',
  idNumber: '1234 5678 9012',
  paidOn: '14/06/2025',
  mode: 'upi',
  transactionRef: '512345678901',
  citizen: 'yes',
  consent: 'yes',
  noticeVersion: NOTICES.notice('donation', language).version,
  ...(language === 'en' ? {} : { language }),
});

describe('a pledge', () => {
  it('is answered with its reference, a QR code of the upi:// link and the placeholders marked as such', async () => {
    const data = await pledge();
    expect(data.reference).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const params = new URLSearchParams(data.upiLink.replace('upi://pay?', ''));
    expect(Object.fromEntries(params)).toMatchObject({
      pa: 'placeholder-foundation@upi-example',
      am: '2500.00',
      cu: 'INR',
      tr: data.reference.replace('-', ''),
    });
    expect(params.get('tn')).toContain(data.reference);
    expect(await decodeQrSvg(qrSvg(data.qr))).toBe(data.upiLink);
    expect(data.placeholders).toBe(true);
  });

  it('takes another amount with commas, and refuses an amount of nothing in the page language', async () => {
    const data = await pledge({ amount: 'other', otherAmount: '1,25,000' });
    expect(new URLSearchParams(data.upiLink.replace('upi://pay?', '')).get('am')).toBe('125000.00');
    for (const language of ['en', 'hi', 'te'] as const) {
      const response = await postJson(suite.app, '/api/donations/pledge', {
        amount: 'other',
        otherAmount: '0',
        purpose: 'general',
        language,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(FORM_TEXTS[language].messages.amountInvalid);
    }
  });

  it('sent without JavaScript leads to the page that shows how to pay it, in the page language', async () => {
    const response = await postFromBrowser(suite.app, '/api/donations/pledge', {
      amount: '500',
      purpose: 'general',
      language: 'te',
    });
    expect(response.statusCode).toBe(303);
    const location = String(response.headers.location);
    expect(location).toMatch(/^\/te\/donate\?pledge=[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const page = await suite.app.inject({ url: location, headers: { host: 'site.example' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('upi://pay?pa=placeholder-foundation%40upi-example');
    expect(page.body).toContain('UPI యాప్‌తో చెల్లించండి');
    const unknown = await suite.app.inject({ url: '/te/donate?pledge=0000-0000', headers: { host: 'site.example' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain(FORM_TEXTS.te.messages.pledgeUnknown);
  });
});

describe('what the donor tells us', () => {
  it('is stored with the Aadhaar number masked and encrypted, and the donor is e-mailed in Telugu', async () => {
    const { reference } = await pledge();
    const response = await postJson(suite.app, '/api/donations', details(reference, 'te'));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toContain(reference);
    expect(body.message).toContain('5-7');
    const { rows } = await suite.tdb.db.query<Record<string, unknown>>('SELECT * FROM donations WHERE public_id = $1', [
      body.data.id,
    ]);
    expect(rows[0]).toMatchObject({
      amount_rupees: 2500,
      purpose: 'csii',
      id_type: 'aadhaar',
      id_number: 'XXXX XXXX 9012',
      transaction_ref: '512345678901',
      notice_language: 'te',
      consent_purpose: 'donation',
    });
    const secret = suite.app.privacy.config.hashKey;
    expect(decryptIdNumber(secret, Buffer.from(rows[0].id_number_encrypted as Uint8Array))).toBe('123456789012');
    await suite.app.outbox.drain();
    const mail = suite.smtp.received.find((one) => one.to.includes('sita-te@example.org'));
    expect(mail).toBeDefined();
    const text = await textOf(mail?.raw ?? '');
    expect(text).toContain('ప్రియమైన Sita Devi గారికి');
    expect(text).toContain(reference);
    expect(text).not.toContain('9012');
  });

  it('e-mails the team the amount, purpose, mode, reference and staff link, and nothing that identifies the donor', async () => {
    const { reference } = await pledge();
    const response = await postJson(suite.app, '/api/donations', {
      ...details(reference),
      email: 'team-mail@example.org',
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json().data;
    await suite.app.outbox.drain();
    const teamEmails = suite.app.outbox.settings.contact.teamEmails;
    const mail = suite.smtp.received.find(
      (one) => one.to.includes(teamEmails[0]) && one.raw.includes(`New donation: Rs 2,500, ${reference}`),
    );
    expect(mail).toBeDefined();
    const parsed = await simpleParser(mail?.raw ?? '');
    const text = parsed.text ?? '';
    expect(text).toContain('Amount: Rs 2,500');
    expect(text).toContain('How they paid: UPI');
    expect(text).toContain(`Gift reference: ${reference}`);
    expect(text).toContain(`${suite.app.privacy.config.siteUrl}/staff/donations/${id}`);
    expect(text).toMatch(/For: \S/);
    // Personal data kept to the minimum: the staff area has the rest.
    for (const personal of ['Sita', 'team-mail@example.org', '98765', 'Temple Street', '9012', '512345678901'])
      expect(`${parsed.subject} ${text} ${parsed.html}`).not.toContain(personal);
  });

  it('erases the team e-mail queued for a donation with the donation', async () => {
    const { reference } = await pledge();
    const stored = await postJson(suite.app, '/api/donations', { ...details(reference), email: 'gone@example.org' });
    const { rows } = await suite.tdb.db.query<{ id: number }>('SELECT id FROM donations WHERE public_id = $1', [
      stored.json().data.id,
    ]);
    const row = Number(rows[0].id);
    const queued = async () =>
      (
        await suite.tdb.db.query<{ purpose: string }>(
          "SELECT purpose FROM outbox WHERE submission_type = 'donation' AND submission_id = $1 ORDER BY purpose",
          [row],
        )
      ).rows.map((one) => one.purpose);
    expect(await queued()).toEqual(['donation-acknowledgement', 'donation-team-notification']);
    await suite.tdb.db.transaction((tx) => eraseSubmissions(tx, DONATION, [row], 'retention'));
    expect(await queued()).toEqual([]);
  });

  it('without "I am an Indian citizen" is refused with the reason in the page language, and nothing is kept', async () => {
    const { reference } = await pledge();
    const before = await suite.tdb.count('donations');
    for (const language of ['en', 'hi', 'te'] as const) {
      const { citizen: _left, ...rest } = details(reference, language);
      const response = await postJson(suite.app, '/api/donations', rest);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(FORM_TEXTS[language].messages.foreignContribution);
    }
    expect(await suite.tdb.count('donations')).toBe(before);
  });

  it('without "I am an Indian citizen", with an FCRA registration set, is shown the FCRA account instead', async () => {
    const { reference } = await pledge();
    const before = await suite.tdb.count('donations');
    const fcra = { registration: '231650123', account: 'SBI New Delhi Main Branch, account 40123456789' };
    await suite.tdb.db.query(
      `INSERT INTO payment_settings (name, value) VALUES ('fcraRegistration', $1), ('fcraAccount', $2)`,
      [fcra.registration, fcra.account],
    );
    try {
      for (const language of ['en', 'hi', 'te'] as const) {
        const { citizen: _left, ...rest } = details(reference, language);
        const response = await postJson(suite.app, '/api/donations', rest);
        expect(response.statusCode).toBe(400);
        const message = response.json().message;
        expect(message).toBe(foreignContributionRefusal(FORM_TEXTS[language].messages, fcra));
        expect(message).toContain(fcra.account);
        expect(message).not.toContain(FORM_TEXTS[language].messages.foreignContribution);
      }
      // Without JavaScript: the answer page says it beside the tick box, in the page's language.
      const { citizen: _left, ...rest } = details(reference, 'hi');
      const page = await postFromBrowser(suite.app, '/api/donations', rest);
      expect(page.statusCode).toBe(400);
      expect(page.body).toContain(foreignContributionRefusal(FORM_TEXTS.hi.messages, fcra));
      expect(await suite.tdb.count('donations')).toBe(before);
    } finally {
      await suite.tdb.db.query(`DELETE FROM payment_settings WHERE name IN ('fcraRegistration', 'fcraAccount')`);
    }
  });

  it('refuses a PAN, a UTR and a day that cannot be right, in Hindi', async () => {
    const { reference } = await pledge();
    const hi = FORM_TEXTS.hi.messages;
    const cases: [Record<string, string>, string][] = [
      [{ idType: 'pan', idNumber: '12345' }, hi.idPan],
      [{ transactionRef: 'ABCD1234' }, hi.utrInvalid],
      [{ paidOn: '16/06/2025' }, hi.paidOnInvalid],
      [{ pledge: '0000-0000' }, hi.pledgeUnknown],
    ];
    for (const [change, message] of cases) {
      const response = await postJson(suite.app, '/api/donations', { ...details(reference, 'hi'), ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('without JavaScript: refused on the page with the field message, then confirmed on its own page', async () => {
    const { reference } = await pledge();
    const fields = { ...details(reference), transactionRef: 'not-a-utr', email: 'plain@example.org' };
    const refused = await postFromBrowser(suite.app, '/api/donations', fields);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(FORM_TEXTS.en.messages.utrInvalid);
    const sent = await postFromBrowser(suite.app, '/api/donations', { ...fields, transactionRef: '612345678901' });
    expect(sent.statusCode).toBe(303);
    const location = String(sent.headers.location);
    // The donation's reference rides in a signed cookie, never in the address (access logs, history).
    expect(location).toBe('/donate?sent=donation');
    const cookie = String(sent.headers['set-cookie']).split(';')[0];
    const page = await suite.app.inject({ url: location, headers: { host: 'site.example', cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(reference);
    expect(page.body).toContain('within 7 working days');
  });

  it('quoting a transaction reference already given is stored and flagged, not dropped', async () => {
    const { reference } = await pledge();
    const first = await postJson(suite.app, '/api/donations', {
      ...details(reference),
      transactionRef: '712345678901',
    });
    const second = await postJson(suite.app, '/api/donations', {
      ...details(reference),
      transactionRef: '712345678901',
    });
    expect(second.statusCode).toBe(201);
    const { rows } = await suite.tdb.db.query<{ duplicate_of: string | null }>(
      'SELECT duplicate_of FROM donations WHERE public_id = $1',
      [second.json().data.id],
    );
    expect(rows[0].duplicate_of).toBe(first.json().data.reference.replace('-', ''));
  });

  it('is kept when the donor asks to erase it (tax law), and erased when its retention is over', async () => {
    const { reference } = await pledge();
    const email = 'keep-me@example.org';
    const stored = await postJson(suite.app, '/api/donations', { ...details(reference), email });
    const id = async () =>
      (
        await suite.tdb.db.query<{ id: number }>('SELECT id FROM donations WHERE public_id = $1', [
          stored.json().data.id,
        ])
      ).rows[0]?.id;
    const row = Number(await id());
    const asked = await suite.tdb.db.transaction((tx) => eraseEverythingOf(tx, email, suite.app.submissions.kinds));
    expect(asked.donation.rows).toBe(0);
    expect(await id()).toBeDefined();
    await suite.tdb.db.transaction((tx) => eraseSubmissions(tx, DONATION, [row], 'retention'));
    expect(await id()).toBeUndefined();
  });
});
