// @vitest-environment node
// Form 10BE: each PDF the portal made is matched to its donor by the ID number in its text (a compressed
// stream, as the portal writes it) or in its name, and e-mailed to her in her language with the PDF
// attached; a file that matches no one is answered as such and nothing is queued; a file that is not a PDF
// is refused. Only an admin may upload (an editor's, a coordinator's and a translator's upload is refused).
import { deflateSync } from 'node:zlib';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { call, signIn, staffSuite } from '../../tests/helpers/server/staff-suite.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';
import { eraseSubmissions } from '../privacy/erasure.ts';
import { DONATION } from '../submissions/kinds.ts';
import { type CertificateDonor, DONATION_CERTIFICATE, matchCertificate } from './form-10be.ts';
import { storedId } from './id-number.ts';

const suite = staffSuite(engines[0], 'form-10be');
const PATH = '/api/staff/donations/form-10be';

/** A small PDF whose one content stream (compressed, as the portal's are) shows `text`. */
function pdfShowing(text: string): Buffer {
  const stream = deflateSync(Buffer.from(`BT /F1 11 Tf 72 720 Td (${text}) Tj ET`, 'latin1'));
  return Buffer.concat([
    Buffer.from(`%PDF-1.4\n4 0 obj\n<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
    stream,
    Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1'),
  ]);
}

async function store(name: string, email: string, idType: string, idNumber: string, language: string) {
  const id = storedId(suite.app.privacy.config.hashKey, idType, idNumber);
  const { rows } = await suite.tdb.db.query<{ reference: string }>(
    `INSERT INTO donations (pledge_reference, amount_rupees, purpose, name, email, phone, address, id_type,
       id_number, id_number_encrypted, paid_on, payment_mode, transaction_ref, money_status, credited_on,
       notice_language)
     VALUES ('K7M2-9QXD', 1000, 'general', $1, $2, '+919876543210', '1 Road, Guntur', $3, $4, $5, '2026-06-01',
       'upi', '512345678901', 'received', '2026-06-02', $6)
     RETURNING reference`,
    [name, email, idType, id.shown, id.encrypted, language],
  );
  return rows[0].reference;
}

/** The certificate e-mails received (not the staff's sign-in e-mails). */
async function certificateMails() {
  await suite.app.outbox.drain();
  const mails = await Promise.all(suite.smtp.received.map(async (mail) => simpleParser(mail.raw)));
  return mails.filter((mail) => mail.attachments.length > 0);
}

const upload = (client: Awaited<ReturnType<typeof signIn>>, fileName: string, bytes: Buffer) =>
  call(suite.app, 'POST', PATH, { client, body: { fileName, content: bytes.toString('base64') } });

describe('Form 10BE certificates', () => {
  it('are matched by the ID in the text or the name, e-mailed with the PDF in her language; the unmatched are not', async () => {
    const asha = await store('Asha Rao', 'asha@example.org', 'pan', 'ABCDE1234F', 'en');
    const sita = await store('సీత దేవి', 'sita@example.org', 'aadhaar', '123456789012', 'te');
    const ravi = await store('Ravi Kumar', 'ravi@example.org', 'pan', 'KLMNO5678P', 'hi');
    await store('Not Received', 'late@example.org', 'pan', 'PQRST9999Z', 'en');
    await suite.tdb.db.query(
      `UPDATE donations SET money_status = NULL, credited_on = NULL WHERE email = 'late@example.org'`,
    );
    const admin = await signIn(suite.app, 'admin');

    const byText = pdfShowing('Form No. 10BE ... PAN of the donor: ABCDE1234F');
    const one = await upload(admin, 'certificate-1.pdf', byText);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toEqual({ matched: true, reference: asha });
    // The Aadhaar number as the certificate spaces it, in the decrypted whole.
    const two = await upload(admin, 'certificate-2.pdf', pdfShowing('Aadhaar: 1234 5678 9012'));
    expect(two.json().data).toEqual({ matched: true, reference: sita });
    const three = await upload(admin, '10BE_KLMNO5678P_2026-27.pdf', pdfShowing('Certificate of donation'));
    expect(three.json().data).toEqual({ matched: true, reference: ravi });
    // Someone else's certificate, and one of a donation not received: listed, not sent.
    const stranger = await upload(admin, 'certificate-4.pdf', pdfShowing('PAN of the donor: ZZZZZ0000Z'));
    expect(stranger.json()).toMatchObject({ data: { matched: false } });
    expect(stranger.json().message).toContain('matches no donor');
    const late = await upload(admin, 'certificate-5.pdf', pdfShowing('PAN of the donor: PQRST9999Z'));
    expect(late.json().data).toEqual({ matched: false });
    const notPdf = await upload(admin, 'certificate.pdf', Buffer.from('just some text, no PDF at all'));
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json().message).toContain('not a PDF');

    await suite.app.outbox.drain();
    const mails = await certificateMails();
    expect(mails.map((mail) => mail.to && 'text' in mail.to && mail.to.text).sort()).toEqual([
      'asha@example.org',
      'ravi@example.org',
      'sita@example.org',
    ]);
    const toAsha = mails.find((mail) => mail.text?.includes('Asha Rao'));
    expect(toAsha?.subject).toBe('Your certificate of donation (Form 10BE) for 2026-27');
    expect(toAsha?.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      [`form-10be-2026-27-${asha}.pdf`, 'application/pdf'],
    ]);
    expect(Buffer.from(toAsha?.attachments[0].content ?? '').equals(byText)).toBe(true);
    const toSita = mails.find((mail) => mail.text?.includes('సీత దేవి'));
    expect(toSita?.subject).toBe('2026-27 ఆర్థిక సంవత్సరానికి మీ విరాళ ధ్రువపత్రం (ఫారం 10BE)');
    expect(toSita?.headers.get('content-language')).toBe('te');
    // The e-mail names neither the ID number nor the portal's file name (which may hold it).
    expect(toSita?.text).not.toContain('9012');
    const toRavi = mails.find((mail) => mail.text?.includes('Ravi Kumar'));
    expect(toRavi?.subject).toContain('फ़ॉर्म 10BE');
    expect(toRavi?.attachments[0].filename).not.toContain('KLMNO');

    const { rows: logged } = await suite.tdb.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM processing_log WHERE reason = 'Form 10BE certificate e-mailed'`,
    );
    expect(logged[0].n).toBe(3);

    // The PDF is kept only in its e-mail's outbox row, which goes with the donation when it is erased.
    const certificates = async () =>
      (
        await suite.tdb.db.query<{ submission_id: string }>(
          'SELECT submission_id FROM outbox WHERE purpose = $1 ORDER BY id',
          [DONATION_CERTIFICATE],
        )
      ).rows.map((row) => Number(row.submission_id));
    expect(await certificates()).toHaveLength(3);
    const { rows: ashaRow } = await suite.tdb.db.query<{ id: string }>(
      'SELECT id FROM donations WHERE reference = $1',
      [asha],
    );
    const ashaId = Number(ashaRow[0].id);
    await suite.tdb.db.transaction((tx) => eraseSubmissions(tx, DONATION, [ashaId], 'retention'));
    expect(await certificates()).toHaveLength(2);
    expect(await certificates()).not.toContain(ashaId);
  });

  it('match no one by a short number, nor a file naming two donors', () => {
    const donor = (id: number, idNumber: string): CertificateDonor => ({
      id,
      reference: `REF-${id}`,
      idNumber,
      name: 'A',
      email: 'a@example.org',
      language: 'en',
      year: '2026-27',
    });
    const donors = [donor(1, '12345'), donor(2, 'ABCDE1234F'), donor(3, 'KLMNO5678P')];
    expect(matchCertificate('certificate-12345.pdf', pdfShowing('Ration card 12345'), donors)).toBeUndefined();
    expect(matchCertificate('x.pdf', pdfShowing('ABCDE1234F and KLMNO5678P'), donors)).toBeUndefined();
    expect(matchCertificate('abcde-1234-f.pdf', pdfShowing('KLMNO5678P'), donors)?.id).toBe(2);
  });

  it.each(['editor', 'coordinator', 'translator'] as const)('are refused to the %s role (403)', async (role) => {
    const client = await signIn(suite.app, role);
    const response = await upload(client, 'certificate.pdf', pdfShowing('PAN ABCDE1234F'));
    expect(response.statusCode).toBe(403);
    expect(await certificateMails()).toEqual([]);
  });
});
