// @vitest-environment node
// The foundation's side of a donation: the Donations list (newest first, searched like the inbox), a
// treasurer marking a gift received (a receipt numbered from the financial year's gap-free series, its PDF
// e-mailed to the donor in her language and holding the number, the amount in figures and words, her
// masked ID and the 80G URN), not received (the donor told kindly, in Hindi), a receipt cancelled (its
// number kept, a new one issued), concurrent marks never sharing a number, and who may do what.
import { spawnSync } from 'node:child_process';
import { simpleParser } from 'mailparser';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DONATIONS_API } from '../../schema/api/staff-donations.ts';
import { NOTICES, postJson } from '../../tests/helpers/server/test-app.ts';
import { call, type StaffClient, signIn, staffSuite } from '../../tests/helpers/server/staff-suite.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';
import { eraseSubmissions } from '../privacy/erasure.ts';
import { DONATION } from '../submissions/kinds.ts';

// The receipt PDF as made, unless a test asks the next one to fail (a font missing, a full disk).
const pdfFailure = vi.hoisted(() => ({ next: false }));
vi.mock('./receipt-pdf.ts', async (real) => {
  const made = await real<typeof import('./receipt-pdf.ts')>();
  return {
    ...made,
    receiptPdf: (...args: Parameters<typeof made.receiptPdf>) => {
      if (!pdfFailure.next) return made.receiptPdf(...args);
      pdfFailure.next = false;
      return Promise.reject(new Error('the PDF could not be made'));
    },
  };
});

const SETTINGS = {
  postalAddress: '1 Example Road, Guntur 522001',
  pan: 'AAATE1234F',
  urn80g: 'AAATE1234FE20241',
  urn80gDate: '2024-04-01',
  receiptPrefix: 'EWF',
  receiptSignatory: 'Meena Rao, Treasurer',
};

/** The text of a PDF, as pdftotext (poppler) reads it. */
const pdfText = (pdf: Buffer) => spawnSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).stdout.toString('utf8');

