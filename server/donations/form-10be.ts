// Form 10BE: after Form 10BD is filed, the income tax portal makes each donor's certificate of donation, one
// PDF per donor, holding her ID number (PAN, Aadhaar, ...) and name. The treasurer uploads those PDFs; each
// is matched to a received donation by that ID number, found in the file's name or in its text, and
// e-mailed to the donor in her language with the PDF attached. A file that matches no one is only listed:
// nothing is kept or sent. The PDF is kept nowhere but in its e-mail's outbox row, so it goes with that
// row: purged RETENTION_OUTBOX_DAYS after it is sent, and erased with the donation (deleteForSubmission).
import { inflateSync } from 'node:zlib';
import type { Database, Queryable } from '../db/database.ts';
import { paragraphsHtml } from '../lib/text-format.ts';
import { visitorText } from '../lib/visitor-text.ts';
import { type EmailPayload, insertOutboxRow } from '../outbox/outbox-store.ts';
import { logProcessing } from '../privacy/processing-log.ts';
import { recordAudit } from '../staff/audit-store.ts';
import { DONATION } from '../submissions/kinds.ts';
import { type Language, storedLanguage } from '../../schema/api/languages.ts';
import { fill, SERVER_WORDS } from '../words/index.ts';
import { decryptIdNumber } from './id-number.ts';
import { financialYearOf } from './tax-rules.ts';

export const DONATION_CERTIFICATE = 'donation-certificate';

/** A received donation a certificate may belong to: the ID number whole, and where to send it. */
export interface CertificateDonor {
  id: number;
  reference: string;
  idNumber: string;
  name: string;
  email: string;
  language: Language;
  /** The financial year it was received in (the certificate's). */
  year: string;
}

interface DonorRow {
  id: number | string;
  reference: string;
  id_type: string;
  id_number: string;
  id_number_encrypted: Buffer | Uint8Array | null;
  name: string;
  email: string;
  notice_language: string | null;
  /** The day the bank credited it, as YYYY-MM-DD. */
  credited_on: string;
}

/** Every received donation with an ID, newest first (a donor who gave twice gets the newest address). */
export async function certificateDonors(db: Queryable, secret: Buffer): Promise<CertificateDonor[]> {
  const { rows } = await db.query<DonorRow>(
    `SELECT id, reference, id_type, id_number, id_number_encrypted, name, email, notice_language,
            to_char(credited_on, 'YYYY-MM-DD') AS credited_on
       FROM donations
      WHERE money_status = 'received' AND spam_reason IS NULL AND id_type <> 'none'
      ORDER BY credited_on DESC, id DESC`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    reference: row.reference,
    idNumber:
      row.id_type === 'aadhaar' && row.id_number_encrypted
        ? decryptIdNumber(secret, Buffer.from(row.id_number_encrypted))
        : row.id_number,
    name: row.name,
    email: row.email,
    language: storedLanguage(row.notice_language),
    year: financialYearOf(new Date(`${row.credited_on}T12:00:00+05:30`)),
  }));
}

/** Letters and digits only, upper-cased: "abcde 1234-f" and "ABCDE1234F" compare equal. */
const compact = (text: string) => text.toUpperCase().replace(/[^0-9A-Z]/g, '');

/**
 * The text of a PDF as far as it can be read without a PDF library: its bytes as they are, and every
 * compressed (Flate) stream inflated. A portal's PDF writes the ID number as text; one drawn as glyph
 * numbers is not found here, and the file's name is the other way to match it.
 */
export function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const parts = [raw];
  const streams = /stream\r?\n/g;
  for (let found = streams.exec(raw); found; found = streams.exec(raw)) {
    const start = found.index + found[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    try {
      parts.push(inflateSync(bytes.subarray(start, end)).toString('latin1'));
    } catch {
      // Not a Flate stream (a picture, a font): nothing to read in it.
    }
    streams.lastIndex = end;
  }
  // A string in a content stream may be split into pieces with kerning between them: "(ABCDE) 20 (1234F)".
  return parts.map((part) => part.replace(/\)\s*-?[0-9.]*\s*\(/g, '')).join('\n');
}

export const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString('latin1') === '%PDF-';

/** The donor whose ID number is in the file's name or in its text; undefined when none is (or it is ambiguous). */
export function matchCertificate(
  fileName: string,
  bytes: Buffer,
  donors: readonly CertificateDonor[],
): CertificateDonor | undefined {
  const byName = donorsIn(fileName, donors);
  const candidates = byName.length > 0 ? byName : donorsIn(pdfText(bytes), donors);
  // Two different IDs found: the file is not clearly one donor's, so it is listed, not sent.
  const ids = new Set(candidates.map((donor) => compact(donor.idNumber)));
  return ids.size === 1 ? candidates[0] : undefined;
}

/** The donors whose ID number is in `text`: at least 8 letters or digits, so a short one cannot match by chance. */
function donorsIn(text: string, donors: readonly CertificateDonor[]): CertificateDonor[] {
  const haystack = compact(text);
  return donors.filter((donor) => compact(donor.idNumber).length >= 8 && haystack.includes(compact(donor.idNumber)));
}

/** The e-mail that carries a donor's certificate, in her language. */
export function certificateEmail(
  donor: CertificateDonor,
  file: { fileName: string; base64: string },
  context: { organisation: string; replyTo?: string },
): EmailPayload {
  const words = SERVER_WORDS[donor.language].donations;
  const { organisation } = context;
  const paragraphs = [
    fill(words.greeting, { name: visitorText(donor.name) || '…' }),
    fill(words.certificateBody, { organisation, year: donor.year }),
    fill(words.emailClosing, { organisation }),
  ];
  return {
    to: [donor.email],
    ...(context.replyTo ? { replyTo: context.replyTo } : {}),
    subject: fill(words.certificateSubject, { year: donor.year }),
    text: `${paragraphs.join('\n\n')}\n`,
    html: paragraphsHtml(donor.language, paragraphs),
    headers: { 'Content-Language': donor.language, 'Auto-Submitted': 'auto-generated' },
    attachments: [{ filename: certificateFileName(donor), contentType: 'application/pdf', content: file.base64 }],
  };
}

/** The attachment's name: the portal's own name may hold the ID number, which the e-mail should not show. */
export const certificateFileName = (donor: CertificateDonor) => `form-10be-${donor.year}-${donor.reference}.pdf`;

/** Queues the certificate's e-mail with the donation, audited and in the processing log, in one transaction. */
export function queueCertificate(
  db: Database,
  donor: CertificateDonor,
  payload: EmailPayload,
  context: { staff: number; person: string; messageIdDomain: string },
): Promise<void> {
  return db.transaction(async (tx) => {
    await insertOutboxRow(
      tx,
      { kind: 'email', purpose: DONATION_CERTIFICATE, submission: { type: DONATION.type, id: donor.id }, payload },
      context.messageIdDomain,
    );
    await recordAudit(tx, {
      actor: context.staff,
      action: 'form-10be-sent',
      subjectType: DONATION.type,
      subjectId: donor.id,
      details: { year: donor.year },
    });
    await logProcessing(tx, {
      action: 'notified',
      person: context.person,
      submissionType: DONATION.type,
      reason: 'Form 10BE certificate e-mailed',
      staff: context.staff,
    });
  });
}