describe.each(engines)('the staff Donations on $name', (engine) => {
  const suite = staffSuite(engine, `staff-donations-${engine.name}`);
  let treasurer: StaffClient;
  let admin: StaffClient;
  let sequence = 0;

  /** A donor pledges, pays and tells us; answers the donation's public id and her pledge's reference. */
  async function donate(fields: { name?: string; language?: 'en' | 'hi' | 'te'; amount?: string } = {}) {
    const language = fields.language ?? 'en';
    const pledged = await postJson(suite.app, '/api/donations/pledge', {
      amount: 'other',
      otherAmount: fields.amount ?? '125000',
      purpose: 'general',
    });
    const pledge = pledged.json().data.reference as string;
    sequence += 1;
    const told = await postJson(suite.app, '/api/donations', {
      pledge,
      name: fields.name ?? 'Sita Devi',
      email: `donor-${sequence}@example.org`,
      phone: '+91 98765 43210',
      address: '12-3 Gandhi Nagar, Guntur 522001',
      idType: 'aadhaar',
      idNumber: '1234 5678 9012',
      paidOn: '10/06/2025',
      mode: 'upi',
      transactionRef: String(512345670000 + sequence),
      citizen: 'yes',
      consent: 'yes',
      noticeVersion: NOTICES.notice('donation', language).version,
      ...(language === 'en' ? {} : { language }),
    });
    expect(told.statusCode).toBe(201);
    // Her acknowledgement goes first, so the e-mail a test looks for is the one its step sent.
    await suite.app.outbox.drain();
    return { id: told.json().data.id as string, pledge, email: `donor-${sequence}@example.org` };
  }

  const received = (client: StaffClient, id: string, body = { creditedOn: '2025-06-12', bankReference: 'UTR512345' }) =>
    call(suite.app, 'POST', DONATIONS_API.received(id), { client, body });

  /** The e-mail that went to `to`, parsed. */
  async function mailTo(to: string) {
    await suite.app.outbox.drain();
    const raw = suite.smtp.received.filter((one) => one.to.includes(to)).at(-1)?.raw;
    expect(raw, `an e-mail to ${to}`).toBeDefined();
    return simpleParser(raw ?? '');
  }

  beforeAll(async () => {
    treasurer = await signIn(suite.app, 'treasurer');
    admin = await signIn(suite.app, 'admin');
  });

  it('issues no receipt while the settings it prints are placeholders, and marks nothing', async () => {
    const { id } = await donate();
    const answer = await received(treasurer, id);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toContain("The foundation's PAN");
    const { rows } = await suite.tdb.db.query('SELECT money_status FROM donations WHERE public_id = $1', [id]);
    expect(rows[0]).toEqual({ money_status: null });
    expect((await suite.tdb.db.query('SELECT 1 FROM receipt_series')).rows).toEqual([]);
    const set = await call(suite.app, 'PUT', '/api/staff/payment-settings', { client: admin, body: SETTINGS });
    expect(set.statusCode).toBe(200);
  });

  it('a treasurer marks a Telugu donor’s gift received: receipt 00001 e-mailed to her in Telugu, the PDF attached', async () => {
    const { id, pledge, email } = await donate({ name: 'వెంకట లక్ష్మి పోతుల', language: 'te' });
    const answer = await received(treasurer, id);
    expect([answer.statusCode, answer.json().message]).toEqual([201, expect.any(String)]);
    expect(answer.json().data.number).toBe('EWF/2025-26/00001');
    const mail = await mailTo(email);
    expect(mail.subject).toBe('మీ విరాళానికి రసీదు EWF/2025-26/00001');
    expect(mail.text).toContain('ప్రియమైన వెంకట లక్ష్మి పోతుల గారికి');
    expect(mail.text).toContain(pledge);
    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments;
    expect(pdf.contentType).toBe('application/pdf');
    expect(pdf.filename).toBe('receipt-EWF-2025-26-00001.pdf');
    const text = pdfText(pdf.content);
    for (const expected of [
      'Receipt number: EWF/2025-26/00001',
      'Rs 1,25,000',
      'Rupees One Lakh Twenty-Five Thousand only',
      'Aadhaar: XXXX XXXX 9012',
      'AAATE1234FE20241, dated 01-04-2024',
      'PAN: AAATE1234F',
      '12-06-2025',
      'UTR512345',
      'Meena Rao, Treasurer',
      'Wherever it is needed most',
      'A donation in cash of more than Rs 2,000 gives no deduction under section 80G',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('1234 5678 9012');
    // The treasurer sees it received, with its receipt; the same PDF can be opened from the staff area.
    const view = (await call(suite.app, 'GET', DONATIONS_API.donation(id), { client: treasurer })).json().data;
    expect(view).toMatchObject({ money: 'received', receiptNumber: 'EWF/2025-26/00001', creditedOn: '2025-06-12' });
    const opened = await call(suite.app, 'GET', DONATIONS_API.receiptPdf(id, view.receipts[0].id), {
      client: treasurer,
    });
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.rawPayload.equals(pdf.content)).toBe(true);
  });

  it('numbers the next receipt 00002, a credit in March under the year before, and refuses a second mark', async () => {
    const second = await donate();
    expect((await received(treasurer, second.id)).json().data.number).toBe('EWF/2025-26/00002');
    const march = await donate();
    const old = await received(admin, march.id, { creditedOn: '2025-03-31', bankReference: 'UTR998' });
    expect(old.json().data.number).toBe('EWF/2024-25/00001');
    const again = await received(treasurer, second.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('EWF/2025-26/00002');
  });

  it('refuses a date credited after today or not a day, and a bank reference of nothing', async () => {
    const { id } = await donate();
    for (const body of [
      { creditedOn: '2025-06-16', bankReference: 'UTR1' },
      { creditedOn: '2025-02-30', bankReference: 'UTR1' },
      { creditedOn: '2025-06-01', bankReference: '  ' },
    ]) {
      const answer = await received(treasurer, id, body);
      expect(answer.statusCode).toBe(400);
    }
  });

  it('cancelling a receipt keeps its number, marked cancelled, and issues and e-mails the next one', async () => {
    const { id, email } = await donate({ amount: '2500' });
    const first = (await received(treasurer, id)).json().data.number as string;
    await mailTo(email);
    suite.smtp.received.length = 0;
    const cancel = await call(suite.app, 'POST', DONATIONS_API.cancelReceipt(id), {
      client: treasurer,
      body: { reason: 'Wrong bank reference', bankReference: 'UTR777' },
    });
    expect(cancel.statusCode).toBe(201);
    const next = cancel.json().data.number as string;
    expect(Number(next.slice(-5))).toBe(Number(first.slice(-5)) + 1);
    const view = (await call(suite.app, 'GET', DONATIONS_API.donation(id), { client: treasurer })).json().data;
    expect(
      view.receipts.map((one: { number: string; cancelReason: string | null }) => [one.number, one.cancelReason]),
    ).toEqual([
      [next, null],
      [first, 'Wrong bank reference'],
    ]);
    const mail = await mailTo(email);
    expect(mail.text).toContain(`It replaces receipt ${first}`);
    const text = pdfText(mail.attachments[0].content);
    expect(text).toContain(`replaces receipt ${first}`);
    expect(text).toContain('Rupees Two Thousand Five Hundred only');
    expect(text).toContain('UTR777');
  });

  it('not received: the donor is e-mailed kindly in Hindi with the reason, and the list filters it', async () => {
    const { id, email } = await donate({ language: 'hi', name: 'क्षमा त्रिपाठी' });
    const reason = 'No credit with this UTR in our statement up to 14 June.';
    const answer = await call(suite.app, 'POST', DONATIONS_API.notReceived(id), {
      client: treasurer,
      body: { reason },
    });
    expect(answer.statusCode).toBe(200);
    const mail = await mailTo(email);
    expect(mail.subject).toMatch(/^आपके दान .+ के बारे में$/);
    expect(mail.text).toContain(`हमारी टिप्पणी: ${reason}`);
    expect(mail.attachments).toHaveLength(0);
    const twice = await call(suite.app, 'POST', DONATIONS_API.notReceived(id), { client: treasurer, body: { reason } });
    expect(twice.statusCode).toBe(409);
    const list = await call(suite.app, 'GET', `${DONATIONS_API.list}?money=not-received`, { client: treasurer });
    expect(list.json().data.items.map((item: { id: string }) => item.id)).toEqual([id]);
  });

  it('lists newest first and finds a donor by part of her name in her script, or by her reference', async () => {
    const list = (await call(suite.app, 'GET', DONATIONS_API.list, { client: treasurer })).json().data;
    const times = list.items.map((item: { toldAt: string }) => item.toldAt);
    expect(times).toEqual([...times].sort().reverse());
    const found = await call(suite.app, 'GET', `${DONATIONS_API.list}?q=${encodeURIComponent('లక్ష్మి')}`, {
      client: treasurer,
    });
    expect(found.json().data.items.map((item: { name: string }) => item.name)).toEqual(['వెంకట లక్ష్మి పోతుల']);
    expect(list.purposes[0]).toEqual({ value: 'general', label: 'Wherever it is needed most' });
    const general = await call(suite.app, 'GET', `${DONATIONS_API.list}?purpose=general&money=all`, {
      client: treasurer,
    });
    expect(general.json().data.total).toBe(list.total);
    const received = await call(suite.app, 'GET', `${DONATIONS_API.list}?money=received`, { client: treasurer });
    for (const item of received.json().data.items) expect(item.receiptNumber).toMatch(/^EWF\/\d{4}-\d{2}\/\d{5}$/);
  });

  it('concurrent marks never share a number, and the series has no gap', async () => {
    const donations = await Promise.all([1, 2, 3, 4, 5].map(() => donate()));
    const answers = await Promise.all(donations.map(({ id }) => received(treasurer, id)));
    const numbers = answers.map((answer) => answer.json().data.number as string);
    expect(new Set(numbers).size).toBe(5);
    const { rows } = await suite.tdb.db.query<{ serial: number }>(
      `SELECT serial FROM donation_receipts WHERE financial_year = '2025-26' ORDER BY serial`,
    );
    expect(rows.map((row) => Number(row.serial))).toEqual(rows.map((_, i) => i + 1));
  });

  it('editors and translators are refused (403); a coordinator reads but may not mark or cancel', async () => {
    const { id } = await donate();
    for (const role of ['editor', 'translator'] as const) {
      const client = await signIn(suite.app, role);
      for (const [method, url] of [
        ['GET', DONATIONS_API.list],
        ['GET', DONATIONS_API.donation(id)],
        ['POST', DONATIONS_API.received(id)],
        ['POST', DONATIONS_API.notReceived(id)],
        ['POST', DONATIONS_API.cancelReceipt(id)],
      ] as const) {
        const answer = await call(suite.app, method, url, { client, body: method === 'POST' ? {} : undefined });
        expect([url, answer.statusCode, answer.json().message]).toEqual([
          url,
          403,
          `Your role (${role}) may not do this.`,
        ]);
      }
    }
    const coordinator = await signIn(suite.app, 'coordinator');
    expect((await call(suite.app, 'GET', DONATIONS_API.list, { client: coordinator })).statusCode).toBe(200);
    const view = await call(suite.app, 'GET', DONATIONS_API.donation(id), { client: coordinator });
    expect(view.json().data.mayHandle).toBe(false);
    expect((await received(coordinator, id)).statusCode).toBe(403);
    const refused = await call(suite.app, 'POST', DONATIONS_API.notReceived(id), {
      client: coordinator,
      body: { reason: 'x' },
    });
    expect(refused.statusCode).toBe(403);
    const { rows } = await suite.tdb.db.query('SELECT money_status FROM donations WHERE public_id = $1', [id]);
    expect(rows[0]).toEqual({ money_status: null });
  });

  it('a mark without the CSRF token or from another site is refused, even a treasurer’s', async () => {
    const { id } = await donate();
    const body = { creditedOn: '2025-06-12', bankReference: 'UTR1' };
    expect(
      (await call(suite.app, 'POST', DONATIONS_API.received(id), { client: treasurer, body, csrf: null })).statusCode,
    ).toBe(403);
    const foreign = await call(suite.app, 'POST', DONATIONS_API.received(id), {
      client: treasurer,
      body,
      origin: 'https://evil.example',
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('a receipt numbered just before a failure keeps its number; its PDF and e-mail follow with the next issue', async () => {
    const { id, email } = await donate({ amount: '5000' });
    const number = (await received(treasurer, id)).json().data.number as string;
    await mailTo(email);
    suite.smtp.received.length = 0;
    // As the server leaves it when it stops between numbering the receipt and storing its PDF.
    const [receipt] = (await call(suite.app, 'GET', DONATIONS_API.donation(id), { client: treasurer })).json().data
      .receipts;
    const content = {
      number,
      issuedOn: '2025-06-12',
      foundation: {
        name: 'Example Foundation',
        address: SETTINGS.postalAddress,
        pan: SETTINGS.pan,
        urn80g: SETTINGS.urn80g,
        urn80gDate: SETTINGS.urn80gDate,
      },
      donor: {
        name: 'Sita Devi',
        address: '12-3 Gandhi Nagar, Guntur 522001',
        idType: 'aadhaar',
        idNumber: 'XXXX XXXX 9012',
      },
      amountRupees: 5000,
      amountInWords: 'Rupees Five Thousand only',
      creditedOn: '2025-06-12',
      mode: 'upi',
      bankReference: 'UTR512345',
      donorReference: 'K7M2-9QXD',
      purpose: 'Wherever it is needed most',
      signatory: SETTINGS.receiptSignatory,
    };
    await suite.tdb.db.query('DELETE FROM outbox WHERE id = (SELECT outbox_id FROM donation_receipts WHERE id = $1)', [
      receipt.id,
    ]);
    await suite.tdb.db.query('UPDATE donation_receipts SET pdf = NULL, outbox_id = NULL, content = $2 WHERE id = $1', [
      receipt.id,
      JSON.stringify(content),
    ]);
    // In force, numbered, its PDF not yet to be opened.
    const pending = (await call(suite.app, 'GET', DONATIONS_API.donation(id), { client: treasurer })).json().data;
    expect(pending).toMatchObject({ money: 'received', receiptNumber: number });
    const opened = await call(suite.app, 'GET', DONATIONS_API.receiptPdf(id, receipt.id), { client: treasurer });
    expect(opened.statusCode).toBe(404);

    const next = await donate();
    expect((await received(treasurer, next.id)).statusCode).toBe(201);
    const mail = await mailTo(email);
    expect(pdfText(mail.attachments[0].content)).toContain(`Receipt number: ${number}`);
    const { rows } = await suite.tdb.db.query<{ content: string | null }>(
      'SELECT content FROM donation_receipts WHERE id = $1 AND pdf IS NOT NULL',
      [receipt.id],
    );
    expect(rows).toEqual([{ content: null }]);
  });

  it('a PDF that fails after numbering: the mark stands, the treasurer is told in words, the PDF follows', async () => {
    const { id, email } = await donate({ amount: '700' });
    pdfFailure.next = true;
    const answer = await received(treasurer, id);
    expect(answer.statusCode).toBe(201);
    const number = answer.json().data.number as string;
    expect(answer.json().message).toBe(
      `Marked received. Receipt ${number} is numbered, but its PDF could not be made yet: it is made and e-mailed to the donor when the next receipt is issued or the server restarts.`,
    );
    const [receipt] = (await call(suite.app, 'GET', DONATIONS_API.donation(id), { client: treasurer })).json().data
      .receipts;
    expect(
      (await call(suite.app, 'GET', DONATIONS_API.receiptPdf(id, receipt.id), { client: treasurer })).statusCode,
    ).toBe(404);
    const next = await donate();
    expect((await received(treasurer, next.id)).statusCode).toBe(201);
    const mail = await mailTo(email);
    expect(pdfText(mail.attachments[0].content)).toContain(`Receipt number: ${number}`);
  });

  it('a donation erased when its retention ends takes its receipts with it, PDF and all', async () => {
    const { id } = await donate();
    await received(treasurer, id);
    const { rows } = await suite.tdb.db.query<{ id: string }>('SELECT id FROM donations WHERE public_id = $1', [id]);
    await suite.tdb.db.transaction((tx) => eraseSubmissions(tx, DONATION, [Number(rows[0].id)], 'retention'));
    const left = await suite.tdb.db.query('SELECT 1 FROM donation_receipts WHERE donation_id = $1', [rows[0].id]);
    expect(left.rows).toEqual([]);
  });
});
